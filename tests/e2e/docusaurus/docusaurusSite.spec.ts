import { expect, test } from "@playwright/test"
import { prefixedOrigin, testPathPrefix as prefix } from "../support/prefixed"
import { gotoHydrated } from "../support/hydrated"
import { listbox, openSearch, searchFor } from "../search/support"
import { fixturePages, fixtureVersionRoots } from "../support/docusaurusFixturePages"

/**
 * A Docusaurus 3 content tree (tests/fixtures/docusaurus-site) built as it is,
 * below the test path prefix (scripts/build-prefixed.mjs --site): every page at
 * the URL Docusaurus gives it, rendered the way Docusaurus renders it.
 */
const port = Number(process.env.E2E_PORT ?? 9100) + 4
const site = (path: string) => `${prefixedOrigin(port)}${prefix}${path}`
/** The blog's list, newest first (the unlisted post left out). */
const blogListTitles = [
  "A single-file post",
  "untitled-notes",
  "Summer notes",
  "Written with the older author fields",
  "A guest post",
  "Version 1.0 released",
  "A folder post",
  "A post without a date in its name",
]

test.describe("every page of the fixture answers at the URL Docusaurus gives it, with its own h1", () => {
  for (const [path, heading] of Object.entries(fixturePages)) {
    test(path, async ({ page }) => {
      expect((await page.goto(site(path)))?.status()).toBe(200)
      await expect(page).toHaveURL(site(path))
      const h1 = page.getByRole("heading", { level: 1 })
      if (heading === null) await expect(h1).toHaveCount(0)
      else await expect(h1).toHaveText(heading)
    })
  }
  for (const [path, first] of Object.entries(fixtureVersionRoots)) {
    test(`${path} leads to the version's first doc`, async ({ page }) => {
      expect((await page.goto(site(path)))?.status()).toBe(200)
      await expect(page).toHaveURL(site(first))
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(fixturePages[first]!)
    })
  }
})

test("a .md doc, read as MDX: its # H1 is the title, shown once; HTML, comments, {#ids}, both admonition titles, nesting, .md links, fence title and ranges, @theme imports", async ({ page }) => {
  expect((await gotoHydrated(page, site("/docs/next/intro")))?.status()).toBe(200)
  const main = page.getByRole("main")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fixture introduction")
  await expect(page).toHaveTitle(/^Fixture introduction/)
  await expect(main.locator("kbd")).toHaveText("Esc")
  await expect(main).not.toContainText("a note for writers")
  await expect(main.locator("h2#setup")).toHaveText("Set up first")
  await expect(main.locator("aside.admonition--tip .admonition__heading")).toHaveText("Before you start")
  await expect(main.locator("aside.admonition--tip .admonition__icon")).toBeAttached()
  await expect(main.locator("aside.admonition--info aside.admonition--danger")).toContainText("The inner box.")
  await main.getByText("Show the details").click()
  await expect(main.getByText("HTML in Markdown is HTML.")).toBeVisible()
  await expect(main.locator("table td").first()).toHaveText(".md")
  await expect(main.getByRole("link", { name: "the guides" })).toHaveAttribute("href", `${prefix}/docs/next/guides`)
  await expect(main.getByRole("link", { name: "leaving insert mode" })).toHaveAttribute("href", `${prefix}/docs/next/guides/keys#leave-insert-mode`)
  await expect(main.getByRole("link", { name: "options" })).toHaveAttribute("href", `${prefix}/docs/next/reference/options`)
  // A .md file is MDX, as in Docusaurus 3: its fences keep title and ranges, its imports and JSX work.
  const fence = main.locator(".code-block", { hasText: "const third" })
  await expect(fence.locator(".code-block__title")).toHaveText("setup.ts")
  await expect(fence.locator(".highlighted-line")).toHaveText(["const first = 1", "const third = 3"])
  await main.getByRole("tab", { name: "In MDX" }).click()
  await expect(main.getByText("Tabs in a .mdx file.")).toBeVisible()
})

