import { expect, test } from "@playwright/test"
import { gotoHydrated } from "../support/hydrated"

/**
 * Remembered choices are on the page at its first paint, before any script
 * file has arrived (the head script, src/theme/inlineScripts/headScripts.ts): the tab of a
 * group, the hidden docs sidebar, the closed announcement, dark mode; and the
 * search button's key hint is in the server's HTML.
 */
const heldMs = 4000

test("after a reload with every script file held back 4 s, the chosen tab, the hidden sidebar, the closed announcement and dark mode show at once", async ({ page }) => {
  await gotoHydrated(page, "/docs/manual/installation")
  await page.getByRole("tab", { name: "Windows" }).first().click()
  await page.getByRole("button", { name: "Collapse sidebar" }).click()
  await page.getByRole("region", { name: "Announcement" }).getByRole("button", { name: "Close" }).click()
  await page.getByRole("button", { name: "Switch to dark mode" }).click()
  await expect(page.getByRole("button", { name: "Expand sidebar" })).toBeVisible()

  const scripts: string[] = []
  await page.route(/\.js(\?.*)?$/, async route => {
    scripts.push(route.request().url())
    await new Promise(resolve => setTimeout(resolve, heldMs))
    await route.continue().catch(() => {})
  })
  // Where the Linux panel's first line would be, had the page painted the default first.
  await page.reload({ waitUntil: "commit" })
  await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0)
  const panelTopAtPaint = await page.getByRole("tabpanel").first().evaluate(panel => panel.getBoundingClientRect().top)
  expect(await page.evaluate(() => document.documentElement.dataset.appStarted)).toBeUndefined()

  for (const windows of await page.getByRole("tab", { name: "Windows" }).all()) await expect(windows).toHaveAttribute("aria-selected", "true")
  await expect(page.getByRole("tabpanel").first()).toContainText("Windows 10 and later")
  await expect(page.getByRole("navigation", { name: "Docs sidebar" })).toBeHidden()
  await expect(page.getByRole("region", { name: "Announcement" })).toBeHidden()
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark")
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined()
  expect(scripts.length).toBeGreaterThan(0)

  // Once the code is in, nothing moves.
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached({ timeout: 20_000 })
  expect(await page.getByRole("tabpanel").first().evaluate(panel => panel.getBoundingClientRect().top)).toBe(panelTopAtPaint)
  await expect(page.getByRole("tab", { name: "Windows" }).first()).toHaveAttribute("aria-selected", "true")
})

test("the key hint is in the server's HTML: Ctrl K elsewhere", async ({ page }) => {
  await page.route(/\.js(\?.*)?$/, route => route.abort())
  await page.goto("/docs/manual/installation")
  const button = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Search" })
  await expect(button.locator("kbd:visible")).toHaveText(["Ctrl", "K"])
})

test.describe("on an Apple platform", () => {
  test.use({ userAgent: "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36" })

  test("the key hint shows ⌘ K before any script runs", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "platform", { get: () => "MacIntel" })
      Object.defineProperty(Navigator.prototype, "userAgentData", { get: () => ({ platform: "macOS" }) })
    })
    await page.route(/\.js(\?.*)?$/, route => route.abort())
    await page.goto("/docs/manual/installation")
    const button = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Search" })
    await expect(button.locator("kbd:visible")).toHaveText(["⌘", "K"])
  })
})
