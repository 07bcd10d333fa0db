import AxeBuilder from "@axe-core/playwright"
import { expect, test, type Page } from "@playwright/test"
import { gotoHydrated } from "../support/hydrated"
import { seedStorage } from "./support"

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations
    .filter(violation => violation.impact === "serious" || violation.impact === "critical")
    .map(violation => ({ id: violation.id, impact: violation.impact, targets: violation.nodes.slice(0, 5).map(node => node.target.join(" ")) }))
}

/** axe's landmark rules, whatever their impact: one main, top-level landmarks, all content in one. */
const landmarkRules = ["landmark-one-main", "landmark-no-duplicate-main", "landmark-main-is-top-level", "landmark-complementary-is-top-level", "landmark-unique", "region"]

for (const path of ["/docs/manual/configuration", "/blog/2025/08/28/v0.1.2", "/blog/tags/announcement"]) {
  for (const width of [1280, 375]) {
    test(`${path} at ${width} px passes axe's landmark rules`, async ({ page }) => {
      test.slow() // a full page scan, slow on a loaded machine
      await page.setViewportSize({ width, height: 800 })
      await gotoHydrated(page, path)
      const results = await new AxeBuilder({ page }).withRules(landmarkRules).analyze()
      expect(results.violations.map(violation => ({ id: violation.id, targets: violation.nodes.map(node => node.target.join(" ")) }))).toEqual([])
    })
  }
}

for (const mode of ["light", "dark"] as const) {
  test.describe(`accessibility in ${mode} mode`, () => {
    test.beforeEach(async ({ context }) => seedStorage(context, { "rsvim.colorMode": mode }))

    for (const path of ["/", "/docs/manual/configuration", "/blog/2025/08/28/v0.1.2"]) {
      test(`${path} has no serious or critical axe violations`, async ({ page }) => {
        await gotoHydrated(page, path)
        await expect(page.locator("html")).toHaveAttribute("data-theme", mode)
        expect(await seriousViolations(page)).toEqual([])
      })
    }

    test("the open mobile menu has no serious or critical axe violations", async ({ page }) => {
      test.slow() // two full scans
      await page.setViewportSize({ width: 375, height: 800 })
      await gotoHydrated(page, "/docs/next/manual/installation")
      await page.getByRole("button", { name: "Toggle navigation bar" }).click()
      const menu = page.getByRole("dialog", { name: "Navigation menu" })
      await expect(menu.getByRole("navigation", { name: "Docs sidebar" })).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
      await menu.getByRole("button", { name: "Back to main menu" }).click()
      await menu.getByRole("button", { name: "Version: Next" }).click()
      expect(await seriousViolations(page)).toEqual([])
    })

    test("the open search modal at 375 px has no serious or critical axe violations", async ({ page }) => {
      test.slow() // two full scans
      await page.setViewportSize({ width: 375, height: 800 })
      await gotoHydrated(page, "/blog/2025/08/28/v0.1.2")
      await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: /Search/ }).click()
      const dialog = page.getByRole("dialog", { name: "Search" })
      await expect(dialog.getByRole("combobox")).toBeFocused()
      expect(await seriousViolations(page)).toEqual([])
      await dialog.getByRole("combobox").fill("config")
      await expect(dialog.getByRole("option").first()).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
    })
  })
}