test("the sidebar follows _category_ files: label, position, collapsed, linked doc; README.md is the category's page", async ({ page }) => {
  await gotoHydrated(page, site("/docs/next/intro"))
  const sidebar = page.getByRole("navigation", { name: "Docs sidebar" })
  // How-to guides (position 2) is collapsed: true and the page read is not in it, so its pages are not shown; Reference is open.
  // Options is Reference's linked doc (its _category_ link): the category's own link, not one of its items, as in Docusaurus.
  await expect(sidebar.getByRole("link")).toHaveText(["Fixture introduction", "How-to guides", "Reference", "Release 4.5.0", "Key map", "Command list", "Tutorials", "First lesson", "Second lesson"])
  await expect(sidebar.getByRole("button", { name: /How-to guides/ }).first()).toHaveAttribute("aria-expanded", "false")
  await expect(sidebar.getByRole("link", { name: "Reference" })).toHaveAttribute("href", `${prefix}/docs/next/reference/options`)
  // A _category_ className and a doc's sidebar_class_name are classes on their items.
  await expect(sidebar.locator("li.fixture-reference").getByRole("link").first()).toHaveText("Reference")
  await expect(sidebar.locator("li.fixture-highlighted")).toHaveText("Second lesson")
  await sidebar.getByRole("link", { name: "How-to guides" }).click()
  await expect(page).toHaveURL(site("/docs/next/guides"))
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Guides")
  await expect(sidebar.getByRole("link", { name: "Keys" })).toBeVisible()
})

test("an .mdx doc importing @theme components: tabs switch, code is highlighted and numbered, magic comments mark lines, <CodeBlock> and <Details> render", async ({ page }) => {
  await gotoHydrated(page, site("/docs/next/guides/keys"))
  const main = page.getByRole("main")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Keys")
  await expect(main.locator("h2#leave-insert-mode")).toHaveText("Leave insert mode")
  await expect(main.getByText("Press the escape key.", { exact: true })).toBeVisible()
  await main.getByRole("tab", { name: "macOS" }).click()
  await expect(main.getByText("Press the escape key, or Control and C.")).toBeVisible()
  await expect(main.getByText("Press the escape key.", { exact: true })).toBeHidden()
  const numbered = main.locator(".code-block--numbered")
  await expect(numbered.locator(".code-block__title")).toHaveText("keys.ts")
  await expect(numbered.locator(".token-line")).toHaveCount(3)
  await expect(numbered.locator(".highlighted-line")).toHaveText("const second = 2")
  await expect(numbered).not.toContainText("highlight-next-line")
  const lineNumber = await numbered.locator(".token-line").nth(1).evaluate(line => getComputedStyle(line, "::before").content)
  expect(lineNumber).not.toBe("none")
  await expect(main.locator(".code-block", { hasText: "fromCodeBlock" }).locator(".code-block__title")).toHaveText("plain.js")
  await main.getByText("Why two ways?").click()
  await expect(main.getByText("Both render the same fold.")).toBeVisible()
})

