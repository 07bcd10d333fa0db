import { expect, test } from "@playwright/test"
import { prefixedOrigin, testPathPrefix as prefix } from "../support/prefixed"
import { gotoHydrated } from "../support/hydrated"
import { listbox, openSearch, searchFor } from "../search/support"

/**
 * The site built for a host that serves it below a sub-path (PATH_PREFIX=/rsvim
 * with prefixed paths): every link, search result, feed entry and canonical
 * URL carries the prefix, all from one base-URL rule (src/config/siteUrl.ts).
 */
const site = (path: string) => `${prefixedOrigin()}${prefix}${path}`
const publicSite = (path: string) => `https://rsvim.github.io${prefix}${path}`

test("links, navigation and assets stay under the prefix", async ({ page }) => {
  const response = await gotoHydrated(page, site("/docs/manual/installation"))
  expect(response?.status()).toBe(200)
  const hrefs = await page.locator('a[href^="/"]').evaluateAll(links => links.map(link => link.getAttribute("href")!))
  expect(hrefs.length).toBeGreaterThan(10)
  for (const href of hrefs) expect(href, href).toMatch(new RegExp(`^${prefix}(/|$)`))
  const scripts = await page.locator("script[src]").evaluateAll(tags => tags.map(tag => tag.getAttribute("src")!))
  for (const src of scripts) expect(src).toMatch(new RegExp(`^${prefix}/`))

  await page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "Basic Usage" }).click()
  await expect(page).toHaveURL(site("/docs/manual/basic_usage"))
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Basic Usage")
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blog", exact: true }).click()
  await expect(page).toHaveURL(site("/blog"))
})

test("canonical and social URLs name the public address under the prefix", async ({ page, request }) => {
  await page.goto(site("/docs/manual/installation"))
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", publicSite("/docs/manual/installation"))
  await expect(page.locator('head meta[property="og:url"]')).toHaveAttribute("content", publicSite("/docs/manual/installation"))
  await expect(page.locator('head meta[property="og:image"]')).toHaveAttribute("content", publicSite("/img/social-card.png"))
  // Pages whose head is built from the browser's location (home, blog lists) too.
  const html = await (await request.get(site("/"))).text()
  expect(html).toContain(`rel="canonical" href="${publicSite("")}"`)
  const blog = await (await request.get(site("/blog/tags"))).text()
  expect(blog).toContain(`rel="canonical" href="${publicSite("/blog/tags")}"`)
})

test("feeds and the sitemap link posts and pages under the prefix", async ({ request }) => {
  const rss = await (await request.get(site("/blog/rss.xml"))).text()
  expect(rss).toContain(`<link>${publicSite("/blog/2025/08/28/v0.1.2")}</link>`)
  const atom = await (await request.get(site("/blog/atom.xml"))).text()
  expect(atom).toContain(`<link href="${publicSite("/blog/2025/08/28/v0.1.2")}"/>`)
  expect(atom).toContain(`<link rel="self" href="${publicSite("/blog/atom.xml")}"/>`)
  expect(atom).not.toMatch(/href="https:\/\/rsvim\.github\.io\/blog/)
  const index = await (await request.get(site("/sitemap-index.xml"))).text()
  const sitemapUrl = /<loc>([^<]+)<\/loc>/.exec(index)![1]
  expect(sitemapUrl.startsWith(publicSite("/"))).toBe(true)
  const sitemap = await (await request.get(site(sitemapUrl.slice(publicSite("").length)))).text()
  expect(sitemap).toContain(`<loc>${publicSite("/docs/manual/installation")}</loc>`)
})

test("search loads its index and leads to results under the prefix", async ({ page }) => {
  await gotoHydrated(page, site("/docs/manual/installation"))
  const indexRequest = page.waitForRequest(request => request.url().includes("/search/"))
  await openSearch(page)
  await searchFor(page, "installation")
  expect((await indexRequest).url().startsWith(site("/search/"))).toBe(true)
  const first = listbox(page, "User Manual").getByRole("option").first()
  await expect(first).toHaveAttribute("href", `${prefix}/docs/manual/installation`)
  await page.keyboard.press("ArrowDown")
  await page.getByRole("combobox", { name: "Search docs" }).press("Enter")
  await expect(page).toHaveURL(new RegExp(`^${site("/docs/manual/installation")}`))
})
