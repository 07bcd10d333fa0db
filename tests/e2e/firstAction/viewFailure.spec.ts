import { expect, test, type Page } from "@playwright/test"
import { viewChunkFiles } from "../support/builtChunks"
import { clickWithoutHover, expectHydrated, gotoPaintedWithHeldScripts } from "../support/firstAction"

/**
 * A page whose view cannot load (blocked, offline, a tab left open across a
 * deploy that removed its chunks) is not a dead page: the view is asked for
 * once more, then every action becomes a full page load, and a reader who is
 * offline is told so (src/templates/pageView.tsx, src/theme/earlyActions.ts).
 */
const docsView = () => viewChunkFiles("view-doc-page")

/** Fails the docs view's files: every request, or only the first `times`. */
async function failView(page: Page, times = Infinity) {
  const files = docsView()
  let failed = 0
  await page.route(
    url => files.some(file => url.pathname.endsWith(`/${file}`)),
    route => (failed++ < times ? route.abort("failed") : route.continue()),
  )
}

const markDocument = (page: Page) => page.evaluate(() => ((window as Window & { sameDocument?: boolean }).sameDocument = true))
const sameDocument = (page: Page) => page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument ?? false)

test("a view that fails once is tried again, and a tab clicked meanwhile is chosen once it hydrates", async ({ page }) => {
  await failView(page, 1)
  await gotoPaintedWithHeldScripts(page, "/docs/manual/installation", 500)
  await clickWithoutHover(page, page.getByRole("tab", { name: "Windows" }).first())
  await expectHydrated(page)
  await expect(page.getByRole("tab", { name: "Windows" }).first()).toHaveAttribute("aria-selected", "true")
  await expect(page.locator("html")).not.toHaveAttribute("data-view-failed", /.*/)
})

test("a view that cannot load: the page stays readable and a link clicked at first paint opens its page in full", async ({ page }) => {
  await failView(page)
  await gotoPaintedWithHeldScripts(page, "/docs/manual/installation", 500)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Installation")
  await markDocument(page)
  await clickWithoutHover(page, page.getByRole("main").getByRole("link", { name: "First Steps in Rsvim" }))
  await expect(page).toHaveURL(/\/docs\/manual\/basic_usage\/first_steps_in_rsvim$/, { timeout: 15_000 })
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("First Steps in Rsvim")
  // A full page load: the old document and its mark are gone.
  expect(await sameDocument(page)).toBe(false)
})

test("a view that cannot load: with the view given up, the tabs show every panel and a button's click reloads the page", async ({ page }) => {
  await failView(page)
  await page.goto("/docs/manual/installation")
  await expect(page.locator('html[data-view-failed="true"]')).toBeAttached({ timeout: 15_000 })
  await expect(page.getByRole("tablist").first()).toBeHidden()
  await expect(page.getByText("Windows 10 and later include curl.exe")).toBeVisible()
  await markDocument(page)
  await page.getByRole("button", { name: "Switch to dark mode" }).click()
  await page.waitForFunction(() => !(window as Window & { sameDocument?: boolean }).sameDocument, undefined, { timeout: 15_000 })
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Installation")
})

test("offline, with the view given up, a click says the site cannot be reached and offers to try again", async ({ page, context }) => {
  await failView(page)
  await page.goto("/docs/manual/installation")
  await expect(page.locator('html[data-view-failed="true"]')).toBeAttached({ timeout: 15_000 })
  await context.setOffline(true)
  await page.getByRole("button", { name: "Search" }).click()
  const alert = page.getByRole("alert").filter({ hasText: "cannot be reached" })
  await expect(alert).toBeVisible()
  await expect(alert.getByRole("button", { name: "Try again" })).toBeVisible()
  // Back online, Try again loads the page.
  await context.setOffline(false)
  await page.unrouteAll()
  await markDocument(page)
  await alert.getByRole("button", { name: "Try again" }).click()
  await page.waitForFunction(() => !(window as Window & { sameDocument?: boolean }).sameDocument, undefined, { timeout: 15_000 })
  await expectHydrated(page)
})
