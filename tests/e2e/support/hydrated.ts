import type { Page } from "@playwright/test"
import { giveFirstInteraction } from "../../../scripts/lib/firstInteraction.mjs"

/**
 * Waits until the page's view has hydrated. Views hydrate on the reader's
 * first interaction (src/templates/pageView.tsx), so this gives one first.
 */
export async function waitForHydration(page: Page) {
  await giveFirstInteraction(page)
  await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" })
}

/** Opens a path and waits until its view has hydrated (see waitForHydration). */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path)
  await waitForHydration(page)
  return response
}
