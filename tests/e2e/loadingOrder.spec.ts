import { expect, test } from "@playwright/test"
import { gotoHydrated } from "./support/hydrated"

test("a docs page paints its content before it fetches its scripts, then hydrates", async ({ page }) => {
  await gotoHydrated(page, "/docs/manual/installation")
  const timings = await page.evaluate(() => {
    const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null
    const scripts = performance
      .getEntriesByType("resource")
      .filter(entry => /\/(app|framework|webpack-runtime)-[^/]+\.js$/.test(entry.name))
      .map(entry => entry.startTime)
    return { paint, scripts }
  })
  expect(timings.paint).not.toBeNull()
  expect(timings.scripts).toHaveLength(3)
  for (const start of timings.scripts) expect(start).toBeGreaterThanOrEqual(timings.paint!)
  // Hydrated: a client-side feature works.
  await page.getByRole("button", { name: "Switch to dark mode" }).click()
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark")
})
