import { expect, test, type Page } from "@playwright/test"
import { gotoHydrated, listbox, openSearch, searchFor } from "./search/support"

const apiSidebar = (page: Page) => page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link")

test("each version's API sidebar holds exactly the spec's pages", async ({ page }) => {
  // Hydrated before the category toggle below is clicked: a click on server HTML does nothing.
  await gotoHydrated(page, "/docs/api/introduction")
  await expect(apiSidebar(page)).toHaveText(["Introduction", "rsvim module", "Rsvim", "RsvimBuf", "RsvimCmd", "RsvimOpt", "RsvimRt", "web module", "GlobalThis"])
  await gotoHydrated(page, "/docs/next/api/introduction")
  // A nested category starts collapsed unless it holds the page being read; the reader opens it.
  const namespace = page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("button", { name: 'Toggle category "RsvimCmd namespace"' })
  await expect(namespace).toHaveAttribute("aria-expanded", "false")
  await expect(apiSidebar(page)).toHaveText(["Introduction", "rsvim module", "Rsvim", "RsvimBuf", "RsvimCmd", "RsvimCmd namespace", "RsvimOpt", "RsvimRt", "web module", "GlobalThis", "ImportMeta"])
  await namespace.click()
  await expect(namespace).toHaveAttribute("aria-expanded", "true")
  await expect(apiSidebar(page)).toHaveText([
    "Introduction",
    "rsvim module",
    "Rsvim",
    "RsvimBuf",
    "RsvimCmd",
    "RsvimCmd namespace",
    "CommandAttributes",
    "CommandCallback",
    "CommandDefinition",
    "CommandOptions",
    "RsvimOpt",
    "RsvimRt",
    "web module",
    "GlobalThis",
    "ImportMeta",
  ])
  // On a page inside the namespace, the category is open from the start, in the HTML itself.
  const response = await page.goto("/docs/next/api/rsvim/namespaces/RsvimCmd/type-aliases/CommandOptions")
  expect(await response!.text()).toContain('href="/docs/next/api/rsvim/namespaces/RsvimCmd/type-aliases/CommandAttributes"')
  await expect(apiSidebar(page).filter({ hasText: "CommandOptions" })).toHaveAttribute("aria-current", "page")
  await page.goto("/docs/0.1.0/api/introduction")
  await expect(apiSidebar(page)).toHaveText(["Introduction"])
})

test("0.1.2 documents classes and next interfaces, each at its own URL", async ({ page }) => {
  await page.goto("/docs/api/rsvim/classes/RsvimBuf")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("RsvimBuf")
  await expect(page.getByRole("main").getByText("Class", { exact: true })).toBeVisible()
  await page.goto("/docs/next/api/rsvim/interfaces/RsvimBuf")
  await expect(page.getByRole("main").getByText("Interface", { exact: true })).toBeVisible()
  for (const wrong of ["/docs/next/api/rsvim/classes/RsvimBuf", "/docs/api/rsvim/interfaces/RsvimBuf", "/docs/api/web/interfaces/ImportMeta"]) {
    expect((await page.goto(wrong))?.status(), wrong).toBe(404)
  }
})