test("Docusaurus' layout: content/docs is Next at /docs/next, versions.json's newest (1.0) is at /docs, an older one (0.9) at /docs/0.9; the dropdown lists all three, same page first", async ({ page }) => {
  await gotoHydrated(page, site("/docs/guides/keys"))
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Keys")
  await expect(page.getByRole("main").locator("h2#leave-insert-mode")).toBeVisible()
  await expect(page.getByRole("note")).toHaveCount(0)
  const nav = page.getByRole("navigation", { name: "Main" })
  // No api/ section in this layout: no API References link.
  await expect(nav.getByRole("link", { name: "API References" })).toHaveCount(0)
  await expect(nav.getByRole("link", { name: "User Manual" })).toHaveAttribute("href", `${prefix}/docs/guides`)
  await nav.getByRole("button", { name: "1.0", exact: true }).click()
  await expect(nav.getByRole("link", { name: "Next", exact: true })).toHaveAttribute("href", `${prefix}/docs/next/guides/keys`)
  await expect(nav.getByRole("link", { name: "0.9", exact: true })).toHaveAttribute("href", `${prefix}/docs/0.9/start-here`)
  await nav.getByRole("link", { name: "Next", exact: true }).click()
  await expect(page).toHaveURL(site("/docs/next/guides/keys"))
  await expect(page.getByRole("note")).toContainText("unreleased")

  for (const [path, heading] of [["/docs/intro", "Fixture introduction"], ["/docs/0.9/intro", "Fixture introduction"], ["/docs/0.9/basics/install", "Install the fixture"], ["/docs/0.9/start-here", "First run"], ["/docs/next/moved-guide", "A guide with its own URL"]] as const) {
    expect((await page.goto(site(path)))?.status(), path).toBe(200)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading)
  }
  await expect(page.getByRole("note")).toHaveCount(1)
  await gotoHydrated(page, site("/docs/0.9/intro"))
  await expect(page.getByRole("note")).toContainText("no longer actively maintained")
  // The older layout's URLs are not there.
  expect((await page.goto(site("/docs/next/manual/intro")))?.status()).toBe(404)
})

test("each version's sidebar is its folders: one category per folder, labelled by _category_, else by its folder's name; a doc whose slug moves its URL stays in its folder's category", async ({ page }) => {
  const sidebar = page.getByRole("navigation", { name: "Docs sidebar" })
  // The slug gives the guide a URL outside guides/; the sidebar keeps it in How-to guides, opened around it.
  await gotoHydrated(page, site("/docs/next/moved-guide"))
  await expect(sidebar.getByRole("link", { name: "Moved guide" })).toHaveAttribute("aria-current", "page")
  await expect(sidebar.getByRole("link").filter({ hasText: /^(How-to guides|Keys|Moved guide)$/ })).toHaveText(["How-to guides", "Keys", "Moved guide"])
  await expect(page.getByRole("navigation", { name: "Breadcrumbs" })).toContainText("How-to guides")

  // 1.0: the guides (position 2) before the introduction, which has no sidebar_position.
  await gotoHydrated(page, site("/docs/intro"))
  await expect(sidebar.getByRole("link")).toHaveText(["How-to guides", "Fixture introduction"])
  // 0.9: a folder with neither _category_ nor index doc is a category named after the folder (number prefix off).
  await gotoHydrated(page, site("/docs/0.9/basics/install"))
  await expect(sidebar.getByRole("button", { name: /basics/ }).first()).toBeVisible()
  await expect(sidebar.getByRole("link")).toHaveText(["First run", "Install the fixture", "Fixture introduction", "Glossary", "Changelog"])
})

test("front matter that Docusaurus reads for URLs and sidebars: a relative slug, parse_number_prefixes: false, displayed_sidebar naming the version's sidebar, and null", async ({ page }) => {
  const sidebar = page.getByRole("navigation", { name: "Docs sidebar" })
  // slug: ./window-layout is resolved against the doc's folder.
  await gotoHydrated(page, site("/docs/next/guides/window-layout"))
  await expect(sidebar.getByRole("link", { name: "Window layout" })).toHaveAttribute("aria-current", "page")
  await expect(page.getByRole("navigation", { name: "Breadcrumbs" })).toContainText("How-to guides")
  // parse_number_prefixes: false keeps the prefixes of the file and its folder in the URL, and the sidebar links there.
  await gotoHydrated(page, site("/docs/0.9/intro"))
  await expect(sidebar.getByRole("link", { name: "Glossary" })).toHaveAttribute("href", `${prefix}/docs/0.9/02-extras/01-glossary`)
  // displayed_sidebar: manualSidebar (the key of version-0.9-sidebars.json) shows that sidebar, the version's one.
  await expect(sidebar.getByRole("link", { name: "Fixture introduction" })).toHaveAttribute("aria-current", "page")
  // displayed_sidebar: null: no sidebar (nor the button that hides one), no breadcrumbs, no previous/next.
  await sidebar.getByRole("link", { name: "Changelog" }).click()
  await expect(page).toHaveURL(site("/docs/0.9/changelog"))
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Changelog")
  await expect(sidebar).toHaveCount(0)
  await expect(page.getByRole("button", { name: "Collapse sidebar" })).toHaveCount(0)
  await expect(page.getByRole("navigation", { name: "Breadcrumbs" })).toHaveCount(0)
  await expect(page.getByRole("main").getByRole("navigation", { name: "Docs pages" }).getByRole("link")).toHaveCount(0)
  // The main column takes the sidebar's room.
  const mainBox = (await page.getByRole("main").boundingBox())!
  expect(mainBox.x).toBeLessThan(100)
})

