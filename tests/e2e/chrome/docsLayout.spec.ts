import { expect, test, type Page } from "@playwright/test"
import { gotoHydrated, waitForHydration } from "../support/hydrated"
import { recordRootAttributesAtDomContentLoaded, rootAttributesAtDomContentLoaded, storageValue } from "./support"

const sidebar = (page: Page) => page.getByRole("navigation", { name: "Docs sidebar" })

test.describe("docs layout", () => {
  test("categories start expanded, fold only when the reader asks, and the current page is marked", async ({ page }) => {
    await gotoHydrated(page, "/docs/manual/command_line_interface/exit")
    await expect(sidebar(page).locator('[aria-current="page"]')).toHaveText("Exit")
    // A category's link goes to its page; the button beside it folds it and says whether it is open.
    const toggle = (label: string) => sidebar(page).getByRole("button", { name: `Toggle category "${label}"` })
    await expect(toggle("Command Line Interface")).toHaveAttribute("aria-expanded", "true")
    await expect(toggle("Basic Usage")).toHaveAttribute("aria-expanded", "true")
    await expect(sidebar(page).getByRole("link", { name: "Command Line Interface" })).not.toHaveAttribute("aria-expanded")
    const toggleBasics = toggle("Basic Usage")
    await toggleBasics.click()
    await expect(toggleBasics).toHaveAttribute("aria-expanded", "false")
    await expect(sidebar(page).getByRole("link", { name: /First Steps/ })).toBeHidden()
    // Opening another page's category does not fold this one or the others.
    await toggleBasics.click()
    await expect(sidebar(page).getByRole("link", { name: /First Steps/ })).toBeVisible()
    await sidebar(page).getByRole("link", { name: "Initialization" }).click()
    await expect(page).toHaveURL(/initialization$/)
    await expect(toggle("Basic Usage")).toHaveAttribute("aria-expanded", "true")
    await expect(toggle("Command Line Interface")).toHaveAttribute("aria-expanded", "true")
  })

  test("the sidebar can be hidden, and stays hidden across reloads until expanded", async ({ page }) => {
    await gotoHydrated(page, "/docs/manual/installation")
    await page.getByRole("button", { name: "Collapse sidebar" }).click()
    await expect(sidebar(page)).toBeHidden()
    expect(await storageValue(page, "rsvim.docs.sidebarHidden")).toBe("true")
    await recordRootAttributesAtDomContentLoaded(page)
    await page.reload()
    expect(await rootAttributesAtDomContentLoaded(page)).toMatchObject({ sidebarHidden: "true" })
    await expect(sidebar(page)).toBeHidden()
    await waitForHydration(page)
    await page.getByRole("button", { name: "Expand sidebar" }).click()
    await expect(sidebar(page)).toBeVisible()
    await expect(page.getByRole("button", { name: "Expand sidebar" })).toBeHidden()
    expect(await storageValue(page, "rsvim.docs.sidebarHidden")).toBe("false")
  })

  test("the table of contents lists h2–h6 unless the page narrows it, and follows the reader", async ({ page }) => {
    await gotoHydrated(page, "/docs/manual/installation")
    const toc = page.getByRole("navigation", { name: "On this page" })
    await expect(toc.getByRole("link", { name: "Verify the download" })).toBeVisible() // an h3
    // initialization.mdx sets toc_max_heading_level: 3 — its h3s show, nothing deeper exists to leak.
    await gotoHydrated(page, "/docs/manual/command_line_interface/initialization")
    await expect(toc.getByRole("link", { name: "The single-file entry" })).toBeVisible()
    const target = toc.getByRole("link", { name: "4. Take over the terminal" })
    await target.click()
    await expect(page).toHaveURL(/#4-take-over-the-terminal$/)
    await expect(target).toHaveAttribute("aria-current", "true")
    await expect(toc.locator('[aria-current="true"]')).toHaveCount(1)
    // Back at the top, the highlight follows (to the first section, or none before it).
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(target).not.toHaveAttribute("aria-current", /.*/)
    expect(await toc.locator('[aria-current="true"]').count()).toBeLessThanOrEqual(1)
  })

  test("breadcrumbs, version badge, previous/next and edit link", async ({ page }) => {
    await gotoHydrated(page, "/docs/manual/command_line_interface/exit")
    const crumbs = page.getByRole("navigation", { name: "Breadcrumbs" })
    await expect(crumbs.getByRole("link", { name: "Home page" })).toHaveAttribute("href", "/")
    await expect(crumbs.getByRole("link", { name: "Command Line Interface" })).toHaveAttribute("href", "/docs/manual/command_line_interface")
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText("Exit")
    await expect(page.getByRole("main").getByText("Version: 0.1.2")).toBeVisible()
    const pager = page.getByRole("navigation", { name: "Docs pages" })
    await expect(pager.getByRole("link", { name: /Previous/ })).toHaveAttribute("href", "/docs/manual/command_line_interface")
    await expect(pager.getByRole("link", { name: /Next/ })).toHaveAttribute("href", "/docs/manual/command_line_interface/initialization")
    const edit = page.getByRole("link", { name: "Edit this page" })
    await expect(edit).toHaveAttribute("href", "https://github.com/rsvim/rsvim.github.io/edit/main/content/docs/0.1.2/manual/command_line_interface/exit.mdx")
    await expect(edit).toHaveAttribute("rel", "noopener noreferrer")
    await pager.getByRole("link", { name: /Next/ }).click()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Initialization")
  })

  test("version banners link to the same page in the latest version when it exists", async ({ page }) => {
    await gotoHydrated(page, "/docs/next/manual/installation")
    await expect(page.getByRole("note")).toContainText("unreleased documentation for Rsvim Next")
    await expect(page.getByRole("note").getByRole("link", { name: "latest version (0.1.2)" })).toHaveAttribute("href", "/docs/manual/installation")
    await expect(page.getByRole("main").getByText("Version: Next")).toBeVisible()
    await gotoHydrated(page, "/docs/next/manual/configuration/npm_package")
    await expect(page.getByRole("note").getByRole("link")).toHaveAttribute("href", "/docs/manual/get_started")
    await gotoHydrated(page, "/docs/0.1.0/api/introduction")
    await expect(page.getByRole("note")).toContainText("no longer actively maintained")
    await page.getByRole("note").getByRole("link").click()
    await expect(page).toHaveURL(/\/docs\/api\/introduction$/)
    await expect(page.getByRole("note")).toHaveCount(0)
  })

  test("headings carry anchor links", async ({ page }) => {
    await gotoHydrated(page, "/docs/manual/installation")
    const heading = page.getByRole("heading", { level: 2, name: /Supported platforms/ })
    const anchor = heading.getByRole("link", { name: "Direct link to Supported platforms" })
    await expect(anchor).toHaveAttribute("href", "#supported-platforms")
    await expect(heading).toHaveText("Supported platforms")
    await heading.hover()
    await anchor.click()
    await expect(page).toHaveURL(/#supported-platforms$/)
  })

  test("the table of contents marks the section being read, and follows the scroll", async ({ page }) => {
    const highlightRequests: string[] = []
    page.on("request", request => {
      if (/\/toc-highlight-[^/]*\.js$/.test(request.url())) highlightRequests.push(request.url())
    })
    await gotoHydrated(page, "/docs/manual/configuration")
    await page.waitForLoadState("networkidle")
    // The scroll tracking is not part of the first load: it arrives with the first scroll.
    expect(highlightRequests).toEqual([])
    const toc = page.getByRole("navigation", { name: "On this page" })
    // A section scrolled to the top is the one being read.
    await page.locator("#a-starter-configuration").evaluate(heading => heading.scrollIntoView())
    await expect(toc.locator('[aria-current="true"]')).toHaveText("A starter configuration")
    await page.locator("#troubleshooting").evaluate(heading => heading.scrollIntoView())
    await expect(toc.locator('[aria-current="true"]')).toHaveText("Troubleshooting")
    await expect(toc.locator('[aria-current="true"]')).toHaveCount(1)
    expect(highlightRequests).toHaveLength(1)
  })
})
