import path from "node:path"
import { expect, test, type Page } from "@playwright/test"
import { startStaticServer, type StaticServer } from "../../scripts/lib/staticServer.mjs"
import { waitForHydration } from "./support/hydrated"
import { openSearch, options, searchDialog, searchFor } from "./search/support"

/**
 * The build served with the Content-Security-Policy it writes to
 * public/_headers (src/node/gatsby/contentSecurityPolicy.ts), by a static host
 * that sends it as Netlify or Cloudflare Pages would: the site starts, and
 * search, tabs, the colour mode, a client-side navigation and the mobile menu
 * work without one violation.
 */

/** Records CSP violations (the document's event) and console errors of every document the page loads. */
async function watchViolations(page: Page) {
  const consoleErrors: string[] = []
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text())
  })
  page.on("pageerror", (error) => consoleErrors.push(String(error)))
  // Playwright's init scripts are not subject to the page's policy.
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.defineProperty(window, "__cspViolations", { value: seen })
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"} (${event.sample})`)
    })
  })
  return {
    consoleErrors,
    violations: () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations),
  }
}

test.describe("with the build's Content-Security-Policy", () => {
  let server: StaticServer
  test.beforeAll(async () => {
    server = await startStaticServer({ root: path.resolve("public"), hostHeaders: true })
  })
  test.afterAll(async () => server?.close())

  test("the policy is sent, strict for scripts, and the home and not-found pages start without a violation", async ({ page }) => {
    const watch = await watchViolations(page)
    const response = await page.goto(`${server.origin}/`)
    const policy = response?.headers()["content-security-policy"] ?? ""
    const scriptSrc = policy.split(";").map((directive) => directive.trim()).find((directive) => directive.startsWith("script-src "))
    expect(scriptSrc).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+$/)
    await waitForHydration(page)
    await expect(page.locator("html")).toHaveAttribute("data-app-started", /.*/)
    expect(await watch.violations()).toEqual([])
    const missing = await page.goto(`${server.origin}/docs/no-such-page`)
    expect(missing?.status()).toBe(404)
    await waitForHydration(page)
    expect(await watch.violations()).toEqual([])
    expect(watch.consoleErrors.filter((text) => !/404 \(Not Found\)/.test(text))).toEqual([])
  })

  test("search, tabs, colour mode, a client-side navigation and the mobile menu report no violation", async ({ page }) => {
    const watch = await watchViolations(page)
    await page.goto(`${server.origin}/docs/manual/installation`)
    await waitForHydration(page)

    const tabs = page.getByRole("tablist").first().getByRole("tab")
    await tabs.nth(1).click()
    await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true")

    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Switch to dark mode" }).click()
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark")

    await openSearch(page)
    await searchFor(page, "install")
    await expect(options(page).first()).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(searchDialog(page)).toHaveCount(0)

    // A marker on window survives only a navigation the app makes itself.
    await page.evaluate(() => Object.assign(window, { __samePage: true }))
    await page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "Configuration" }).click()
    await expect(page).toHaveURL(`${server.origin}/docs/manual/configuration`)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Configuration")
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true)

    await page.setViewportSize({ width: 375, height: 800 })
    const toggle = page.getByRole("button", { name: "Toggle navigation bar" })
    await toggle.click()
    const menu = page.getByRole("dialog", { name: "Navigation menu" })
    await expect(menu).toBeVisible()
    await menu.getByRole("button", { name: "Close navigation bar" }).click()
    await expect(menu).toBeHidden()

    expect(await watch.violations()).toEqual([])
    expect(watch.consoleErrors).toEqual([])
  })

  test("the policy is enforced: an injected inline script is blocked and reported", async ({ page }) => {
    const watch = await watchViolations(page)
    await page.goto(`${server.origin}/docs/manual/installation`)
    await waitForHydration(page)
    const ran = await page.evaluate(() => {
      const script = document.createElement("script")
      script.textContent = "window.__injected = true"
      document.head.appendChild(script)
      return (window as unknown as { __injected?: boolean }).__injected === true
    })
    expect(ran).toBe(false)
    await expect.poll(watch.violations).toEqual([expect.stringMatching(/^script-src-elem blocked inline/)])
  })
})