test("the blog: single-file and folder posts, map-style authors with avatars and profiles at Docusaurus' author URLs, map-style tags", async ({ page }) => {
  await gotoHydrated(page, site("/blog"))
  const main = page.getByRole("main")
  await expect(main.getByRole("heading", { level: 2 })).toHaveText(blogListTitles)
  await expect(main).not.toContainText("Text after the excerpt.")
  await main.getByRole("link", { name: "A single-file post", exact: true }).click()
  await expect(page).toHaveURL(site("/blog/2025/08/28/v0.1.2"))
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("A single-file post")
  await expect(main.getByRole("heading", { level: 1 })).toHaveCount(1)
  await expect(main.locator(`img[src="${prefix}/img/fixture-avatar.svg"]`)).toBeVisible()
  await expect(main.getByRole("link", { name: "Fixture Writer on GitHub" })).toHaveAttribute("href", "https://github.com/fixture-writer")
  await expect(main.getByRole("link", { name: "Fixture Writer on X" })).toHaveAttribute("href", "https://x.com/fixturewriter")
  await expect(main.getByRole("link", { name: "Team account" })).toHaveAttribute("href", `${prefix}/blog/authors/the-team`)
  await expect(main.getByRole("link", { name: "Releases" })).toHaveAttribute("href", `${prefix}/blog/tags/releases`)
  await main.getByRole("link", { name: "Fixture Writer", exact: true }).click()
  await expect(page).toHaveURL(site("/blog/authors/fixture-writer"))
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fixture Writer")
  expect((await page.goto(site("/blog/2024/05/01/welcome")))?.status()).toBe(200)
  await expect(page.getByRole("main").locator("aside.admonition--note .admonition__heading")).toHaveText("Written in MDX")
})

test("inline authors and tags: shown on the post (avatar, title, own site, profiles) without an author page; inline tags have tag pages listing their posts", async ({ page }) => {
  await gotoHydrated(page, site("/blog/2024/06/01/guest-post"))
  const main = page.getByRole("main")
  const byline = main.getByRole("list", { name: "By" })
  await expect(byline.getByRole("listitem")).toHaveCount(2)
  const guest = byline.getByRole("listitem").nth(1)
  await expect(guest.getByRole("link", { name: "Guest Writer", exact: true })).toHaveAttribute("href", "https://example.org/guest")
  await expect(guest).toContainText("Visiting for one post")
  await expect(guest.locator(`img[src="${prefix}/img/fixture-avatar.svg"]`)).toBeVisible()
  await expect(guest.getByRole("link", { name: "Guest Writer on GitHub" })).toHaveAttribute("href", "https://github.com/guest-writer")
  await expect(main.getByRole("link", { name: "Inline Topic" })).toHaveAttribute("href", `${prefix}/blog/tags/inline-topic`)
  await main.getByRole("link", { name: "Inline Topic" }).click()
  await expect(page).toHaveURL(site("/blog/tags/inline-topic"))
  await expect(page.getByRole("heading", { level: 1 })).toHaveText('1 post tagged with "Inline Topic"')
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(["A guest post"])

  // Its front matter slug is its URL under the blog, without the date, as in Docusaurus.
  await gotoHydrated(page, site("/blog/older-fields-post"))
  await expect(page.getByRole("main").getByRole("link", { name: "Early Writer", exact: true })).toHaveAttribute("href", "https://example.org/early")
  await expect(page.getByRole("main").getByRole("link", { name: "Field notes" })).toHaveAttribute("href", `${prefix}/blog/tags/field-notes`)

  // Only authors.yml's authors have pages.
  await gotoHydrated(page, site("/blog/authors"))
  await expect(page.getByRole("main").getByRole("listitem")).toHaveText([/^Fixture Writer/, /^Team account/])
  expect((await page.goto(site("/blog/authors/guest-writer")))?.status()).toBe(404)
})

