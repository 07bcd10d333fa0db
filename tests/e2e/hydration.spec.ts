import { expect, test, type Page } from "@playwright/test"
import { viewChunkFiles } from "./support/builtChunks"
import { gotoHydrated } from "./support/hydrated"

/**
 * A page's view (frame, sidebar, content) is code of its own
 * (src/templates/pageView.tsx): the first load is React and Gatsby's runtime
 * only; the view follows once the browser is idle, or at once when the reader
 * interacts first. The server's HTML stays until then.
 */
const scriptsRequested = (page: Page) => {
  const files: string[] = []
  page.on("request", request => {
    if (request.resourceType() === "script") files.push(new URL(request.url()).pathname.replace(/^.*\//, ""))
  })
  return files
}

const appStarted = (page: Page) => expect(page.locator('html[data-app-started="true"]')).toBeAttached()

test("a page the reader only looks at fetches its view after the app has started, when the browser is idle, and hydrates", async ({ page }) => {
  const scripts = scriptsRequested(page)
  const view = viewChunkFiles("view-doc-page")
  await page.goto("/docs/manual/installation")
  await appStarted(page)
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached()
  // The view came after the app's own files, not among the first load's.
  const firstViewFile = scripts.findIndex(file => view.includes(file))
  expect(firstViewFile).toBeGreaterThan(scripts.findIndex(file => file.startsWith("app-")))
  // The hydrated view answers: a sidebar category folds on a click.
  const category = page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("button", { name: 'Toggle category "Command Line Interface"' })
  await expect(category).toHaveAttribute("aria-expanded", "true")
  await category.click()
  await expect(category).toHaveAttribute("aria-expanded", "false")
})

test("the first Tab hydrates the page and still lands on the skip link", async ({ page }) => {
  await page.goto("/docs/manual/installation")
  await appStarted(page)
  await page.keyboard.press("Tab")
  await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused()
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached()
})

test("a client-side navigation to a page of another template keeps the current page until the new one can show", async ({ page }) => {
  await gotoHydrated(page, "/docs/manual/installation")
  await page.evaluate(() => {
    const w = window as Window & { sameDocument?: boolean; emptyMain?: boolean }
    w.sameDocument = true
    // Watches for a moment without a page: the app would show its empty fallback.
    new MutationObserver(() => {
      if (!document.querySelector("main")) w.emptyMain = true
    }).observe(document.body, { childList: true, subtree: true })
  })
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blog", exact: true }).click()
  await expect(page).toHaveURL(/\/blog$/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog")
  expect(await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(true)
  expect(await page.evaluate(() => (window as Window & { emptyMain?: boolean }).emptyMain ?? false)).toBe(false)
})
