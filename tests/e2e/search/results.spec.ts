/** What the modal shows for a query: results, no results, errors, and the states in between. */
import AxeBuilder from "@axe-core/playwright"
import { expect, test } from "@playwright/test"
import { activeOption, gotoHydrated, listbox, openSearch, optionHrefs, options, searchDialog, searchFor, searchInput } from "./support"

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, "/docs/manual/installation")
})

test("results are grouped by section, with a page's headings under it, each linking to its URL", async ({ page }) => {
  await openSearch(page)
  await searchFor(page, "installation")
  const manual = listbox(page, "User Manual")
  await expect(manual).toBeVisible()
  const hrefs = await manual.getByRole("option").evaluateAll((elements) => elements.map((element) => element.getAttribute("href")))
  expect(hrefs[0]).toBe("/docs/manual/installation")
  // The page's own hits follow it, and leave the page title out of their path.
  expect(hrefs.length).toBeGreaterThan(1)
  for (const href of hrefs.slice(1)) expect(href).toMatch(/^\/docs\/manual\/installation#/)
  await expect(manual.getByRole("option").nth(1)).not.toContainText("Installation ›")
  await expect(listbox(page, "Blog")).toBeVisible()

  const child = manual.getByRole("option").nth(1)
  const href = (await child.getAttribute("href"))!
  await child.click()
  await expect(page).toHaveURL(href)
  const anchor = decodeURIComponent(href.split("#")[1])
  await expect(page.locator(`[id="${anchor}"]`)).toBeAttached()
})

test("each section shows at most 5 results", async ({ page }) => {
  await openSearch(page)
  await searchFor(page, "buffer")
  const counts = await searchDialog(page)
    .getByRole("listbox")
    .evaluateAll((boxes) => boxes.map((box) => box.querySelectorAll('[role="option"]').length))
  expect(counts.length).toBeGreaterThan(1)
  expect(Math.max(...counts)).toBe(5)
  await expect(page.getByRole("status")).toHaveText(/^\d+ results$/)
  const total = Number((await page.getByRole("status").textContent())!.split(" ")[0])
  expect(total).toBeGreaterThan(counts.reduce((a, b) => a + b, 0))
})

test("matches are highlighted", async ({ page }) => {
  await openSearch(page)
  await searchFor(page, "instal")
  const marks = options(page).first().locator("mark")
  await expect(marks.first()).toBeVisible()
  for (const text of await marks.allTextContents()) expect(text.toLowerCase()).toContain("instal")
})

test("typos and multi-word queries find pages", async ({ page }) => {
  await openSearch(page)
  await searchFor(page, "instalation")
  expect((await optionHrefs(page))[0]).toBe("/docs/manual/installation")
  await searchFor(page, "exit editor")
  expect(await optionHrefs(page)).toContain("/docs/manual/command_line_interface/exit")
})

test("a keystroke's results are on screen in the frame that shows the keystroke", async ({ page }) => {
  await openSearch(page)
  // A first query loads what it needs; a small index's remaining shards follow in one file right after
  // its answer. Once that file is in (its resource entry), nothing waits on the network; a warm-up
  // query not in the list is repeated until it answers in its frame (the file parsed).
  await searchFor(page, "buffer")
  const queries = ["b", "bu", "buf", "i", "ins", "install", "instalation", "exit editor", "optoins"]
  const warmUp = "screen"
  const beforeFrame = await page.evaluate(async ({ queries, warmUp }) => {
    const dialog = document.querySelector('[role="dialog"]')!
    const input = dialog.querySelector<HTMLInputElement>('input[role="combobox"]')!
    const type = (value: string) => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(input, value)
      input.dispatchEvent(new Event("input", { bubbles: true }))
    }
    const answered = (query: string) =>
      Boolean(dialog.querySelector('[role="listbox"]:not([id$="-recent-list"]):not([id$="-favorite-list"])')) ||
      dialog.textContent!.includes(`No results for "${query}"`)
    const inFrame = async (query: string) => {
      type("")
      await new Promise((resolve) => setTimeout(resolve, 50))
      type(query)
      // Animation frame callbacks run just before the browser paints the keystroke.
      return new Promise<boolean>((resolve) => requestAnimationFrame(() => resolve(answered(query))))
    }
    const wholeFileIn = () => performance.getEntriesByType("resource").some((entry) => /\/search\/.+\/w\.[0-9a-f]+\.json$/.test(new URL(entry.name).pathname))
    for (let waited = 0; waited < 5000 && !wholeFileIn(); waited += 50) await new Promise((resolve) => setTimeout(resolve, 50))
    for (let attempt = 0; attempt < 40 && !(await inFrame(warmUp)); attempt++) await new Promise((resolve) => setTimeout(resolve, 100))
    const seen: Record<string, boolean> = {}
    for (const query of queries) {
      type("")
      await new Promise((resolve) => setTimeout(resolve, 50))
      type(query)
      // Animation frame callbacks run just before the browser paints the keystroke.
      seen[query] = await new Promise<boolean>((resolve) => requestAnimationFrame(() => resolve(answered(query))))
    }
    return seen
  }, { queries, warmUp })
  expect(beforeFrame).toEqual(Object.fromEntries(queries.map((query) => [query, true])))
})

