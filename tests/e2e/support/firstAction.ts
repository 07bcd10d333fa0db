import { expect, type Locator, type Page } from "@playwright/test"

/**
 * A reader's first action on a fresh page, before any of its code has run:
 * every script file is held back `delayMs`, the page is opened and painted,
 * and the action comes at once. The page must answer it once its code is in
 * (src/theme/earlyActions.ts).
 */
export async function gotoPaintedWithHeldScripts(page: Page, path: string, delayMs = 1000) {
  await page.route(/\.js(\?.*)?$/, async route => {
    await new Promise(resolve => setTimeout(resolve, delayMs))
    // Routes registered earlier (a test failing some files) still apply.
    await route.fallback().catch(() => {})
  })
  await page.goto(path, { waitUntil: "commit" })
  await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0)
}

export const isHydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === "true")

export async function expectHydrated(page: Page) {
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached({ timeout: 20_000 })
}

/**
 * A click with no pointer movement before it (no hover, no pointermove): the
 * press and release alone, at the element's centre, as a touch screen or a
 * pointer that did not move since the page loaded would send them.
 */
export async function clickWithoutHover(page: Page, target: Locator) {
  await target.evaluate(element => element.scrollIntoView({ block: "center" }))
  const box = await target.boundingBox()
  if (!box) throw new Error("the element is not visible")
  const at = { x: box.x + box.width / 2, y: box.y + box.height / 2, button: "left" as const, clickCount: 1 }
  const cdp = await page.context().newCDPSession(page)
  await cdp.send("Input.dispatchMouseEvent", { type: "mousePressed", ...at })
  await cdp.send("Input.dispatchMouseEvent", { type: "mouseReleased", ...at })
  await cdp.detach()
}

/** A touch tap at the element's centre (the context must have touch). */
export async function tap(target: Locator) {
  await target.evaluate(element => element.scrollIntoView({ block: "center" }))
  await target.tap()
}

/** Focus placed on the element as the keyboard would leave it, then `key` pressed. */
export async function focusAndPress(page: Page, target: Locator, key: string) {
  await target.evaluate(element => element.scrollIntoView({ block: "center" }))
  await target.focus()
  await page.keyboard.press(key)
}
