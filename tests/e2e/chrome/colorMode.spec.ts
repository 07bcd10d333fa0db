import { expect, test } from "@playwright/test"
import { gotoHydrated, waitForHydration } from "../support/hydrated"
import { recordRootAttributesAtDomContentLoaded, rootAttributesAtDomContentLoaded, seedStorage, storageValue } from "./support"

const html = (page: import("@playwright/test").Page) => page.locator("html")

test.describe("colour mode", () => {
  // The OS asks for dark: the site still starts light (the system preference is not followed).
  test.use({ colorScheme: "dark" })

  test("is light by default and the toggle switches light ↔ dark", async ({ page }) => {
    await gotoHydrated(page, "/")
    await expect(html(page)).toHaveAttribute("data-theme", "light")
    const nav = page.getByRole("navigation", { name: "Main" })
    await nav.getByRole("button", { name: "Switch to dark mode" }).click()
    await expect(html(page)).toHaveAttribute("data-theme", "dark")
    expect(await storageValue(page, "rsvim.colorMode")).toBe("dark")
    await nav.getByRole("button", { name: "Switch to light mode" }).click()
    await expect(html(page)).toHaveAttribute("data-theme", "light")
    expect(await storageValue(page, "rsvim.colorMode")).toBe("light")
    await expect(page.locator("body")).toHaveCSS("background-color", "rgb(255, 255, 255)")
  })

  test("persists across reloads and is applied before the first paint", async ({ page }) => {
    await gotoHydrated(page, "/docs/manual/installation")
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Switch to dark mode" }).click()
    await recordRootAttributesAtDomContentLoaded(page)
    await page.reload()
    // At DOMContentLoaded React has not hydrated yet: the inline head script set the mode.
    await expect.poll(() => rootAttributesAtDomContentLoaded(page)).toMatchObject({ theme: "dark" })
    await waitForHydration(page)
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Switch to light mode" })).toBeVisible()
    await expect(page.locator("body")).toHaveCSS("background-color", "rgb(23, 25, 30)")
  })

  test("needs no site JavaScript bundle to apply (no flash while bundles load)", async ({ page, context }) => {
    await seedStorage(context, { "rsvim.colorMode": "dark" })
    await page.route(/\.js(\?|$)/, route => route.abort())
    await page.goto("/blog")
    await expect(html(page)).toHaveAttribute("data-theme", "dark")
    await expect(page.locator("body")).toHaveCSS("background-color", "rgb(23, 25, 30)")
  })

  test("code blocks switch palette with the page", async ({ page }) => {
    await gotoHydrated(page, "/docs/manual/configuration")
    const pre = page.locator("pre.language-typescript").first()
    const comment = pre.locator(".token.comment").first()
    // github's background in light mode, dracula's in dark (prism-react-renderer's themes).
    await expect(pre).toHaveCSS("background-color", "rgb(246, 248, 250)")
    const lightComment = await comment.evaluate(element => getComputedStyle(element).color)
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Switch to dark mode" }).click()
    await expect(pre).toHaveCSS("background-color", "rgb(40, 42, 54)")
    await expect(comment).not.toHaveCSS("color", lightComment)
  })

  test("garbage in storage falls back to light and is removed", async ({ page, context }) => {
    await seedStorage(context, { "rsvim.colorMode": "{\"mode\":\"dark\"}" })
    await gotoHydrated(page, "/")
    await expect(html(page)).toHaveAttribute("data-theme", "light")
    expect(await storageValue(page, "rsvim.colorMode")).toBeNull()
  })
})

test.describe("colour mode on mobile", () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test("the toggle sits in the mobile menu", async ({ page }) => {
    await gotoHydrated(page, "/")
    await page.getByRole("button", { name: "Toggle navigation bar" }).click()
    await page.getByRole("dialog", { name: "Navigation menu" }).getByRole("button", { name: "Switch to dark mode" }).click()
    await expect(html(page)).toHaveAttribute("data-theme", "dark")
  })
})
