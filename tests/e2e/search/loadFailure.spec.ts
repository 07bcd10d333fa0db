/**
 * The modal's chunk cannot be downloaded (offline, or a deploy replaced it):
 * the dialog still opens, says so and offers Retry, which imports it again.
 */
import { expect, test, type Page } from "@playwright/test"
import { gotoHydrated, options, searchButton, searchDialog, searchFor, searchInput } from "./support"

/** Blocks the modal's chunk (`search-modal-<hash>.js`) until the returned function lifts the block; counts the attempts. */
async function blockModalChunk(page: Page) {
  const state = { blocked: true, attempts: 0 }
  await page.route(/\/search-modal-[^/]*\.js$/, (route) => {
    state.attempts += 1
    return state.blocked ? route.abort("connectionfailed") : route.continue()
  })
  return state
}

const failure = (page: Page) => searchDialog(page).getByRole("alert")
const retryButton = (page: Page) => searchDialog(page).getByRole("button", { name: "Retry" })

test("a modal that cannot load shows a message with Retry; Retry after the network is back gives a working search", async ({ page }) => {
  const chunk = await blockModalChunk(page)
  await gotoHydrated(page, "/docs/manual/installation")
  await searchButton(page).click()
  await expect(failure(page)).toContainText("Search could not be loaded.")
  await expect(retryButton(page)).toBeFocused()
  // Still a modal: the page behind is inert and Tab stays in the dialog (once the modal behaviour, a chunk of its own, is in).
  await expect.poll(() => page.evaluate(() => Boolean(document.querySelector("main")?.closest("[inert]")))).toBe(true)
  for (let step = 0; step < 3; step++) {
    await page.keyboard.press("Tab")
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true)
  }

  // A failed download is not remembered: Retry asks for the chunk again.
  const attempts = chunk.attempts
  await retryButton(page).click()
  await expect.poll(() => chunk.attempts).toBeGreaterThan(attempts)
  await expect(failure(page)).toContainText("Search could not be loaded.")
  await expect(retryButton(page)).toHaveText("Retry")

  chunk.blocked = false
  await retryButton(page).click()
  await expect(searchInput(page)).toBeFocused()
  await expect(failure(page)).toHaveCount(0)
  await searchFor(page, "exit")
  await expect(options(page).first()).toBeVisible()
  await page.keyboard.press("Escape")
  await expect(searchDialog(page)).toHaveCount(0)
  await expect(searchButton(page)).toBeFocused()
})

test("Close and Escape close the message; opening search again tries the download again", async ({ page }) => {
  const chunk = await blockModalChunk(page)
  await gotoHydrated(page, "/docs/manual/installation")
  await searchButton(page).click()
  await expect(failure(page)).toBeVisible()
  await searchDialog(page).getByRole("button", { name: "Close" }).click()
  await expect(searchDialog(page)).toHaveCount(0)
  await expect(searchButton(page)).toBeFocused()
  expect(await page.evaluate(() => document.querySelectorAll("[inert]").length)).toBe(0)

  await page.keyboard.press("Control+k")
  await expect(failure(page)).toBeVisible()
  await page.keyboard.press("Escape")
  await expect(searchDialog(page)).toHaveCount(0)

  chunk.blocked = false
  await page.keyboard.press("Control+k")
  await expect(searchInput(page)).toBeFocused()
})