test("nothing found: the no-results screen with suggestions and a way to report it", async ({ page }) => {
  await openSearch(page)
  await searchFor(page, "zzqqxx")
  const dialog = searchDialog(page)
  await expect(dialog.getByText("No results for")).toContainText('No results for "zzqqxx"')
  await expect(page.getByRole("status")).toHaveText('0 results for "zzqqxx"')
  await expect(dialog.getByText("Try searching for:")).toBeVisible()
  const suggestions = dialog.getByRole("listitem").getByRole("button")
  const count = await suggestions.count()
  expect(count).toBeGreaterThan(0)
  expect(count).toBeLessThanOrEqual(3)
  const report = dialog.getByRole("link", { name: /Believe this query should return results\?/ })
  await expect(report).toHaveAttribute("href", /^https:\/\/github\.com\/rsvim\/rsvim\/issues\/new\?.*zzqqxx/)
  await expect(report).toHaveAttribute("target", "_blank")

  const suggestion = (await suggestions.first().textContent())!
  await suggestions.first().click()
  await expect(searchInput(page)).toHaveValue(suggestion)
  await expect(searchInput(page)).toBeFocused()
  await expect(options(page).first()).toBeVisible()
})

test("a failed index download shows the error screen, and the next query tries again", async ({ page }) => {
  // Before opening: the modal starts downloading the indexes as soon as it opens.
  await page.route("**/search/**", (route) => route.abort("internetdisconnected"))
  await openSearch(page)
  await searchFor(page, "buffer")
  const dialog = searchDialog(page)
  await expect(dialog.getByText("Unable to fetch results")).toBeVisible()
  await expect(dialog.getByText("You might want to check your network connection.")).toBeVisible()
  await expect(page.getByRole("status")).toHaveText("The search service could not be reached.")

  await page.unroute("**/search/**")
  await searchInput(page).press("s")
  await expect(listbox(page, "User Manual")).toBeVisible()
  await expect(dialog.getByText("Unable to fetch results")).toHaveCount(0)
})

test("a slow index shows the stalled state, then the results", async ({ page }) => {
  // The heads (fixed names, asked for when search opens).
  await page.route("**/search/*/head.json", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500))
    await route.continue()
  })
  await openSearch(page)
  await searchInput(page).fill("exit")
  // Stalled after 300 ms: the input says it is busy and a spinner replaces the icon.
  await expect(searchInput(page)).toHaveAttribute("aria-busy", "true")
  await expect(options(page)).toHaveCount(0)
  await expect(listbox(page, "User Manual")).toBeVisible({ timeout: 10_000 })
  await expect(searchInput(page)).not.toHaveAttribute("aria-busy", "true")
})

test("the dialog, combobox and listboxes are wired for assistive technology", async ({ page }) => {
  await openSearch(page)
  const input = searchInput(page)
  await expect(input).toHaveAttribute("aria-expanded", "false")
  await searchFor(page, "installation")
  await expect(input).toHaveAttribute("aria-expanded", "true")
  await expect(input).toHaveAttribute("aria-autocomplete", "list")
  const controls = (await input.getAttribute("aria-controls"))!.split(" ")
  const listboxIds = await searchDialog(page).getByRole("listbox").evaluateAll((boxes) => boxes.map((box) => box.id))
  expect(controls).toEqual(listboxIds)

  const activeId = await activeOption(page).getAttribute("id")
  await expect(input).toHaveAttribute("aria-activedescendant", activeId!)
  await expect(activeOption(page)).toHaveCount(1)
  await expect(page.getByRole("status")).toHaveText(/^\d+ results?$/)

  const scan = await new AxeBuilder({ page }).include('[role="dialog"]').analyze()
  expect(scan.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([])
})
