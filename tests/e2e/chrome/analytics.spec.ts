import fs from "node:fs"
import path from "node:path"
import { expect, test, type Page } from "@playwright/test"
import { gotoHydrated } from "../support/hydrated"
import { buildAnalyticsProbe, probeIds } from "./analyticsProbe"
import { startStaticServer, type StaticServer } from "../../../scripts/lib/staticServer.mjs"
import { collectInlineSources, inlineSources } from "../../../src/node/html/inlineSources"
import { cspDirectives, headersFile, policyText } from "../../../src/node/gatsby/contentSecurityPolicy"

const analyticsMarkers = /googletagmanager|gtag\(|GTM-|dataLayer/

/** dataLayer entries as plain data (gtag pushes `arguments` objects). */
async function dataLayer(page: Page): Promise<unknown[]> {
  return page.evaluate(() => {
    const layer = (window as unknown as { dataLayer?: unknown[] }).dataLayer
    return layer ? layer.map(entry => (entry && typeof entry === "object" && "length" in entry ? Array.from(entry as ArrayLike<unknown>) : entry)) : []
  })
}

test.describe("analytics off: the site built without GATSBY_GTAG_IDS / GATSBY_GTM_ID", () => {
  test("pages carry no analytics code and make no third-party request", async ({ page }) => {
    const thirdParty: string[] = []
    page.on("request", request => {
      const url = new URL(request.url())
      if (/^https?:$/.test(url.protocol) && url.hostname !== "127.0.0.1") thirdParty.push(request.url())
    })
    for (const path of ["/", "/docs/manual/installation", "/blog/2025/08/28/v0.1.2", "/sponsor"]) {
      const response = await gotoHydrated(page, path)
      expect(await response!.text(), path).not.toMatch(analyticsMarkers)
    }
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blog", exact: true }).click()
    await expect(page).toHaveURL(/\/blog$/)
    expect(await page.evaluate(() => typeof (window as unknown as { gtag?: unknown }).gtag)).toBe("undefined")
    expect(await dataLayer(page)).toEqual([])
    expect(thirdParty).toEqual([])
  })

  test("no JavaScript bundle contains analytics code", async () => {
    const publicDir = path.resolve("public")
    const bundles = fs.readdirSync(publicDir).filter(file => file.endsWith(".js"))
    expect(bundles.length).toBeGreaterThan(3)
    for (const file of bundles) expect(fs.readFileSync(path.join(publicDir, file), "utf8"), file).not.toMatch(/googletagmanager|gtag\/js/)
  })
})

test.describe("analytics on: a build with two tag ids and a Tag Manager container", () => {
  test.describe.configure({ mode: "serial" })
  let server: StaticServer
  const googleRequests: string[] = []

  test.beforeAll(async () => {
    test.setTimeout(300_000)
    server = await startStaticServer({ root: buildAnalyticsProbe() })
  })
  test.afterAll(async () => server?.close())

  test.beforeEach(async ({ page }) => {
    googleRequests.length = 0
    // Never reach Google from a test: answer its scripts with empty ones and record what was asked.
    await page.route("https://www.googletagmanager.com/**", route => {
      googleRequests.push(route.request().url())
      return route.fulfill({ status: 200, contentType: "text/javascript", body: "" })
    })
  })

  test("pages load gtag for both ids with IP anonymised, Tag Manager, and report route changes", async ({ page }) => {
    const response = await page.goto(`${server.origin}/`)
    const html = await response!.text()
    expect(html).toContain(`googletagmanager.com/gtag/js?id=${probeIds.gtag[0]}`)
    expect(html).toContain(`'dataLayer', '${probeIds.gtm}'`)
    await page.locator("h1").waitFor()
    await expect.poll(() => googleRequests.some(url => url.includes(`/gtag/js?id=${probeIds.gtag[0]}`))).toBe(true)
    await expect.poll(() => googleRequests.some(url => url.includes(`/gtm.js?id=${probeIds.gtm}`))).toBe(true)
    const layer = await dataLayer(page)
    for (const id of probeIds.gtag) {
      expect(layer).toContainEqual(["config", id, expect.objectContaining({ anonymize_ip: true })])
    }
    expect(layer).toContainEqual(expect.objectContaining({ event: "gtm.js" }))
    await page.getByRole("link", { name: "Second page" }).click()
    await expect(page.locator("h1")).toHaveText("Second page")
    await expect.poll(async () => dataLayer(page)).toContainEqual(["event", "page_view", { page_path: "/second" }])
    await expect.poll(async () => dataLayer(page)).toContainEqual({ event: "gatsby-route-change" })
  })

  test("under the policy the site's build would write, the plugins' inline scripts are the same on every page and Google's scripts load without a violation", async ({ page }) => {
    const publicDir = buildAnalyticsProbe()
    const pages = ["index.html", "second/index.html"].map(file => ({ page: file, html: fs.readFileSync(path.join(publicDir, file), "utf8") }))
    const analyticsScripts = pages.map(({ html }) => inlineSources(html).filter(source => analyticsMarkers.test(source.text)).map(source => source.text))
    expect(analyticsScripts[0].length).toBeGreaterThan(0)
    expect(analyticsScripts[1]).toEqual(analyticsScripts[0])
    // The probe is a plain Gatsby site: its own per-page scripts are hashed too, which the site's build turns into data.
    fs.writeFileSync(path.join(publicDir, "_headers"), headersFile(policyText(cspDirectives(collectInlineSources(pages), { gtag: true, tagManager: true, algolia: false }))))
    const strict = await startStaticServer({ root: publicDir, hostHeaders: true })
    try {
      await page.addInitScript(() => {
        const seen: string[] = []
        Object.defineProperty(window, "__cspViolations", { value: seen })
        document.addEventListener("securitypolicyviolation", event => seen.push(`${event.effectiveDirective} ${event.blockedURI}`))
      })
      await page.goto(`${strict.origin}/`)
      await expect.poll(() => googleRequests.some(url => url.includes(`/gtm.js?id=${probeIds.gtm}`))).toBe(true)
      await expect.poll(() => googleRequests.some(url => url.includes(`/gtag/js?id=${probeIds.gtag[0]}`))).toBe(true)
      await page.getByRole("link", { name: "Second page" }).click()
      await expect.poll(async () => dataLayer(page)).toContainEqual({ event: "gatsby-route-change" })
      expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual([])
    } finally {
      await strict.close()
      fs.rmSync(path.join(publicDir, "_headers"), { force: true })
    }
  })

  test("Do-Not-Track: gtag sends no config and no page views (respectDNT); the container still loads, its tags decide", async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, "doNotTrack", { configurable: true, get: () => "1" }))
    await page.goto(`${server.origin}/`)
    await page.locator("h1").waitFor()
    await page.getByRole("link", { name: "Second page" }).click()
    await expect(page.locator("h1")).toHaveText("Second page")
    // The route change reached the container, so any page view gtag would send has had its chance.
    await expect.poll(async () => dataLayer(page)).toContainEqual({ event: "gatsby-route-change" })
    await page.waitForTimeout(200)
    const layer = await dataLayer(page)
    expect(layer.filter(entry => Array.isArray(entry) && ["config", "event", "js"].includes(entry[0] as string))).toEqual([])
    expect(await page.evaluate(() => typeof (window as unknown as { gtag?: unknown }).gtag)).toBe("undefined")
    expect(googleRequests.some(url => url.includes(`/gtm.js?id=${probeIds.gtm}`))).toBe(true)
  })
})
