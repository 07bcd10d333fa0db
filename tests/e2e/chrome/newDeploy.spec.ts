import { expect, test, type Page } from "@playwright/test"
import { gotoHydrated } from "../support/hydrated"

/**
 * Gatsby checks for a new deploy with page-data/app-data.json. The site's
 * loader (patched: docs/decisions/0005-app-data-refreshed-meanwhile.md)
 * does not wait for it on a page load or a link: it uses the app data it
 * knows and refreshes it meanwhile. A deploy is still found, and the next
 * link then loads its page in full.
 */
const appData = "**/page-data/app-data.json"
const link = (page: Page) => page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "Installation" })

/** A mark in the page's window: gone after a full page load, kept by a client-side navigation. */
const setMark = (page: Page) => page.evaluate(() => ((window as unknown as { __mark: string }).__mark = "same document"))
const mark = (page: Page) => page.evaluate(() => (window as unknown as { __mark?: string }).__mark ?? "new document")

test("a link does not wait for app-data.json: with it never answering, the page loads, hydrates and navigates in the same document", async ({ page }) => {
  const asked: string[] = []
  await page.route(appData, route => {
    asked.push(route.request().url())
    // Never answered.
  })
  await gotoHydrated(page, "/docs/manual/get_started")
  await setMark(page)
  await link(page).click()
  await expect(page).toHaveURL(/\/docs\/manual\/installation$/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Installation")
  expect(await mark(page)).toBe("same document")
  // It was asked for all the same: that is how a deploy is found.
  expect(asked.length).toBeGreaterThan(0)
})

test("a deploy made while the page is open is found, and the next link loads its page in full", async ({ page }) => {
  await page.route(appData, route => route.fulfill({ contentType: "application/json", body: JSON.stringify({ webpackCompilationHash: "a-later-deploy" }) }))
  const refreshed = page.waitForResponse(appData)
  await gotoHydrated(page, "/docs/manual/get_started")
  await refreshed
  await setMark(page)
  const documentLoad = page.waitForRequest(request => request.resourceType() === "document")
  await link(page).click()
  expect(new URL((await documentLoad).url()).pathname).toBe("/docs/manual/installation")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Installation")
  expect(await mark(page)).toBe("new document")
})

test("the same deploy: links stay client-side navigations", async ({ page }) => {
  const refreshed = page.waitForResponse(appData)
  await gotoHydrated(page, "/docs/manual/get_started")
  await refreshed
  await setMark(page)
  await link(page).click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Installation")
  expect(await mark(page)).toBe("same document")
})