test("a symbol page shows each member's parameters, returns, throws and examples as h4 sections in the table of contents", async ({ page }) => {
  await page.goto("/docs/api/rsvim/classes/RsvimBuf")
  const toc = page.getByRole("navigation", { name: "On this page" })
  await expect(toc.getByRole("link")).toHaveText([
    "Example",
    "Methods",
    "current",
    "Returns",
    "Example",
    "list",
    "Returns",
    "Example",
    "writeSync",
    "Parameters",
    "Returns",
    "Throws",
    "Example",
  ])
  // Every entry leads to a heading of the level the outline gives it: h2 groups, h3 members, h4 sections.
  const levels = await toc.getByRole("link").evaluateAll((links) =>
    links.map((link) => document.getElementById(decodeURIComponent(link.getAttribute("href")!.split("#")[1]))?.tagName ?? "missing"),
  )
  expect(levels).toEqual(["H2", "H2", "H3", "H4", "H4", "H3", "H4", "H4", "H3", "H4", "H4", "H4", "H4"])
  const writeSync = page.locator('section[aria-labelledby="writesync"]')
  await expect(writeSync.locator("pre.language-typescript").first()).toContainText("writeSync(bufId: number): number")
  await expect(writeSync.getByRole("heading", { level: 4 })).toHaveText(["Parameters#", "Returns#", "Throws#", "Example#"])
  await expect(writeSync.locator('section[aria-labelledby="writesync-parameters"]').getByRole("table")).toContainText("bufId")
  await expect(writeSync.locator('section[aria-labelledby="writesync-returns"]')).toContainText("The number of bytes written.")
  await expect(writeSync.locator('section[aria-labelledby="writesync-throws"]')).toContainText("when the buffer has no file name")
  await toc.getByRole("link", { name: "Throws" }).last().click()
  await expect(page).toHaveURL(/#writesync-throws$/)
  await expect(page.locator("h4#writesync-throws")).toBeInViewport()
  await expect(page.getByRole("link", { name: /rsvim\.d\.ts:\d+/ }).first()).toHaveAttribute("href", /github\.com\/rsvim\/rsvim\.github\.io\/blob\/main\/content\/docs\/0\.1\.2\/api\/rsvim\.d\.ts#L\d+/)
})

test("cross-links land on the member's anchor", async ({ page }) => {
  await page.goto("/docs/api/rsvim/classes/RsvimBuf")
  const link = page.locator("#writesync").locator("xpath=..").getByRole("link", { name: "RsvimBuf.current" })
  await link.click()
  await expect(page).toHaveURL(/\/docs\/api\/rsvim\/classes\/RsvimBuf#current$/)
  await expect(page.locator("h3#current")).toBeInViewport()
})

test("an API page has one title: its h1, its sidebar link, its tab title and its search hit", async ({ page }) => {
  await gotoHydrated(page, "/docs/next/api/rsvim/namespaces/RsvimCmd")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("RsvimCmd namespace")
  await expect(page).toHaveTitle(/^RsvimCmd namespace/)
  await expect(apiSidebar(page).and(page.locator('[aria-current="page"]'))).toHaveText("RsvimCmd namespace")
  await openSearch(page)
  await searchFor(page, "RsvimCmd")
  await expect(listbox(page, "API References").getByRole("option").filter({ hasText: "RsvimCmd namespace" }).first()).toBeVisible()
})

test("a namespace page lists its type aliases, which link back to it", async ({ page }) => {
  await page.goto("/docs/next/api/rsvim/namespaces/RsvimCmd")
  const main = page.getByRole("article")
  for (const name of ["CommandAttributes", "CommandCallback", "CommandDefinition", "CommandOptions"]) {
    await expect(main.getByRole("link", { name, exact: true })).toBeVisible()
  }
  await main.getByRole("link", { name: "CommandOptions", exact: true }).click()
  await expect(page).toHaveURL(/\/docs\/next\/api\/rsvim\/namespaces\/RsvimCmd\/type-aliases\/CommandOptions$/)
  await expect(page.getByRole("main").getByText("Type alias", { exact: true })).toBeVisible()
  await expect(page.locator("pre.language-typescript").first()).toContainText("type CommandOptions")
})

test("external types link to MDN and open safely", async ({ page }) => {
  await page.goto("/docs/next/api/web/interfaces/GlobalThis")
  const mdn = page.locator('a[href^="https://developer.mozilla.org/"]').first()
  await expect(mdn).toBeVisible()
  await expect(mdn).toHaveAttribute("rel", /noopener/)
})

test("module and namespace pages name their groups in plural English", async ({ page }) => {
  await page.goto("/docs/api/rsvim")
  await expect(page.getByRole("heading", { level: 2, name: "Classes" })).toBeVisible()
  await page.goto("/docs/next/api/rsvim")
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(["Namespaces#", "Interfaces#"])
  await page.goto("/docs/next/api/rsvim/namespaces/RsvimCmd")
  await expect(page.getByRole("heading", { level: 2, name: "Type aliases" })).toBeVisible()
  for (const url of ["/docs/api/rsvim", "/docs/next/api/rsvim", "/docs/next/api/web"]) {
    await page.goto(url)
    await expect(page.getByRole("main")).not.toContainText(/Classs|Interfacess|Namespacess|Type aliass/)
  }
})

test("module pages list their members with summaries", async ({ page }) => {
  await page.goto("/docs/api/rsvim")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("rsvim module")
  const main = page.getByRole("main")
  for (const name of ["Rsvim", "RsvimBuf", "RsvimCmd", "RsvimOpt", "RsvimRt"]) {
    await expect(main.locator("dt").getByRole("link", { name, exact: true })).toBeVisible()
  }
  await expect(main.locator("dd").first()).not.toBeEmpty()
})

test("search finds a member's section as a record of its own, leading to its h4", async ({ page }) => {
  await gotoHydrated(page, "/docs/api/rsvim/classes/RsvimBuf")
  await openSearch(page)
  await searchFor(page, "buffer has no file name")
  const hrefs = await listbox(page, "API References")
    .getByRole("option")
    .evaluateAll((elements) => elements.map((element) => element.getAttribute("href")))
  expect(hrefs).toContain("/docs/api/rsvim/classes/RsvimBuf#writesync-throws")
})