test("a generated-index category: its page at Docusaurus' URL lists the items as cards, is the category's sidebar link and a step of previous/next, and is found by search", async ({ page }) => {
  await gotoHydrated(page, site("/docs/next/intro"))
  const sidebar = page.getByRole("navigation", { name: "Docs sidebar" })
  await expect(sidebar.getByRole("link", { name: "Tutorials" })).toHaveAttribute("href", `${prefix}/docs/next/category/tutorials`)
  await sidebar.getByRole("link", { name: "Tutorials" }).click()
  await expect(page).toHaveURL(site("/docs/next/category/tutorials"))
  const main = page.getByRole("main")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tutorials")
  await expect(page).toHaveTitle(/^Tutorials/)
  await expect(main.getByText("Lessons to read in order.")).toBeVisible()
  const cards = main.getByRole("list", { name: "Pages in this category" }).getByRole("link")
  await expect(cards).toHaveText([
    "First lessonThe first lesson has no description in its front matter, so its card shows this paragraph.",
    "Second lessonThe second lesson's own description.",
  ])
  // The first lesson's pagination_label names it in other docs' previous/next links.
  await expect(main.getByRole("navigation", { name: "Docs pages" }).getByRole("link")).toHaveText([/Command list/, /Lesson one/])
  await cards.first().click()
  await expect(page).toHaveURL(site("/docs/next/tutorials/first-lesson"))
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("First lesson")

  await openSearch(page)
  await searchFor(page, "lessons to read in order")
  await expect(listbox(page, "User Manual").getByRole("option").first()).toHaveAttribute("href", `${prefix}/docs/next/category/tutorials`)
})

test("a doc with a front matter title and a leading # H1: the H1 heads the page, the title names it in the tab and the sidebar", async ({ page }) => {
  await gotoHydrated(page, site("/docs/next/reference/commands"))
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Commands you can run")
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveCount(1)
  await expect(page).toHaveTitle(/^Command list/)
  await expect(page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "Command list" })).toHaveAttribute("aria-current", "page")
})

test("Docusaurus' URLs: a version-like file name kept whole, a front matter id, a Markdown page in a sub-folder; <TOCInline>, <ThemedImage> and useBaseUrl", async ({ page }) => {
  expect((await gotoHydrated(page, site("/docs/next/reference/4.5.0")))?.status()).toBe(200)
  const main = page.getByRole("main")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Release 4.5.0")
  await expect(main.locator(".toc-inline a")).toHaveText(["What changed", "Smaller things", "Upgrading"])
  await expect(main.locator(".toc-inline a").first()).toHaveAttribute("href", "#what-changed")
  // One image per colour mode, the other mode's hidden, both below the path prefix.
  await expect(main.locator(".themed-image--light")).toHaveAttribute("src", `${prefix}/img/fixture-avatar.svg`)
  await expect(main.locator(".themed-image--light")).toBeVisible()
  await expect(main.locator(".themed-image--dark")).toBeHidden()
  await main.getByRole("link", { name: "key map", exact: true }).click()
  await expect(page).toHaveURL(site("/docs/next/reference/key-map"))
  // hide_title: no h1; the tab still names the page.
  await expect(page.getByRole("main")).toContainText("its URL ends in key-map")
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(0)
  await expect(page).toHaveTitle(/^Key map/)
  expect((await gotoHydrated(page, site("/guides/setup")))?.status()).toBe(200)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Setting up the fixture")
})

