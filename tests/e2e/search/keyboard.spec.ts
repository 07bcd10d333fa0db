/** Keyboard-only use: arrows move through the results (wrapping), Enter and its modifiers open them. */
import { expect, test, type Page } from "@playwright/test"
import { activeOption, gotoHydrated, optionHrefs, options, searchDialog, searchFor, searchInput } from "./support"

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, "/docs/manual/installation")
})

/** Records window.open's features (tab or popup window) and still opens the page; headless Chromium shows no difference. */
async function recordWindowOpen(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const calls: string[] = []
    const open = window.open.bind(window)
    Object.assign(window, { openedWithFeatures: calls })
    window.open = (url, target, features) => {
      calls.push(features ?? "")
      return open(url, target, features)
    }
  })
  return () => page.evaluate(() => (window as unknown as { openedWithFeatures: string[] }).openedWithFeatures)
}

test("keyboard only: open with /, type, move with the arrows, open with Enter", async ({ page }) => {
  await page.keyboard.press("/")
  await expect(searchInput(page)).toBeFocused()
  await page.keyboard.type("exit")
  // The answer to the whole word (a prefix query marks only the prefix).
  await expect(options(page).first().locator("mark").first()).toHaveText(/^exit$/i)
  const hrefs = await optionHrefs(page)
  await page.keyboard.press("ArrowDown")
  await page.keyboard.press("ArrowDown")
  await expect(activeOption(page)).toHaveAttribute("href", hrefs[2])
  await page.keyboard.press("Enter")
  await expect(searchDialog(page)).toHaveCount(0)
  await expect(page).toHaveURL(hrefs[2])
})

test("the arrow keys wrap around, and aria-activedescendant follows the active option", async ({ page }) => {
  await page.keyboard.press("Control+k")
  await searchFor(page, "exit")
  const hrefs = await optionHrefs(page)
  const input = searchInput(page)
  const expectActive = async (index: number) => {
    await expect(activeOption(page)).toHaveAttribute("href", hrefs[index])
    await expect(input).toHaveAttribute("aria-activedescendant", (await activeOption(page).getAttribute("id"))!)
    await expect(options(page).nth(index)).toHaveAttribute("aria-selected", "true")
  }
  await expectActive(0)
  await page.keyboard.press("ArrowUp")
  await expectActive(hrefs.length - 1)
  await page.keyboard.press("ArrowDown")
  await expectActive(0)
  await page.keyboard.press("ArrowDown")
  await expectActive(1)
  // Focus never leaves the input.
  await expect(input).toBeFocused()
})

test("Ctrl+Enter opens the active result in a new tab and keeps this page", async ({ page, context }) => {
  const features = await recordWindowOpen(page)
  await page.keyboard.press("Control+k")
  await searchFor(page, "exit")
  await page.keyboard.press("ArrowDown")
  const href = (await activeOption(page).getAttribute("href"))!
  const [opened] = await Promise.all([context.waitForEvent("page"), page.keyboard.press("Control+Enter")])
  await opened.waitForLoadState()
  expect(new URL(opened.url()).pathname + new URL(opened.url()).hash).toBe(href)
  expect(await features()).toEqual(["noopener"])
  await expect(page).toHaveURL(/\/docs\/manual\/installation$/)
})

test("Shift+Enter opens the active result in a new window", async ({ page, context }) => {
  const features = await recordWindowOpen(page)
  await page.keyboard.press("Control+k")
  await searchFor(page, "exit")
  const href = (await activeOption(page).getAttribute("href"))!
  const [opened] = await Promise.all([context.waitForEvent("page"), page.keyboard.press("Shift+Enter")])
  await opened.waitForLoadState()
  expect(new URL(opened.url()).pathname + new URL(opened.url()).hash).toBe(href)
  expect(await features()).toEqual(["noopener,popup"])
  await expect(page).toHaveURL(/\/docs\/manual\/installation$/)
})

test("Alt+Enter does nothing", async ({ page, context }) => {
  await page.keyboard.press("Control+k")
  await searchFor(page, "exit")
  const pagesBefore = context.pages().length
  await page.keyboard.press("Alt+Enter")
  await page.waitForTimeout(500)
  expect(context.pages()).toHaveLength(pagesBefore)
  await expect(page).toHaveURL(/\/docs\/manual\/installation$/)
  await expect(searchDialog(page)).toBeVisible()
  expect(await page.evaluate((key) => localStorage.getItem(key), "rsvim.search.rsvim.recent")).toBeNull()
})

test("the active option is scrolled into view, and back up when the arrows wrap to the first", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 })
  await page.keyboard.press("Control+k")
  await searchFor(page, "buffer")
  const count = await options(page).count()
  // More options than the list shows at once, so the last one starts out of view.
  await expect(options(page).nth(count - 1)).not.toBeInViewport()
  await expect(options(page).first()).toBeInViewport()
  await page.keyboard.press("ArrowUp")
  await expect(options(page).nth(count - 1)).toHaveAttribute("aria-selected", "true")
  await expect(options(page).nth(count - 1)).toBeInViewport()
  await expect(options(page).first()).not.toBeInViewport()
  await page.keyboard.press("ArrowDown")
  await expect(options(page).first()).toHaveAttribute("aria-selected", "true")
  await expect(options(page).first()).toBeInViewport()
})
