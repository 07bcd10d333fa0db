import { expect, test, type Page } from "@playwright/test"
import { pageComponentName } from "../support/builtChunks"
import { gotoHydrated } from "../support/hydrated"
import { holdRequests } from "../support/holdRequests"

const sidebar = (page: Page) => page.getByRole("navigation", { name: "Docs sidebar" })

/** Remembers whether the route-change progress bar was ever in the page. */
async function watchProgressBar(page: Page) {
  await page.evaluate(() => {
    const scope = window as unknown as { __progressSeen: boolean }
    scope.__progressSeen = false
    new MutationObserver(() => {
      if (document.querySelector('[role="progressbar"]')) scope.__progressSeen = true
    }).observe(document.body, { childList: true, subtree: true })
  })
}
const progressSeen = (page: Page) => page.evaluate(() => (window as unknown as { __progressSeen: boolean }).__progressSeen)

test.describe("errors", () => {
  test('a rendering error shows "This page crashed." and "Try again" renders again', async ({ page }) => {
    await gotoHydrated(page, "/docs/manual/get_started")
    // Fault injection: the table of contents of the Installation page fails to render while the flag is up.
    await page.evaluate(() => {
      const scope = window as unknown as { __failToc: boolean }
      scope.__failToc = true
      const map = Array.prototype.map
      Array.prototype.map = function (this: unknown[], ...args: Parameters<typeof map>) {
        const first = this[0] as { id?: string } | undefined
        if (scope.__failToc && first?.id === "supported-platforms") throw new Error("Injected rendering failure")
        return map.apply(this, args)
      } as typeof map
    })
    await sidebar(page).getByRole("link", { name: "Installation" }).click()
    await expect(page.getByRole("heading", { name: "This page crashed." })).toBeVisible()
    await expect(page.getByRole("main")).toContainText("Injected rendering failure")
    // The chrome around the page survives.
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible()
    await expect(page.getByRole("contentinfo")).toBeVisible()
    await page.evaluate(() => ((window as unknown as { __failToc: boolean }).__failToc = false))
    await page.getByRole("button", { name: "Try again" }).click()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Installation")
    await expect(page.getByRole("heading", { name: "This page crashed." })).toHaveCount(0)
  })

  test.describe("a lazily loaded part", () => {
    test.use({ viewport: { width: 375, height: 800 } })

    test("that fails to load shows an error with Retry, which loads it", async ({ page }) => {
      let fail = true
      await page.route(/\/mobile-menu-[^/]*\.js$/, route => (fail ? route.abort("connectionfailed") : route.continue()))
      await gotoHydrated(page, "/")
      await page.getByRole("button", { name: "Toggle navigation bar" }).click()
      const menu = page.getByRole("dialog", { name: "Navigation menu" })
      await expect(menu.getByRole("alert")).toContainText("This part of the page could not be loaded.")
      fail = false
      await menu.getByRole("button", { name: "Retry" }).click()
      await expect(menu.getByRole("link", { name: "User Manual" })).toBeVisible()
      await expect(menu.getByRole("alert")).toHaveCount(0)
    })
  })
})

test.describe("route changes", () => {
  test("show a progress bar only when they take longer than 200 ms", async ({ page }) => {
    const release = await holdRequests(page, "**/page-data/docs/manual/configuration/page-data.json")
    await gotoHydrated(page, "/docs/manual/get_started")
    await watchProgressBar(page)

    // Every docs page runs the same template (bodies are HTML in the page data), so its code is here already.
    expect(pageComponentName("/docs/manual/installation")).toBe(pageComponentName("/docs/manual/get_started"))
    // A fast change: once hovering has loaded the page's data, switching shows no bar at all.
    const loaded = page.waitForResponse(response => response.url().endsWith("/page-data/docs/manual/installation/page-data.json"))
    await sidebar(page).getByRole("link", { name: "Installation" }).hover()
    await loaded
    await sidebar(page).getByRole("link", { name: "Installation" }).click()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Installation")
    expect(await progressSeen(page)).toBe(false)

    // A slow one: the bar appears while the page data is held back, and goes once the page shows.
    await sidebar(page).getByRole("link", { name: "Configuration" }).click()
    const bar = page.getByRole("progressbar")
    await expect(bar).toBeVisible()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Installation")
    release()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Configuration")
    await expect(bar).toHaveCount(0)
  })

  test("fall back to a full page load when the page's data cannot be fetched", async ({ page }) => {
    let documentLoaded = false
    page.on("request", request => {
      if (request.resourceType() === "document" && request.url().endsWith("/docs/manual/installation")) documentLoaded = true
    })
    await page.route("**/page-data/docs/manual/installation/page-data.json", route => (documentLoaded ? route.continue() : route.abort("connectionfailed")))
    await gotoHydrated(page, "/docs/manual/get_started")
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true))
    await sidebar(page).getByRole("link", { name: "Installation" }).click()
    await expect(page).toHaveURL(/\/docs\/manual\/installation$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Installation")
    expect(documentLoaded).toBe(true)
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBeUndefined()
  })

  for (const [name, connection] of [
    ["a 2g connection", { effectiveType: "2g", saveData: false }],
    ["Save-Data", { effectiveType: "4g", saveData: true }],
  ] as const) {
    test(`are not prefetched on ${name}`, async ({ page }) => {
      await page.addInitScript(value => {
        Object.defineProperty(navigator, "connection", { configurable: true, get: () => value })
      }, connection)
      const pageData: string[] = []
      page.on("request", request => {
        if (request.url().includes("/page-data/") && !request.url().includes("/page-data/sq/") && !request.url().includes("/app-data")) pageData.push(new URL(request.url()).pathname)
      })
      await gotoHydrated(page, "/docs/manual/get_started")
      // Gatsby starts prefetching links in view 3 s after load.
      await page.waitForTimeout(4500)
      expect(pageData).toEqual(["/page-data/docs/manual/get_started/page-data.json"])
    })
  }

  test("are prefetched on a normal connection (the control for the test above)", async ({ page }) => {
    const pageData = new Set<string>()
    page.on("request", request => {
      if (request.url().includes("/page-data/docs/")) pageData.add(new URL(request.url()).pathname)
    })
    await gotoHydrated(page, "/docs/manual/get_started")
    await expect.poll(() => pageData.size, { timeout: 8000 }).toBeGreaterThan(1)
  })
})
