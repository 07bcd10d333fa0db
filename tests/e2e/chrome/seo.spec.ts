import { expect, test } from "@playwright/test"
import { gotoHydrated } from "../support/hydrated"

test.describe("head and SEO", () => {
  test("a docs page: title, description, canonical, Open Graph and Twitter cards, favicon, feeds, language", async ({ page, request }) => {
    await page.goto("/docs/manual/installation")
    await expect(page).toHaveTitle("Installation | RSVIM")
    const head = page.locator("head")
    const meta = (selector: string) => head.locator(selector)
    await expect(meta('meta[name="description"]')).toHaveAttribute("content", /.{20,}/)
    await expect(meta('meta[name="keywords"]')).toHaveAttribute("content", "install, prebuilt binary, cargo, build from source")
    await expect(meta('link[rel="canonical"]')).toHaveAttribute("href", "https://rsvim.github.io/docs/manual/installation")
    await expect(meta('meta[property="og:title"]')).toHaveAttribute("content", "Installation | RSVIM")
    await expect(meta('meta[property="og:type"]')).toHaveAttribute("content", "website")
    await expect(meta('meta[property="og:url"]')).toHaveAttribute("content", "https://rsvim.github.io/docs/manual/installation")
    await expect(meta('meta[property="og:image"]')).toHaveAttribute("content", "https://rsvim.github.io/img/social-card.png")
    await expect(meta('meta[property="og:description"]')).toHaveAttribute("content", /.{20,}/)
    await expect(meta('meta[name="twitter:card"]')).toHaveAttribute("content", "summary")
    await expect(meta('meta[name="twitter:title"]')).toHaveAttribute("content", "Installation | RSVIM")
    await expect(meta('link[rel="icon"]')).toHaveAttribute("href", "/favicon.svg")
    await expect(meta('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute("href", "/blog/rss.xml")
    await expect(meta('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute("href", "/blog/atom.xml")
    await expect(page.locator("html")).toHaveAttribute("lang", "en")
    // Crawlers that run no JavaScript get the same head.
    const html = await (await request.get("/docs/manual/installation")).text()
    expect(html).toMatch(/<title[^>]*>Installation \| RSVIM<\/title>/)
    expect(html).toMatch(/<link[^>]*rel="canonical"[^>]*href="https:\/\/rsvim.github.io\/docs\/manual\/installation"/)
    expect(html).toMatch(/<meta[^>]*property="og:title"[^>]*content="Installation \| RSVIM"/)
    expect(html).toMatch(/<html[^>]*lang="en"/)
    expect((await request.get("/img/social-card.png")).status()).toBe(200)
    expect((await request.get("/favicon.svg")).status()).toBe(200)
  })

  test("after a client-side navigation the head is the new page's, once, and the icon and feed links stay as they were", async ({ page }) => {
    await gotoHydrated(page, "/docs/manual/get_started")
    const fetched: string[] = []
    page.on("request", request => fetched.push(new URL(request.url()).pathname))
    // Marks on the shared links: a link the Head API replaced would come back without its mark.
    await page.evaluate(() => document.querySelectorAll('head link[rel="icon"], head link[rel="alternate"]').forEach(link => link.setAttribute("data-kept", "")))
    await page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "Installation" }).click()
    await expect(page).toHaveTitle("Installation | RSVIM")
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", "https://rsvim.github.io/docs/manual/installation")
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1)
    await expect(page.locator('head link[rel="icon"][data-kept]')).toHaveCount(1)
    await expect(page.locator('head link[rel="alternate"][data-kept]')).toHaveCount(2)
    // Chromium asks for a page's icon again when its address changes: once, not once per replaced link as before.
    expect(fetched.filter(path => path === "/favicon.svg").length).toBeLessThanOrEqual(1)
    expect(fetched.filter(path => /apple-touch-icon|\.xml$/.test(path))).toEqual([])
  })

  test("a blog post is an article with its publication date", async ({ page }) => {
    await page.goto("/blog/2025/08/28/v0.1.2")
    await expect(page).toHaveTitle("Rsvim v0.1.2 Is Out | RSVIM")
    await expect(page.locator('head meta[property="og:type"]')).toHaveAttribute("content", "article")
    await expect(page.locator('head meta[property="article:published_time"]')).toHaveAttribute("content", "2025-08-28")
  })

  test("sitemap and robots.txt", async ({ request }) => {
    const robots = await (await request.get("/robots.txt")).text()
    expect(robots).toContain("Sitemap: https://rsvim.github.io/sitemap-index.xml")
    const index = await (await request.get("/sitemap-index.xml")).text()
    expect(index).toContain("<loc>https://rsvim.github.io/sitemap-0.xml</loc>")
    const sitemap = await (await request.get("/sitemap-0.xml")).text()
    for (const url of ["/docs/manual/installation", "/docs/next/manual/configuration/npm_package", "/blog/2024/08/29/motivation", "/sponsor"]) {
      expect(sitemap).toContain(`<loc>https://rsvim.github.io${url}</loc>`)
    }
    // Redirect-only version roots and the not-found page are left out.
    for (const url of ["/docs", "/docs/next", "/docs/0.1.0", "/404"]) expect(sitemap).not.toContain(`<loc>https://rsvim.github.io${url}</loc>`)
  })

  test("the blog's RSS and Atom feeds list both posts, newest first", async ({ request }) => {
    const rss = await (await request.get("/blog/rss.xml")).text()
    expect(rss).toContain("<rss")
    const rssTitles = [...rss.matchAll(/<item>\s*<title><!\[CDATA\[(.*?)\]\]><\/title>/g)].map(match => match[1])
    expect(rssTitles).toEqual(["Rsvim v0.1.2 Is Out", "Why We Are Building Rsvim"])
    expect(rss).toContain("<link>https://rsvim.github.io/blog/2024/08/29/motivation</link>")
    const atom = await (await request.get("/blog/atom.xml")).text()
    expect(atom).toContain('<feed xmlns="http://www.w3.org/2005/Atom">')
    const atomIds = [...atom.matchAll(/<entry>[\s\S]*?<id>(.*?)<\/id>/g)].map(match => match[1])
    expect(atomIds).toEqual(["https://rsvim.github.io/blog/2025/08/28/v0.1.2", "https://rsvim.github.io/blog/2024/08/29/motivation"])
  })
})
