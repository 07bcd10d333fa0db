/**
 * Landmarks and the skip link (WCAG 2.4.1): every page has one <main> holding
 * only its own content, the docs and blog sidebars are navigation landmarks
 * beside it, and "Skip to main content" lands before the page's first link,
 * not before the sidebar's.
 */
import { expect, test, type Page } from "@playwright/test"
import { gotoHydrated } from "../support/hydrated"

const docsSidebar = "Docs sidebar"
const blogSidebar = "Blog recent posts navigation"

/** One page of each type, with the sidebar it shows beside <main> (if any). */
const pageTypes: { name: string; path: string; sidebar: string | null }[] = [
  { name: "home", path: "/", sidebar: null },
  { name: "docs page", path: "/docs/manual/configuration", sidebar: docsSidebar },
  { name: "docs page of another version", path: "/docs/next/manual/installation", sidebar: docsSidebar },
  { name: "API symbol", path: "/docs/next/api/rsvim/namespaces/RsvimCmd/type-aliases/CommandOptions", sidebar: docsSidebar },
  { name: "blog list", path: "/blog", sidebar: blogSidebar },
  { name: "blog post", path: "/blog/2025/08/28/v0.1.2", sidebar: blogSidebar },
  { name: "blog archive", path: "/blog/archive", sidebar: blogSidebar },
  { name: "blog tags", path: "/blog/tags", sidebar: blogSidebar },
  { name: "blog tag", path: "/blog/tags/announcement", sidebar: blogSidebar },
  { name: "blog authors", path: "/blog/authors", sidebar: blogSidebar },
  { name: "blog author", path: "/blog/authors/rsvim-team", sidebar: blogSidebar },
  { name: "content page", path: "/sponsor", sidebar: null },
  { name: "not-found page", path: "/no-such-page", sidebar: null },
]

/** Landmarks that belong to the site, never to one page's content. */
const siteNavigation = ["Main", docsSidebar, blogSidebar]

/** Where each navigation landmark of the page sits, and how many <main> it has. */
async function landmarkFacts(page: Page) {
  return page.evaluate(() => {
    const mains = document.querySelectorAll('main, [role="main"]')
    return {
      mains: mains.length,
      navigation: [...document.querySelectorAll("nav")].map(nav => ({
        label: nav.getAttribute("aria-label"),
        inMain: Boolean(nav.closest('main, [role="main"]')),
      })),
      collapseInMain: Boolean(document.querySelector('main [aria-label="Collapse sidebar"], main [aria-label="Expand sidebar"]')),
    }
  })
}

test.describe("landmarks", () => {
  for (const type of pageTypes) {
    test(`${type.name} (${type.path}): one main with the page's own content, sidebars beside it`, async ({ page }) => {
      await gotoHydrated(page, type.path)
      await expect(page.getByRole("main")).toHaveCount(1)
      await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveCount(1)
      const facts = await landmarkFacts(page)
      expect(facts.mains).toBe(1)
      expect(facts.collapseInMain).toBe(false)
      expect(facts.navigation.filter(nav => nav.inMain && siteNavigation.includes(nav.label ?? ""))).toEqual([])
      if (type.sidebar) {
        const sidebar = page.getByRole("navigation", { name: type.sidebar, exact: true })
        await expect(sidebar).toBeVisible()
        expect(facts.navigation).toContainEqual({ label: type.sidebar, inMain: false })
      }
    })
  }

  // The HTML as served (what a reader without JavaScript gets), including /docs, which redirects at once.
  for (const path of [...pageTypes.map(type => type.path), "/docs"]) {
    test(`the served HTML of ${path} has one main and no sidebar in it`, async ({ request }) => {
      const html = await (await request.get(path)).text()
      const opened = html.match(/<main[\s>]/g) ?? []
      expect(opened).toHaveLength(1)
      const main = html.slice(html.search(/<main[\s>]/), html.indexOf("</main>"))
      for (const label of siteNavigation) expect(main).not.toContain(`aria-label="${label}"`)
    })
  }
})

/** Pages whose sidebar comes before the content in the tab order, and where focus must go after the skip link. */
const skipTargets: { path: string; firstStop: (page: Page) => ReturnType<Page["locator"]> }[] = [
  { path: "/docs/manual/configuration", firstStop: page => page.getByRole("navigation", { name: "Breadcrumbs" }).getByRole("link").first() },
  {
    path: "/docs/next/api/rsvim/namespaces/RsvimCmd/type-aliases/CommandOptions",
    firstStop: page => page.getByRole("main").getByRole("article").getByRole("link").first(),
  },
  { path: "/blog", firstStop: page => page.getByRole("main").getByRole("link").first() },
  { path: "/blog/2025/08/28/v0.1.2", firstStop: page => page.getByRole("main").getByRole("article").getByRole("link").first() },
  { path: "/blog/tags", firstStop: page => page.getByRole("main").getByRole("link").first() },
]

test.describe("skip link", () => {
  for (const { path, firstStop } of skipTargets) {
    test(`on ${path} the next Tab stop after it is the page's first link, not the sidebar`, async ({ page }) => {
      await gotoHydrated(page, path)
      await page.keyboard.press("Tab")
      await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused()
      await page.keyboard.press("Enter")
      await expect(page.getByRole("main")).toBeFocused()
      await page.keyboard.press("Tab")
      const focused = await page.evaluate(() => ({
        inMain: Boolean(document.activeElement?.closest("main")),
        inSidebar: Boolean(document.activeElement?.closest('nav[aria-label="Docs sidebar"], nav[aria-label="Blog recent posts navigation"]')),
      }))
      expect(focused).toEqual({ inMain: true, inSidebar: false })
      await expect(firstStop(page)).toBeFocused()
    })
  }
})
