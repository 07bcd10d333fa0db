import { expect, test } from "@playwright/test"
import { gotoHydrated } from "../support/hydrated"

test.describe("blog layout", () => {
  test("a post: recent posts by year with the post marked, metadata, newer/older links", async ({ page }) => {
    await gotoHydrated(page, "/blog/2024/08/29/motivation")
    const recent = page.getByRole("navigation", { name: "Blog recent posts navigation" })
    await expect(recent.getByRole("heading", { level: 2 })).toHaveText(["2025", "2024"])
    await expect(recent.locator('[aria-current="page"]')).toHaveAttribute("href", "/blog/2024/08/29/motivation")
    const main = page.getByRole("main")
    await expect(main.locator("time").first()).toHaveAttribute("datetime", "2024-08-29")
    await expect(main.getByText(/\d+ min read/).first()).toBeVisible()
    await expect(main.getByRole("link", { name: "Rsvim maintainers" })).toHaveAttribute("href", "/blog/authors/rsvim-team")
    await expect(main.getByRole("list", { name: "Tags" }).getByRole("link", { name: "Product" })).toHaveAttribute("href", "/blog/tags/product")
    const pager = page.getByRole("navigation", { name: "Blog post page navigation" })
    await expect(pager.getByRole("link", { name: /Older post/ })).toHaveCount(0)
    await pager.getByRole("link", { name: /Newer post/ }).click()
    await expect(page).toHaveURL(/\/blog\/2025\/08\/28\/v0\.1\.2$/)
  })

  test("list pages show excerpts and Read more", async ({ page }) => {
    await gotoHydrated(page, "/blog/tags/announcement")
    const summary = page.getByRole("main").getByRole("article")
    await expect(summary).toHaveCount(1)
    await expect(summary).toContainText("Today we are releasing Rsvim v0.1.2")
    await expect(summary).not.toContainText("Three modes") // the text after the truncate marker
    await summary.getByRole("link", { name: "Read more about Rsvim v0.1.2 Is Out" }).click()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rsvim v0.1.2 Is Out")
  })
})

test.describe("footer", () => {
  test("Reference, Community and More groups; external links open safely", async ({ page }) => {
    await gotoHydrated(page, "/")
    const footer = page.getByRole("contentinfo")
    await expect(footer.getByRole("heading", { level: 2 })).toHaveText(["Reference", "Community", "More"])
    const reference = footer.getByRole("region", { name: "Reference" })
    await expect(reference.getByRole("link")).toHaveText(["Vim help", "Neovim help", "Deno APIs", "WinterTC"])
    await expect(footer.getByRole("region", { name: "Community" }).getByRole("link")).toHaveText(["Discord"])
    await expect(footer.getByRole("region", { name: "More" }).getByRole("link")).toHaveText(["Blog", "RFC", "GitHub"])
    for (const link of await footer.getByRole("link").all()) {
      const href = (await link.getAttribute("href"))!
      if (href.startsWith("/")) continue
      await expect(link).toHaveAttribute("target", "_blank")
      await expect(link).toHaveAttribute("rel", "noopener noreferrer")
    }
    await expect(footer).toContainText("Copyright © 2024 Rsvim")
    await footer.getByRole("link", { name: "Blog" }).click()
    await expect(page).toHaveURL(/\/blog$/)
  })
})