test("posts and Markdown pages take the table of contents' front matter, as docs do; a draft page is not built", async ({ page }) => {
  const toc = page.getByRole("navigation", { name: "On this page" })
  // toc_max_heading_level: 2 leaves the post's h3 out.
  await gotoHydrated(page, site("/blog/2024/05/01/welcome"))
  await expect(toc.getByRole("link")).toHaveText(["What a folder holds", "Why a folder"])
  await expect(toc.getByRole("link").first()).toHaveAttribute("href", "#what-a-folder-holds")
  // hide_table_of_contents: true.
  await gotoHydrated(page, site("/blog/2024/06/01/guest-post"))
  await expect(page.getByRole("main").getByRole("heading", { level: 2, name: "About the guest" })).toBeVisible()
  await expect(toc).toHaveCount(0)
  // A Markdown page has a table of contents beside it, as in Docusaurus; toc_min_heading_level: 3 starts it at the h3s.
  await gotoHydrated(page, site("/guides/setup"))
  await expect(toc.getByRole("link")).toHaveText(["The tools", "The files", "Copy the content"])
  await toc.getByRole("link", { name: "Copy the content" }).click()
  await expect(page).toHaveURL(site("/guides/setup#copy-the-content"))
  // A page without headings has none.
  await gotoHydrated(page, site("/sponsor"))
  await expect(toc).toHaveCount(0)
  // On a small screen it folds at the top of the page, as on docs.
  await page.setViewportSize({ width: 400, height: 800 })
  await gotoHydrated(page, site("/guides/setup"))
  await page.getByRole("main").locator("summary", { hasText: "On this page" }).click()
  await expect(page.getByRole("main").getByRole("navigation", { name: "On this page" }).getByRole("link")).toHaveText(["The tools", "The files", "Copy the content"])
  // draft: true, as on docs and posts: no page in production.
  expect((await page.goto(site("/unfinished")))?.status()).toBe(404)
})

test("post URLs as Docusaurus makes them from the whole path: a sub-folder after the date, YYYY/MM/DD folders, a name without a date at its path with its front matter date", async ({ page }) => {
  await gotoHydrated(page, site("/blog/archive"))
  const main = page.getByRole("main")
  await expect(main.getByRole("link", { name: "Version 1.0 released" })).toHaveAttribute("href", `${prefix}/blog/2024/05/10/releases/v1.0`)
  await expect(main.getByRole("link", { name: "Summer notes" })).toHaveAttribute("href", `${prefix}/blog/2024/06/15/summer-notes`)
  await expect(main.getByRole("link", { name: "A post without a date in its name" })).toHaveAttribute("href", `${prefix}/blog/news/undated-welcome`)
  await main.getByRole("link", { name: "A post without a date in its name" }).click()
  await expect(page).toHaveURL(site("/blog/news/undated-welcome"))
  await expect(page.getByRole("main").locator('time[datetime^="2024-04-20"]')).toBeVisible()
})

test("a post or page with neither title nor heading builds, titled by its file name as Docusaurus titles it", async ({ page }) => {
  await gotoHydrated(page, site("/blog/2024/07/15/untitled-notes"))
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("untitled-notes")
  await expect(page).toHaveTitle(/^untitled-notes \|/)
  await gotoHydrated(page, site("/notes"))
  await expect(page.getByRole("main")).toContainText("neither a title nor a heading")
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(0)
  await expect(page).toHaveTitle(/^notes \|/)
})

