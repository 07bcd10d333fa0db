import { expect, test } from "@playwright/test"
import { gotoHydrated } from "../support/hydrated"

test.describe("code blocks", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] })

  test("show a title, highlight the lines named in the meta, and copy with feedback", async ({ page }) => {
    await gotoHydrated(page, "/docs/manual/configuration")
    // ```ts title="rsvim.ts" {1-2}: the two import lines are marked.
    const block = page.locator(".code-block").filter({ hasText: 'import { setupDisplay } from "./display.ts";' })
    await expect(block.getByText("rsvim.ts", { exact: true })).toBeVisible()
    await expect(block.locator(".highlighted-line")).toHaveCount(2)
    await expect(block.locator(".highlighted-line").first()).toContainText("import { setupDisplay }")
    await expect(block.locator(".highlighted-line").nth(1)).toContainText("import setupIndent")
    const copy = block.getByRole("button", { name: "Copy code to clipboard" })
    await block.hover()
    await copy.click()
    await expect(block.getByRole("button", { name: "Copied" })).toBeVisible()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied).toBe('import { setupDisplay } from "./display.ts";\nimport setupIndent from "./indent.js";\n\nsetupDisplay();\nsetupIndent(2);')
    await expect(block.getByRole("button", { name: "Copy code to clipboard" })).toBeVisible({ timeout: 4000 })
  })

  test("highlight bash, PowerShell, TypeScript, JavaScript and JSON", async ({ page }) => {
    await gotoHydrated(page, "/docs/manual/configuration")
    for (const language of ["bash", "powershell", "typescript", "javascript"]) {
      const block = page.locator(`pre.language-${language}`).first()
      await expect(block, language).toBeVisible()
      await expect(block.locator("code")).toHaveClass(new RegExp(`language-${language}`))
      expect(await block.locator("span.token:not(.plain)").count(), language).toBeGreaterThan(0)
    }
    await gotoHydrated(page, "/docs/next/api/introduction")
    expect(await page.locator("pre.language-json span.token.property").count()).toBeGreaterThan(0)
  })

  test("highlight every language the spec lists somewhere on the site: Rust, Python and YAML too", async ({ page }) => {
    const pages: Record<string, string> = {
      rust: "/blog/2024/08/29/motivation",
      python: "/blog/2024/08/29/motivation",
      yaml: "/docs/next/manual/configuration/npm_package",
      json: "/docs/next/manual/configuration/npm_package",
      powershell: "/docs/manual/configuration",
      typescript: "/docs/manual/configuration",
      javascript: "/docs/manual/configuration",
    }
    for (const [language, url] of Object.entries(pages)) {
      await page.goto(url)
      const block = page.locator(`pre.language-${language}`).first()
      await expect(block, `${language} on ${url}`).toBeVisible()
      expect(await block.locator("span.token:not(.plain)").count(), language).toBeGreaterThan(0)
    }
    await page.goto("/blog/2024/08/29/motivation")
    await expect(page.locator("pre.language-rust")).toContainText("v8::Script::compile")
  })
})
