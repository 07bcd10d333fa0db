import { expect, test } from "@playwright/test"
import { searchDialog, searchInput } from "../search/support"
import { clickWithoutHover, expectHydrated, gotoPaintedWithHeldScripts, isHydrated, tap } from "../support/firstAction"

/**
 * The search shortcuts pressed at first paint, before any script has run,
 * open the modal once the page's code is in (src/theme/earlyActions.ts);
 * pressing nothing leaves the page as it was when it hydrates.
 */
for (const [name, keys] of [
  ["Ctrl+K", "Control+k"],
  ["/", "/"],
] as const) {
  test(`${name} pressed at first paint opens the search modal once the code is in`, async ({ page }) => {
    await gotoPaintedWithHeldScripts(page, "/docs/manual/installation")
    await page.keyboard.press(keys)
    expect(await isHydrated(page)).toBe(false)
    await expectHydrated(page)
    await expect(searchDialog(page)).toBeVisible()
    await expect(searchInput(page)).toBeFocused()
  })
}

test("'/' then typing at first paint: the modal opens with every letter typed, and typing goes on at its end", async ({ page }) => {
  await gotoPaintedWithHeldScripts(page, "/docs/manual/installation")
  await page.keyboard.press("/")
  await page.keyboard.type("buffer")
  expect(await isHydrated(page)).toBe(false)
  await expectHydrated(page)
  await expect(searchInput(page)).toBeFocused()
  await expect(searchInput(page)).toHaveValue("buffer")
  await page.keyboard.type(" id")
  await expect(searchInput(page)).toHaveValue("buffer id")
})

// The Search button opens what the shortcut opens: typing that follows its first tap or click is the query too.
test.describe("a tap on Search at 375 px, then typing, before the page's code came", () => {
  test.use({ viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true })
  test("the modal opens with every letter typed", async ({ page }) => {
    await gotoPaintedWithHeldScripts(page, "/docs/manual/installation")
    await tap(page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Search" }))
    await page.keyboard.type("buffer")
    expect(await isHydrated(page)).toBe(false)
    await expectHydrated(page)
    await expect(searchInput(page)).toBeFocused()
    await expect(searchInput(page)).toHaveValue("buffer")
  })
})

test("a click on Search with no hover before it, then typing, before the page's code came: the modal opens with every letter typed", async ({ page }) => {
  await gotoPaintedWithHeldScripts(page, "/docs/manual/installation")
  await clickWithoutHover(page, page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Search" }))
  await page.keyboard.type("install")
  expect(await isHydrated(page)).toBe(false)
  await expectHydrated(page)
  await expect(searchInput(page)).toHaveValue("install")
})

// The reader does not wait for anything: every moment of the page's start, from first paint to hydration.
for (const afterPaintMs of [0, 150, 400, 800]) {
  test(`'/' then "buffer" typed at once, ${afterPaintMs} ms after first paint of a fresh page: not a letter is lost`, async ({ page }) => {
    await page.goto("/docs/manual/installation", { waitUntil: "commit" })
    await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0)
    await page.waitForTimeout(afterPaintMs)
    await page.keyboard.press("/")
    await page.keyboard.type("buffer")
    await expect(searchDialog(page)).toBeVisible()
    await expect(searchDialog(page).getByRole("searchbox").or(searchInput(page))).toHaveValue("buffer")
    await expectHydrated(page)
    await expect(searchInput(page)).toHaveValue("buffer")
  })
}

test("Ctrl+K pressed twice at first paint opens and closes the modal: each press counts once", async ({ page }) => {
  await gotoPaintedWithHeldScripts(page, "/docs/manual/installation")
  await page.keyboard.press("Control+k")
  await page.keyboard.press("Control+k")
  await expectHydrated(page)
  await page.waitForTimeout(300)
  await expect(searchDialog(page)).toHaveCount(0)
})

test("nothing pressed: the page hydrates once the browser is idle, with the modal closed and the light theme", async ({ page }) => {
  await gotoPaintedWithHeldScripts(page, "/docs/manual/installation")
  await expectHydrated(page)
  await expect(searchDialog(page)).toHaveCount(0)
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light")
  await expect(page.locator("html")).not.toHaveAttribute("data-actions-held", /.*/)
})
