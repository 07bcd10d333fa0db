import type { Page } from "@playwright/test"

/** Opens a path and waits until React has hydrated it (gatsby-browser marks <html>). */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path)
  await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" })
  return response
}
