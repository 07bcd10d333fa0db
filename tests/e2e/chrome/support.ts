/** Shared helpers for the site-chrome browser tests. */
import type { BrowserContext, Page } from "@playwright/test"

export const mobileWidths = [375, 800]

/** Puts values in localStorage before any page script runs (only on the first document of the page). */
export async function seedStorage(context: BrowserContext, values: Record<string, string>) {
  await context.addInitScript(entries => {
    if (sessionStorage.getItem("seeded")) return
    sessionStorage.setItem("seeded", "1")
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value)
  }, values)
}

export async function storageValue(page: Page, key: string) {
  return page.evaluate(name => localStorage.getItem(name), key)
}

/** Records <html data-theme> (and friends) when DOMContentLoaded fires, i.e. before React hydrates. */
export async function recordRootAttributesAtDomContentLoaded(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      const root = document.documentElement
      ;(window as unknown as { __atDcl: Record<string, string | null> }).__atDcl = {
        theme: root.getAttribute("data-theme"),
        hydrated: root.getAttribute("data-hydrated"),
        sidebarHidden: root.getAttribute("data-docs-sidebar-hidden"),
        announcementDismissed: root.getAttribute("data-announcement-dismissed"),
      }
    })
  })
}

export async function rootAttributesAtDomContentLoaded(page: Page) {
  return page.evaluate(() => (window as unknown as { __atDcl: Record<string, string | null> }).__atDcl)
}
