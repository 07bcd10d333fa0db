import { expect, test } from "@playwright/test"
import { searchDialog, searchInput } from "../search/support"
import { expectHydrated, gotoPaintedWithHeldScripts, isHydrated } from "../support/firstAction"

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
