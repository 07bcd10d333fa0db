/**
 * Locators and steps the search browser tests share. The button is found in
 * the "Main" navigation landmark, wherever the navbar puts it.
 */
import { expect, type Locator, type Page, type Request } from "@playwright/test"
import { gotoHydrated, waitForHydration } from "../support/hydrated"

export { gotoHydrated }

export async function reloadHydrated(page: Page) {
  await page.reload()
  await waitForHydration(page)
}

/** localStorage keys of the stored searches (index name "rsvim"). */
export const recentKey = "rsvim.search.rsvim.recent"
export const favoriteKey = "rsvim.search.rsvim.favorite"

export const searchButton = (page: Page) => page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: /Search/ })
export const searchDialog = (page: Page) => page.getByRole("dialog", { name: "Search" })
export const searchInput = (page: Page) => searchDialog(page).getByRole("combobox", { name: "Search docs" })
export const options = (page: Page) => searchDialog(page).getByRole("option")
export const activeOption = (page: Page) => searchDialog(page).locator('[role="option"][aria-selected="true"]')
/** A results (or stored searches) section: the listbox named after its heading. */
export const listbox = (page: Page, name: string) => searchDialog(page).getByRole("listbox", { name, exact: true })

export async function openSearch(page: Page) {
  await searchButton(page).click()
  await expect(searchInput(page)).toBeFocused()
}

/** The empty-query screen: stored searches, or the text saying there are none. */
export const startScreen = (page: Page) =>
  searchDialog(page).getByText("No recent searches").or(listbox(page, "Recent")).or(listbox(page, "Favorite"))

/**
 * Enters a query and waits until its answer is on screen. The modal keeps the
 * previous screen until a search settles, so it goes through the start screen
 * first: whatever shows after that belongs to this query.
 */
export async function searchFor(page: Page, query: string) {
  const dialog = searchDialog(page)
  await searchInput(page).fill("")
  await expect(startScreen(page).first()).toBeVisible()
  await searchInput(page).fill(query)
  await expect(startScreen(page)).toHaveCount(0)
  await expect(dialog.getByRole("listbox").first().or(dialog.getByText(/^(No results for|Unable to fetch results)/))).toBeVisible()
}

/**
 * Clicks a result that leads to another page and waits until that page is
 * rendered (its title shows), so the next step does not act on the old page.
 */
export async function selectOption(page: Page, option: Locator) {
  const href = (await option.getAttribute("href"))!
  const title = await page.title()
  await option.click()
  await expect(searchDialog(page)).toHaveCount(0)
  await expect(page).toHaveURL(href)
  await expect(page).not.toHaveTitle(title)
}

/** Hrefs of the options on screen, in order (site paths; the site has no path prefix in tests). */
export async function optionHrefs(page: Page): Promise<string[]> {
  return options(page).evaluateAll((elements) => elements.map((element) => element.getAttribute("href") ?? ""))
}

/** Everything search downloads: its code-split chunks and the embedded index files. */
export function isSearchAsset(url: string): boolean {
  const { pathname } = new URL(url)
  return pathname.startsWith("/search/") || /\/search-(modal|engine|algolia)[-.]/.test(pathname)
}

/** Records every request the page makes from now on. */
export function recordRequests(page: Page): string[] {
  const urls: string[] = []
  page.on("request", (request: Request) => urls.push(request.url()))
  return urls
}

/** A stored search entry, as the modal writes it. */
export function storedPage(url: string, lvl0: string, lvl1: string) {
  return {
    objectID: `${url}:0`,
    url,
    type: "lvl1",
    hierarchy: { lvl0, lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    content: null,
  }
}

export async function readStored(page: Page, key: string): Promise<{ objectID: string; url: string; type: string }[]> {
  return page.evaluate((storageKey) => JSON.parse(localStorage.getItem(storageKey) ?? "[]"), key)
}