test("pagination_prev/next (an id, null), pagination_label, custom_edit_url (a URL, null) and last_update, as Docusaurus renders them", async ({ page }) => {
  await gotoHydrated(page, site("/docs/next/tutorials/first-lesson"))
  const main = page.getByRole("main")
  const pagination = main.getByRole("navigation", { name: "Docs pages" })
  // pagination_prev names the key map by its doc id (its front matter id), in place of the category page before it.
  await expect(pagination.getByRole("link")).toHaveText([/Key map/, /Second lesson/])
  await expect(pagination.getByRole("link", { name: /Key map/ })).toHaveAttribute("href", `${prefix}/docs/next/reference/key-map`)
  await expect(main.getByRole("link", { name: "Edit this page" })).toHaveAttribute("href", "https://example.com/fixture/edit/first-lesson")
  await expect(main.getByText(/^Last updated on/)).toHaveText("Last updated on Aug 29, 2024 by Fixture Writer")
  await expect(main.locator('time[datetime="2024-08-29"]')).toBeVisible()

  // The second lesson names the first by its pagination_label; the unlisted bonus lesson after it is no next page.
  await pagination.getByRole("link", { name: /Second lesson/ }).click()
  await expect(page).toHaveURL(site("/docs/next/tutorials/second-lesson"))
  await expect(pagination.getByRole("link")).toHaveText([/Lesson one/])
  await expect(main.getByRole("link", { name: "Edit this page" })).toHaveAttribute("href", /\/edit\/main\/content\/docs\/04-tutorials\/02-second-lesson\.md$/)
  await expect(main.getByText(/^Last updated/)).toHaveCount(0)

  // pagination_next: null hides the next link (Tutorials follows in the sidebar); custom_edit_url: null hides the edit link.
  await gotoHydrated(page, site("/docs/next/reference/commands"))
  await expect(pagination.getByRole("link")).toHaveText([/Key map/])
  await expect(main.getByRole("link", { name: "Edit this page" })).toHaveCount(0)
})

test("an unlisted doc: built and reachable by its URL, with a banner and noindex, but in no sidebar, previous/next, category cards, sitemap or search", async ({ page }) => {
  expect((await gotoHydrated(page, site("/docs/next/tutorials/bonus-lesson")))?.status()).toBe(200)
  const main = page.getByRole("main")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bonus lesson")
  await expect(main.getByRole("note").filter({ hasText: "Unlisted page." })).toBeVisible()
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow")
  await expect(main.getByText(/^Last updated by Fixture Writer$/)).toBeVisible()
  await expect(page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "Bonus lesson" })).toHaveCount(0)
  await expect(main.getByRole("navigation", { name: "Docs pages" }).getByRole("link")).toHaveCount(0)

  // A listed page carries no robots meta.
  await gotoHydrated(page, site("/docs/next/tutorials/second-lesson"))
  await expect(page.locator('head meta[name="robots"]')).toHaveCount(0)
  await gotoHydrated(page, site("/docs/next/category/tutorials"))
  await expect(page.getByRole("main").getByRole("list", { name: "Pages in this category" }).getByRole("link")).toHaveCount(2)

  const sitemap = await (await page.request.get(site("/sitemap-0.xml"))).text()
  expect(sitemap).toContain("/docs/next/tutorials/second-lesson</loc>")
  expect(sitemap).not.toContain("bonus-lesson")
  // Every version's pages, not the version roots, which only lead to a first page.
  expect(sitemap).toContain("/docs/0.9/start-here</loc>")
  expect(sitemap).toContain("/docs/guides/keys</loc>")
  expect(sitemap).not.toMatch(/\/docs(\/next|\/0\.9)?<\/loc>/)

  await openSearch(page)
  await searchFor(page, "zanzibarite")
  await expect(page.getByRole("dialog", { name: "Search" }).getByText(/^No results for/)).toBeVisible()
})

