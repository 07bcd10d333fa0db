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
  })
}
