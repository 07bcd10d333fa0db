/** Recent and favorite searches: what selecting saves, what survives a reload, and the limits. */
import { expect, test, type Page } from "@playwright/test"
import {
  favoriteKey,
  gotoHydrated,
  listbox,
  openSearch,
  options,
  readStored,
  recentKey,
  reloadHydrated,
  searchDialog,
  searchFor,
  searchInput,
  selectOption,
  storedPage,
} from "./support"

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, "/docs/manual/installation")
})

async function select(page: Page, query: string, href: string) {
  await openSearch(page)
  await searchFor(page, query)
  await selectOption(page, searchDialog(page).locator(`[role="option"][href="${href}"]`))
}

async function seed(page: Page, key: string, entries: object[]) {
  await page.evaluate(([storageKey, value]) => localStorage.setItem(storageKey, value), [key, JSON.stringify(entries)] as const)
}

test("the start screen says there are no recent searches at first", async ({ page }) => {
  await openSearch(page)
  await expect(searchDialog(page).getByText("No recent searches")).toBeVisible()
  await expect(searchDialog(page).getByRole("listbox")).toHaveCount(0)
})

test("a selected page is a recent search, also after a reload, and opens from there", async ({ page }) => {
  await select(page, "exit", "/docs/manual/command_line_interface/exit")
  await reloadHydrated(page)
  await openSearch(page)
  const recent = listbox(page, "Recent")
  await expect(recent.getByRole("option")).toHaveCount(1)
  await expect(recent.getByRole("option")).toHaveAttribute("href", "/docs/manual/command_line_interface/exit")
  await expect(recent.getByRole("option")).toContainText("Exit")

  await gotoHydrated(page, "/docs/manual/get_started")
  await page.keyboard.press("Control+k")
  await expect(listbox(page, "Recent").getByRole("option")).toHaveAttribute("aria-selected", "true")
  // Keys go to the search box once it has focus, as a reader sees by the caret.
  await expect(searchInput(page)).toBeFocused()
  await page.keyboard.press("Enter")
  await expect(page).toHaveURL("/docs/manual/command_line_interface/exit")
})

test("selecting a paragraph saves its page", async ({ page }) => {
  const paragraph = "/docs/manual/command_line_interface/initialization#5-load-the-files-and-draw-the-first-screen"
  await select(page, "loaded into", paragraph)
  expect(await readStored(page, recentKey)).toEqual([
    expect.objectContaining({ url: "/docs/manual/command_line_interface/initialization", type: "lvl1", content: null }),
  ])
  await openSearch(page)
  await expect(listbox(page, "Recent").getByRole("option")).toContainText("Initialization")
})

test("a recent search can be saved as a favorite, and both can be removed", async ({ page }) => {
  await seed(page, recentKey, [storedPage("/docs/manual/configuration", "User Manual", "Configuration"), storedPage("/sponsor", "Pages", "Sponsor")])
  await openSearch(page)
  await expect(listbox(page, "Recent").getByRole("option")).toHaveCount(2)

  await searchDialog(page).getByRole("button", { name: "Save this search" }).first().click()
  await expect(listbox(page, "Favorite").getByRole("option")).toHaveText(/Configuration/)
  await expect(listbox(page, "Recent").getByRole("option")).toHaveText(/Sponsor/)
  await expect(searchInput(page)).toBeFocused()

  await searchDialog(page).getByRole("button", { name: "Remove this search from history" }).click()
  await expect(listbox(page, "Recent")).toHaveCount(0)
  await reloadHydrated(page)
  await openSearch(page)
  await expect(listbox(page, "Favorite").getByRole("option")).toHaveCount(1)
  await searchDialog(page).getByRole("button", { name: "Remove this search from favorites" }).click()
  await expect(searchDialog(page).getByText("No recent searches")).toBeVisible()
  expect(await readStored(page, favoriteKey)).toEqual([])
})

test("selecting a favorite does not add it to the recent searches", async ({ page }) => {
  await seed(page, favoriteKey, [storedPage("/docs/manual/command_line_interface/exit", "User Manual", "Exit")])
  await select(page, "exit", "/docs/manual/command_line_interface/exit")
  expect(await readStored(page, recentKey)).toEqual([])
})

test("7 recent searches are kept, or 4 once there are favorites", async ({ page }) => {
  const pages = ["a", "b", "c", "d", "e", "f", "g"].map((name) => storedPage(`/docs/manual/${name}`, "User Manual", name.toUpperCase()))
  await seed(page, recentKey, pages)
  await select(page, "exit", "/docs/manual/command_line_interface/exit")
  const recent = await readStored(page, recentKey)
  expect(recent.map((entry) => entry.url)).toEqual(["/docs/manual/command_line_interface/exit", ...pages.slice(0, 6).map((entry) => entry.url)])

  await seed(page, favoriteKey, [storedPage("/sponsor", "Pages", "Sponsor")])
  await select(page, "installation", "/docs/manual/installation")
  expect((await readStored(page, recentKey)).map((entry) => entry.url)).toEqual([
    "/docs/manual/installation",
    "/docs/manual/command_line_interface/exit",
    ...pages.slice(0, 2).map((entry) => entry.url),
  ])
  await openSearch(page)
  await expect(listbox(page, "Recent").getByRole("option")).toHaveCount(4)
  await expect(listbox(page, "Favorite").getByRole("option")).toHaveCount(1)
  await expect(options(page)).toHaveCount(5)
})