test("an unlisted post and page: reachable by their URLs, with a banner, noindex and their last update, but in no blog list, tag or author page, neighbours' links, feed, sitemap or search", async ({ page }) => {
  expect((await gotoHydrated(page, site("/blog/2024/07/01/quiet-notes")))?.status()).toBe(200)
  const main = page.getByRole("main")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Notes shared by link")
  await expect(main.getByRole("note").filter({ hasText: "Unlisted page." })).toBeVisible()
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow")
  await expect(main.getByText(/^Last updated on Jul 15, 2024 by Fixture Writer$/)).toBeVisible()
  await expect(main.getByRole("navigation", { name: "Blog post page navigation" }).getByRole("link")).toHaveCount(0)

  await gotoHydrated(page, site("/blog"))
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(blogListTitles)
  // Its neighbours by date link past it.
  await gotoHydrated(page, site("/blog/2025/08/28/v0.1.2"))
  await expect(page.getByRole("main").getByRole("navigation", { name: "Blog post page navigation" })).not.toContainText("Notes shared by link")
  await gotoHydrated(page, site("/blog/authors/fixture-writer"))
  await expect(page.getByRole("main")).not.toContainText("Notes shared by link")
  // The tags list leaves out a tag only unlisted posts carry; the tag's page stays, listing no post.
  await gotoHydrated(page, site("/blog/tags"))
  await expect(page.getByRole("main").getByRole("link", { name: "Releases" })).toBeVisible()
  await expect(page.getByRole("main").getByRole("link", { name: "Quiet notes" })).toHaveCount(0)

  expect((await gotoHydrated(page, site("/quiet-page")))?.status()).toBe(200)
  await expect(page.getByRole("main").getByRole("note").filter({ hasText: "Unlisted page." })).toBeVisible()
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow")
  await expect(page.getByRole("main").getByText(/^Last updated on Jul 20, 2024$/)).toBeVisible()
  await gotoHydrated(page, site("/sponsor"))
  await expect(page.locator('head meta[name="robots"]')).toHaveCount(0)

  const sitemap = await (await page.request.get(site("/sitemap-0.xml"))).text()
  expect(sitemap).toContain("/blog/2024/05/01/welcome</loc>")
  expect(sitemap).not.toContain("quiet-notes")
  expect(sitemap).not.toContain("quiet-page")
  const rss = await (await page.request.get(site("/blog/rss.xml"))).text()
  expect(rss).toContain("A folder post")
  expect(rss).not.toContain("Notes shared by link")

  await openSearch(page)
  await searchFor(page, "jeremejevite")
  await expect(page.getByRole("dialog", { name: "Search" }).getByText(/^No results for/)).toBeVisible()
  await searchFor(page, "painite")
  await expect(page.getByRole("dialog", { name: "Search" }).getByText(/^No results for/)).toBeVisible()
})

test("search in Docusaurus' layout follows the version read: docs results come from that version alone", async ({ page }) => {
  const docsHrefs = () =>
    listbox(page, "User Manual")
      .getByRole("option")
      .evaluateAll(elements => elements.map(element => element.getAttribute("href") ?? ""))
  await gotoHydrated(page, site("/docs/0.9/intro"))
  await openSearch(page)
  await searchFor(page, "fixture introduction")
  await expect(listbox(page, "User Manual").getByRole("option").first()).toHaveAttribute("href", `${prefix}/docs/0.9/intro`)
  for (const href of await docsHrefs()) expect(href.startsWith(`${prefix}/docs/0.9/`), href).toBe(true)

  await gotoHydrated(page, site("/docs/next/intro"))
  await openSearch(page)
  await searchFor(page, "fixture introduction")
  await expect(listbox(page, "User Manual").getByRole("option").first()).toHaveAttribute("href", `${prefix}/docs/next/intro`)
  for (const href of await docsHrefs()) expect(href.startsWith(`${prefix}/docs/next/`), href).toBe(true)
})
