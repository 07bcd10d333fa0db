import { expect, test, type Page } from "@playwright/test"
import { searchButton, searchDialog } from "./search/support"

/**
 * A reader who presses a button after the page has painted but before its
 * scripts have run is not ignored: the inline recorder keeps the press and the
 * app acts on it once it hydrates. The scripts are held back 3 s here, so
 * every press below lands on the server-rendered page.
 */
const scriptDelayMs = 3000

async function gotoPaintedWithSlowScripts(page: Page, path: string) {
  await page.route(/\.js(\?.*)?$/, async route => {
    await new Promise(resolve => setTimeout(resolve, scriptDelayMs))
    await route.continue()
  })
  await page.goto(path, { waitUntil: "commit" })
  await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0)
}

const hydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === "true")

async function expectHydratedAfterPress(page: Page) {
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached({ timeout: 20_000 })
}

test("Search pressed at first paint opens the modal once the scripts arrive", async ({ page }) => {
  await gotoPaintedWithSlowScripts(page, "/docs/manual/installation")
  await searchButton(page).click()
  expect(await hydrated(page)).toBe(false)
  await expectHydratedAfterPress(page)
  await expect(searchDialog(page)).toBeVisible({ timeout: 20_000 })
})

for (const [name, keys] of [
  ["Ctrl+K", "Control+k"],
  ["/", "/"],
] as const) {
  test(`${name} pressed at first paint opens the modal once the scripts arrive`, async ({ page }) => {
    await gotoPaintedWithSlowScripts(page, "/docs/manual/installation")
    await page.keyboard.press(keys)
    expect(await hydrated(page)).toBe(false)
    await expectHydratedAfterPress(page)
    await expect(searchDialog(page)).toBeVisible({ timeout: 20_000 })
  })
}

test("nothing pressed: the app starts, and the first pointer movement hydrates the page with the modal closed and the light theme", async ({ page }) => {
  await gotoPaintedWithSlowScripts(page, "/docs/manual/installation")
  await expect(page.locator('html[data-app-started="true"]')).toBeAttached({ timeout: 20_000 })
  expect(await hydrated(page)).toBe(false)
  await page.mouse.move(640, 600)
  await expectHydratedAfterPress(page)
  await expect(searchDialog(page)).toHaveCount(0)
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light")
})

test("the colour-mode toggle pressed at first paint switches the mode once the scripts arrive, and stores it", async ({ page }) => {
  await gotoPaintedWithSlowScripts(page, "/docs/manual/installation")
  await page.getByRole("button", { name: "Switch to dark mode" }).click()
  expect(await hydrated(page)).toBe(false)
  await expectHydratedAfterPress(page)
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark")
  await expect(page.getByRole("button", { name: "Switch to light mode" })).toBeVisible()
  await page.unroute(/\.js(\?.*)?$/)
  await page.reload()
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark")
})

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test("the menu button pressed at first paint opens the menu once the scripts arrive", async ({ page }) => {
    await gotoPaintedWithSlowScripts(page, "/docs/manual/installation")
    const toggle = page.getByRole("button", { name: "Toggle navigation bar" })
    await toggle.click()
    expect(await hydrated(page)).toBe(false)
    await expectHydratedAfterPress(page)
    await expect(page.getByRole("dialog", { name: "Navigation menu" })).toBeVisible({ timeout: 20_000 })
    await expect(toggle).toHaveAttribute("aria-expanded", "true")
  })
})
