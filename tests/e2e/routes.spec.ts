import { expect, test } from "@playwright/test"

/** Every route of the spec answers with its own content. */
const routes: { path: string; heading: string | RegExp; text?: string }[] = [
  { path: "/", heading: "RSVIM", text: "The Vim editor reinvented in Rust and TypeScript." },
  { path: "/blog", heading: "Blog" },
  { path: "/blog/2024/08/29/motivation", heading: /./ },
  { path: "/blog/2025/08/28/v0.1.2", heading: /0\.1\.2/ },
  { path: "/blog/archive", heading: "Archive" },
  { path: "/blog/authors", heading: "Authors", text: "Rsvim maintainers" },
  { path: "/blog/authors/rsvim-team", heading: "Rsvim maintainers", text: "2 posts" },
  { path: "/blog/tags", heading: "Tags", text: "Announcement" },
  { path: "/blog/tags/announcement", heading: '1 post tagged with "Announcement"' },
  { path: "/blog/tags/product", heading: '1 post tagged with "Product"' },
  { path: "/sponsor", heading: "Sponsor" },
  { path: "/docs/manual/get_started", heading: "Get Started" },
  { path: "/docs/manual/installation", heading: "Installation" },
  { path: "/docs/manual/basic_usage", heading: "Basic Usage" },
  { path: "/docs/manual/basic_usage/first_steps_in_rsvim", heading: /First Steps/ },
  { path: "/docs/manual/command_line_interface", heading: "Command Line Interface" },
  { path: "/docs/manual/command_line_interface/exit", heading: "Exit" },
  { path: "/docs/manual/command_line_interface/initialization", heading: "Initialization" },
  { path: "/docs/manual/command_line_interface/help_manual", heading: "Help Manual" },
  { path: "/docs/manual/configuration", heading: "Configuration" },
  { path: "/docs/api/introduction", heading: /Introduction/ },
  { path: "/docs/next/manual/configuration/simple_package", heading: /Simple Package/ },
  { path: "/docs/next/manual/configuration/npm_package", heading: /npm Package/i },
  { path: "/docs/next/manual/configuration/multiple_files", heading: /Multiple Files/ },
  { path: "/docs/next/manual/configuration/further_reading", heading: /Further Reading/ },
  { path: "/docs/next/api/introduction", heading: /Introduction/ },
  { path: "/docs/0.1.0/manual/get_started", heading: "Get Started" },
  { path: "/docs/0.1.0/api/introduction", heading: /Introduction/ },
]

for (const route of routes) {
  test(`${route.path} shows its content`, async ({ page }) => {
    const response = await page.goto(route.path)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.heading)
    if (route.text) await expect(page.getByRole("main")).toContainText(route.text)
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible()
    await expect(page.getByRole("contentinfo")).toContainText("Copyright © 2024 Rsvim")
  })
}

test("the blog lists both posts, newest first, with excerpts and Read more", async ({ page }) => {
  await page.goto("/blog")
  const titles = page.getByRole("main").getByRole("article").getByRole("heading", { level: 2 })
  await expect(titles).toHaveCount(2)
  await expect(titles.nth(0)).toContainText("0.1.2")
  await expect(page.getByRole("link", { name: /^Read more about/ })).toHaveCount(2)
  const sidebar = page.getByRole("navigation", { name: "Blog recent posts navigation" })
  await expect(sidebar.getByRole("heading", { level: 2 })).toHaveText(["2025", "2024"])
  await page.getByRole("link", { name: /^Read more about/ }).nth(1).click()
  await expect(page).toHaveURL(/\/blog\/2024\/08\/29\/motivation$/)
})

test("a post shows its date, author link and tag, and links to the older post", async ({ page }) => {
  await page.goto("/blog/2025/08/28/v0.1.2")
  const main = page.getByRole("main")
  await expect(main.locator("time")).toHaveAttribute("datetime", "2025-08-28")
  await expect(main.getByRole("link", { name: "Rsvim maintainers" })).toHaveAttribute("href", "/blog/authors/rsvim-team")
  await expect(main.getByRole("list", { name: "Tags" }).getByRole("link")).toHaveText(["Announcement"])
  await page.getByRole("link", { name: /Older post/ }).click()
  await expect(page).toHaveURL(/\/blog\/2024\/08\/29\/motivation$/)
})

test("the navbar leads to the four sections", async ({ page }) => {
  await page.goto("/")
  const nav = page.getByRole("navigation", { name: "Main" })
  await expect(nav.getByRole("link", { name: "User Manual" })).toHaveAttribute("href", "/docs/manual/get_started")
  await expect(nav.getByRole("link", { name: "API References" })).toHaveAttribute("href", "/docs/api/introduction")
  await nav.getByRole("link", { name: "Blog" }).click()
  await expect(page).toHaveURL(/\/blog$/)
  await nav.getByRole("link", { name: "Sponsor" }).click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sponsor")
})

test("the home page calls to action into the manual", async ({ page }) => {
  await page.goto("/")
  // The two calls to action sit side by side with their labels on one line.
  const labelTop = (name: RegExp) =>
    page.getByRole("link", { name }).evaluate(link => {
      const range = document.createRange()
      range.selectNodeContents(link)
      return Math.round(range.getBoundingClientRect().top)
    })
  expect(await labelTop(/^Get started$/)).toBe(await labelTop(/^Install Rsvim/))
  await page.getByRole("link", { name: "Get started" }).click()
  await expect(page).toHaveURL(/\/docs\/manual\/get_started$/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get Started")
})
