/**
 * Gives a page the reader's first interaction, which hydrates its view
 * (src/templates/pageView.tsx): one pointer movement event, which neither
 * moves focus nor hovers a link. The browser tests and the benchmark scripts
 * under plain Node share it. Types: firstInteraction.d.mts.
 */
export async function giveFirstInteraction(page) {
  await page.evaluate(() => window.dispatchEvent(new PointerEvent("pointermove")))
}
