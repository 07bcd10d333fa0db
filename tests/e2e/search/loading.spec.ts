/** Search costs a page nothing until it is used, and downloads each index once. */
import { expect, test } from "@playwright/test"
import { gotoHydrated, isSearchAsset, listbox, openSearch, recordRequests, searchButton, searchDialog, searchFor, selectOption } from "./support"

/** The index whose head a URL is (heads have fixed names: `search/<version>/head.json`). */
const indexFile = (url: string) => /\/search\/([\w.-]+)\/head\.json$/.exec(new URL(url).pathname)?.[1] ?? null

test("no search code or index is downloaded before the reader reaches for search", async ({ page }) => {
  const requests = recordRequests(page)
  await gotoHydrated(page, "/docs/manual/installation")
  await page.waitForLoadState("networkidle")
  await page.mouse.wheel(0, 600)
  await page.keyboard.press("ArrowDown")
  await page.waitForTimeout(500)
  expect(requests.filter(isSearchAsset)).toEqual([])
  await expect(searchButton(page)).toBeVisible()
})

test("pointing at the button fetches the modal's code, but no index", async ({ page }) => {
  const requests = recordRequests(page)
  await gotoHydrated(page, "/docs/manual/installation")
  await searchButton(page).hover()
  await expect.poll(() => requests.some((url) => /\/search-modal[-.]/.test(url))).toBe(true)
  await page.waitForTimeout(300)
  expect(requests.filter((url) => new URL(url).pathname.startsWith("/search/"))).toEqual([])
})

test("opening search fetches this version's index and the other pages' index, once", async ({ page }) => {
  const requests = recordRequests(page)
  await gotoHydrated(page, "/docs/next/manual/installation")
  await openSearch(page)
  await expect.poll(() => requests.map(indexFile).filter(Boolean).sort()).toEqual(["next", "unversioned"])
  // Their heads have fixed names: no manifest before them.
  expect(requests.filter((url) => url.endsWith("/search/manifest.json"))).toHaveLength(0)

  await searchFor(page, "buffer")
  await page.keyboard.press("Escape")
  await openSearch(page)
  await searchFor(page, "exit")
  // Client-side navigation keeps the loaded indexes.
  await selectOption(page, searchDialog(page).getByRole("option").first())
  await openSearch(page)
  await searchFor(page, "installation")
  await expect(listbox(page, "User Manual")).toBeVisible()
  expect(requests.map(indexFile).filter(Boolean).sort()).toEqual(["next", "unversioned"])
  expect(requests.filter((url) => url.endsWith("/search/manifest.json"))).toHaveLength(0)
})
