import { expect, test } from "@playwright/test"
import { gotoHydrated } from "./support/hydrated"

test("an unknown path shows the not-found page with HTTP 404", async ({ page }) => {
  const response = await page.goto("/docs/manual/no-such-page")
  expect(response?.status()).toBe(404)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found")
  await expect(page).toHaveTitle("Page Not Found | RSVIM")
  await page.getByRole("main").getByRole("link", { name: "home page" }).click()
  await expect(page).toHaveURL(/\/$/)
})

for (const [written, clean] of [
  ["/docs/manual/installation.html", "/docs/manual/installation"],
  ["/docs/manual/installation/index.html", "/docs/manual/installation"],
  ["/blog/index.html", "/blog"],
  ["/index.html", "/"],
]) {
  test(`${written} is normalised to ${clean} without a history entry`, async ({ page }) => {
    await page.goto("/sponsor")
    await page.goto(written)
    await expect(page).toHaveURL(new RegExp(`127\\.0\\.0\\.1:\\d+${clean.replace(/\./g, "\\.")}$`))
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Page Not Found")
    // replace(), not push(): going back lands on the page before, not on the .html address.
    await page.goBack()
    await expect(page).toHaveURL(/\/sponsor$/)
  })
}

test("the server answers old spellings of an address with a redirect to the page, never a 404 first", async ({ request }) => {
  for (const [written, clean] of [
    ["/docs/manual/installation.html", "/docs/manual/installation"],
    ["/docs/manual/installation/index.html", "/docs/manual/installation"],
    ["/docs//manual///installation?from=old", "/docs/manual/installation?from=old"],
    ["/docs/0.1.0.html", "/docs/0.1.0"],
  ]) {
    const response = await request.get(written, { maxRedirects: 0 })
    expect(response.status(), written).toBe(301)
    expect(new URL(response.headers()["location"]!, "http://host").pathname + new URL(response.headers()["location"]!, "http://host").search, written).toBe(clean)
  }
})

test("the build writes a host redirect file with each page's .html spelling", async ({ request }) => {
  const redirects = (await (await request.get("/_redirects")).text()).split("\n")
  expect(redirects).toContain("/docs/manual/installation.html /docs/manual/installation 301")
  expect(redirects).toContain("/blog.html /blog 301")
  expect(redirects.filter(line => line.startsWith("/404.html"))).toEqual([])
})

test("pages carry a per-page title, description and canonical URL", async ({ page }) => {
  await page.goto("/docs/manual/installation")
  await expect(page).toHaveTitle("Installation | RSVIM")
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", "https://rsvim.github.io/docs/manual/installation")
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{20,}/)
  await expect(page.locator("html")).toHaveAttribute("lang", "en")
})

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false })

  test("a docs page reads fully, every tab panel included", async ({ page }) => {
    await page.goto("/docs/manual/installation")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Installation")
    const panels = page.locator('[role="tabpanel"]')
    expect(await panels.count()).toBeGreaterThan(1)
    for (const panel of await panels.all()) await expect(panel).toBeVisible()
    await expect(page.getByRole("navigation", { name: "Docs sidebar" })).toBeVisible()
  })

  test("a version root still leads to its first page", async ({ page }) => {
    await page.goto("/docs/next")
    await expect(page).toHaveURL(/\/docs\/next\/manual\/get_started$/)
  })
})

test("tabs switch with the mouse and the arrow keys", async ({ page }) => {
  await gotoHydrated(page, "/docs/manual/installation")
  const tabs = page.getByRole("tablist").first().getByRole("tab")
  const count = await tabs.count()
  expect(count).toBeGreaterThan(1)
  await tabs.nth(1).click()
  await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true")
  await expect(page.getByRole("tabpanel").first()).toBeVisible()
  await page.keyboard.press("ArrowRight")
  await expect(tabs.nth(2 % count)).toBeFocused()
  await expect(tabs.nth(2 % count)).toHaveAttribute("aria-selected", "true")
})

test("tabs with one groupId switch together and keep the reader's choice on later pages", async ({ page }) => {
  await gotoHydrated(page, "/docs/manual/installation")
  const groups = page.getByRole("tablist")
  expect(await groups.count()).toBeGreaterThan(1)
  await groups.first().getByRole("tab", { name: "Windows" }).click()
  // The download tabs and the checksum tabs further down both show Windows now.
  for (const group of await groups.all()) await expect(group.getByRole("tab", { name: "Windows" })).toHaveAttribute("aria-selected", "true")
  expect(await page.evaluate(() => localStorage.getItem("rsvim.tabs.os"))).toBe("windows")
  // Another page with an "os" group opens on the same choice.
  await gotoHydrated(page, "/docs/manual/command_line_interface/initialization")
  await expect(page.getByRole("tablist").first().getByRole("tab", { name: "Windows" })).toHaveAttribute("aria-selected", "true")
})

test("code blocks are highlighted with Prism's language classes", async ({ page }) => {
  await page.goto("/docs/manual/configuration")
  const block = page.locator("pre.language-typescript").first()
  await expect(block).toBeVisible()
  await expect(block.locator("span.token").first()).toBeVisible()
  await expect(block.locator("code")).toHaveClass(/language-typescript/)
})

test("headings have stable ids and the table of contents links to them", async ({ page }) => {
  await page.goto("/docs/manual/installation")
  const toc = page.getByRole("navigation", { name: "On this page" })
  const first = toc.getByRole("link").first()
  const href = await first.getAttribute("href")
  expect(href).toMatch(/^#[a-z0-9-]+$/)
  await expect(page.locator(`h2${href}, h3${href}`)).toHaveCount(1)
})

test("a link in a page's text opens the linked page in the app, without loading a new document", async ({ page }) => {
  await gotoHydrated(page, "/docs/next/manual/get_started")
  const documents: string[] = []
  page.on("request", request => {
    if (request.resourceType() === "document") documents.push(request.url())
  })
  await page.getByRole("article").getByRole("link", { name: "installing" }).click()
  await expect(page).toHaveURL(/\/docs\/next\/manual\/installation$/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Installation")
  // The new body works as a first-loaded one does: its tabs switch.
  const tabList = page.getByRole("tablist").first()
  const secondTab = tabList.getByRole("tab").nth(1)
  await secondTab.click()
  await expect(secondTab).toHaveAttribute("aria-selected", "true")
  expect(documents).toEqual([])
  // Back returns to the page and the place it was left.
  await page.goBack()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get Started")
  expect(documents).toEqual([])
})
