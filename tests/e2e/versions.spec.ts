import { expect, test, type Page } from "@playwright/test"

const sidebarLinks = (page: Page) => page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link")

test("each version's manual sidebar holds exactly its pages", async ({ page }) => {
  await page.goto("/docs/manual/get_started")
  await expect(sidebarLinks(page)).toHaveText([
    "Get Started",
    "Installation",
    "Basic Usage",
    /First Steps/,
    "Command Line Interface",
    "Exit",
    "Initialization",
    "Help Manual",
    "Configuration",
  ])
  await page.goto("/docs/next/manual/get_started")
  await expect(sidebarLinks(page)).toHaveText([
    "Get Started",
    "Installation",
    "Basic Usage",
    /First Steps/,
    "Command Line Interface",
    "Exit",
    "Initialization",
    "Configuration",
    /Simple Package/,
    /npm Package/i,
    /Multiple Files/,
    /Further Reading/,
  ])
  await page.goto("/docs/0.1.0/manual/get_started")
  await expect(sidebarLinks(page)).toHaveText(["Get Started"])
})

test("the sidebar marks the current page and stays within its version", async ({ page }) => {
  await page.goto("/docs/next/manual/installation")
  const current = page.getByRole("navigation", { name: "Docs sidebar" }).locator('[aria-current="page"]')
  await expect(current).toHaveText("Installation")
  await sidebarLinks(page).filter({ hasText: "Exit" }).click()
  await expect(page).toHaveURL(/\/docs\/next\/manual\/command_line_interface\/exit$/)
})

for (const [root, first] of [
  ["/docs", "/docs/manual/get_started"],
  ["/docs/next", "/docs/next/manual/get_started"],
  ["/docs/0.1.0", "/docs/0.1.0/manual/get_started"],
]) {
  test(`${root} redirects to its first manual page`, async ({ page }) => {
    await page.goto(root)
    await expect(page).toHaveURL(new RegExp(`${first.replace(/\./g, "\\.")}$`))
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get Started")
  })
}

for (const missing of [
  "/docs/0.1.0/manual/installation",
  "/docs/next/manual/command_line_interface/help_manual",
  "/docs/manual/configuration/npm_package",
  "/docs/0.1.0/manual/configuration",
]) {
  test(`${missing} is not part of that version (404)`, async ({ page }) => {
    const response = await page.goto(missing)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found")
  })
}

test("unreleased and old versions say so and point to the latest", async ({ page }) => {
  await page.goto("/docs/next/manual/installation")
  await expect(page.getByRole("note")).toContainText("unreleased documentation")
  await page.goto("/docs/0.1.0/manual/get_started")
  await expect(page.getByRole("note")).toContainText("no longer actively maintained")
  await page.getByRole("note").getByRole("link").click()
  await expect(page).toHaveURL(/\/docs\/manual\/get_started$/)
  await expect(page.getByRole("note")).toHaveCount(0)
})

test("the navbar's docs links follow the version being read", async ({ page }) => {
  await page.goto("/docs/next/manual/installation")
  const nav = page.getByRole("navigation", { name: "Main" })
  await expect(nav.getByRole("link", { name: "User Manual" })).toHaveAttribute("href", "/docs/next/manual/get_started")
  await expect(nav.getByRole("link", { name: "API References" })).toHaveAttribute("href", "/docs/next/api/introduction")
})
