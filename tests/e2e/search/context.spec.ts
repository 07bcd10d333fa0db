/** Contextual search: docs results come from the page's version (or the preferred, else the latest, elsewhere). */
import { expect, test, type Page } from "@playwright/test"
import { gotoHydrated, listbox, openSearch, optionHrefs, searchFor } from "./support"

async function apiHrefs(page: Page, query: string): Promise<string[]> {
  await openSearch(page)
  await searchFor(page, query)
  return listbox(page, "API References")
    .getByRole("option")
    .evaluateAll((elements) => elements.map((element) => element.getAttribute("href") ?? ""))
}

test("on a page of next, docs results come from next", async ({ page }) => {
  await gotoHydrated(page, "/docs/next/manual/installation")
  const hrefs = await apiHrefs(page, "RsvimBuf")
  expect(hrefs[0]).toBe("/docs/next/api/rsvim/interfaces/RsvimBuf")
  for (const href of hrefs) expect(href).toMatch(/^\/docs\/next\//)
})

test("on a page of the latest version, docs results come from it alone", async ({ page }) => {
  await gotoHydrated(page, "/docs/manual/installation")
  const hrefs = await apiHrefs(page, "RsvimBuf")
  expect(hrefs[0]).toBe("/docs/api/rsvim/classes/RsvimBuf")
  for (const href of hrefs) expect(href).not.toMatch(/^\/docs\/(next|0\.1\.0)\//)
})

test("on an older version's page, docs results come from that version", async ({ page }) => {
  await gotoHydrated(page, "/docs/0.1.0/manual/get_started")
  await openSearch(page)
  await searchFor(page, "started")
  const docs = (await optionHrefs(page)).filter((href) => href.startsWith("/docs/"))
  expect(docs.length).toBeGreaterThan(0)
  for (const href of docs) expect(href).toMatch(/^\/docs\/0\.1\.0\//)
})

test("pages outside the docs are found from every version", async ({ page }) => {
  for (const path of ["/docs/next/manual/installation", "/docs/manual/installation"]) {
    await gotoHydrated(page, path)
    await openSearch(page)
    await searchFor(page, "sponsor")
    await expect(listbox(page, "Pages").getByRole("option").first()).toHaveAttribute("href", "/sponsor")
  }
})

test("outside the docs, results come from the latest version", async ({ page }) => {
  await gotoHydrated(page, "/blog")
  expect((await apiHrefs(page, "RsvimBuf"))[0]).toBe("/docs/api/rsvim/classes/RsvimBuf")
})

test("outside the docs, results come from the reader's preferred version", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("rsvim.docs.preferredVersion", "next"))
  await gotoHydrated(page, "/blog")
  expect((await apiHrefs(page, "RsvimBuf"))[0]).toBe("/docs/next/api/rsvim/interfaces/RsvimBuf")
})
