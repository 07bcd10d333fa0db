import path from "node:path"
import { expect, test } from "@playwright/test"
import { startStaticServer, type StaticServer } from "../../../scripts/lib/staticServer.mjs"
import { waitForHydration } from "../support/hydrated"

test.describe("wrong base URL banner", () => {
  let server: StaticServer
  test.beforeAll(async () => {
    // The production build (made for base URL "/") served under /wrong-base/ instead.
    server = await startStaticServer({ root: path.resolve("public"), prefix: "/wrong-base/" })
  })
  test.afterAll(async () => server?.close())

  test("the home page says so and suggests the right base URL, with the site's JS failing to load", async ({ page }) => {
    await page.goto(`${server.origin}/wrong-base/`)
    const banner = page.getByRole("alert")
    await expect(banner).toContainText("This site did not load properly.")
    await expect(banner).toContainText("It is served under /wrong-base/, but it was built for the base URL /")
    await expect(banner).toContainText("Build it for the base URL /wrong-base/ (PATH_PREFIX=/wrong-base with --prefix-paths)")
    await expect(banner).not.toContainText("{")
    // The bundles are asked for (after the first paint) at the root, where nothing is served: the banner did not need them.
    await expect.poll(() => server.requests.some(request => /^\/app-[^/]+\.js$/.test(request))).toBe(true)
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"))).toBe(false)
  })

  test("there is no banner when the base URL is right", async ({ page }) => {
    await page.goto("/")
    await waitForHydration(page)
    await expect(page.locator("#base-url-issue-banner")).toHaveCount(0)
    await expect(page.getByText("This site did not load properly.")).toHaveCount(0)
  })
})
