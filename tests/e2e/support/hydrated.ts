import type { Page } from "@playwright/test"

/**
 * Waits until the page's view has hydrated. Views hydrate on the reader's
 * first interaction (src/theme/pageView.tsx), so this first gives one: a
 * pointer movement event, which neither moves focus nor hovers a link.
 */
export async function waitForHydration(page: Page) {
  await page.evaluate(() => window.dispatchEvent(new PointerEvent("pointermove")))
  await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" })
}

/** Opens a path and waits until its view has hydrated (see waitForHydration). */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path)
  await waitForHydration(page)
  return response
}
