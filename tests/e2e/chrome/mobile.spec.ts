import { expect, test, type Page } from "@playwright/test"
import { gotoHydrated } from "../support/hydrated"
import { holdRequests } from "../support/holdRequests"
import { mobileWidths } from "./support"

const menu = (page: Page) => page.getByRole("dialog", { name: "Navigation menu" })
const toggle = (page: Page) => page.getByRole("button", { name: "Toggle navigation bar" })

for (const width of mobileWidths) {
  test.describe(`mobile navigation at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } })

    test("the navbar collapses into the toggle; the menu lists the sections", async ({ page }) => {
      await gotoHydrated(page, "/")
      const nav = page.getByRole("navigation", { name: "Main" })
      await expect(nav.getByRole("link", { name: "User Manual" })).toBeHidden()
      await expect(nav.getByRole("button", { name: "0.1.2", exact: true })).toBeHidden()
      await expect(toggle(page)).toHaveAttribute("aria-expanded", "false")
      await toggle(page).click()
      await expect(toggle(page)).toHaveAttribute("aria-expanded", "true")
      const main = menu(page).getByRole("navigation", { name: "Main menu" })
      await expect(main.getByRole("link")).toHaveText(["User Manual", "API References", "Blog", "Sponsor", ""])
      await expect(menu(page).getByRole("link", { name: "Rsvim source code on GitHub" })).toBeVisible()
      await menu(page).getByRole("button", { name: "Version: 0.1.2" }).click()
      await expect(main.getByRole("link", { name: "Next", exact: true })).toHaveAttribute("href", "/docs/next/manual/get_started")
      await main.getByRole("link", { name: "Blog" }).click()
      await expect(page).toHaveURL(/\/blog$/)
      await expect(menu(page)).toBeHidden()
    })

    test("Escape closes it even before the menu's modal behaviour has arrived, with focus still on the toggle", async ({ page }) => {
      // The modal behaviour (focus trap, inert page, its Escape) is a chunk fetched when a layer first opens.
      const release = await holdRequests(page, "**/modal-layer-*.js")
      await gotoHydrated(page, "/sponsor")
      await toggle(page).click()
      await expect(menu(page)).toBeVisible()
      await expect(toggle(page)).toBeFocused()
      await page.keyboard.press("Escape")
      await expect(menu(page)).toBeHidden()
      await expect(toggle(page)).toBeFocused()
      release()
    })

    test("Escape, the backdrop and the close button close it, returning focus to the toggle", async ({ page }) => {
      await gotoHydrated(page, "/sponsor")
      await toggle(page).click()
      await expect(menu(page)).toBeVisible()
      await page.keyboard.press("Escape")
      await expect(menu(page)).toBeHidden()
      await expect(toggle(page)).toBeFocused()

      await toggle(page).click()
      await expect(menu(page)).toBeVisible()
      const panel = await menu(page).boundingBox()
      await page.mouse.click(width - 10, 400)
      expect(panel!.x + panel!.width).toBeLessThan(width - 10)
      await expect(menu(page)).toBeHidden()

      await toggle(page).click()
      await menu(page).getByRole("button", { name: "Close navigation bar" }).click()
      await expect(menu(page)).toBeHidden()
      await expect(toggle(page)).toBeFocused()
    })

    test("focus stays inside the open menu", async ({ page }) => {
      await gotoHydrated(page, "/sponsor")
      await toggle(page).focus()
      await page.keyboard.press("Enter")
      await expect(menu(page).getByRole("link", { name: "User Manual" })).toBeVisible()
      const inside = () => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))
      expect(await inside()).toBe(true)
      for (let i = 0; i < 14; i++) {
        await page.keyboard.press("Tab")
        expect(await inside()).toBe(true)
      }
      for (let i = 0; i < 5; i++) {
        await page.keyboard.press("Shift+Tab")
        expect(await inside()).toBe(true)
      }
    })

    test("on a docs page the menu opens on the docs sidebar, with a way back to the main menu", async ({ page }) => {
      await gotoHydrated(page, "/docs/next/manual/installation")
      await toggle(page).click()
      const sidebar = menu(page).getByRole("navigation", { name: "Docs sidebar" })
      await expect(sidebar.locator('[aria-current="page"]')).toHaveText("Installation")
      await expect(sidebar.getByRole("link", { name: "Further Reading" })).toBeVisible()
      await menu(page).getByRole("button", { name: "Back to main menu" }).click()
      await expect(sidebar).toBeHidden()
      await expect(menu(page).getByRole("link", { name: "User Manual" })).toHaveAttribute("aria-current", "true")
      await expect(menu(page).getByRole("link", { name: "User Manual" })).toHaveAttribute("href", "/docs/next/manual/get_started")
      // Focus does not fall out of the menu with the Back button.
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true)
      await page.keyboard.press("Escape")
      await toggle(page).click()
      await menu(page).getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "Exit" }).click()
      await expect(page).toHaveURL(/\/docs\/next\/manual\/command_line_interface\/exit$/)
      await expect(menu(page)).toBeHidden()
    })

    test("on a blog page the menu opens on the recent posts", async ({ page }) => {
      await gotoHydrated(page, "/blog/2025/08/28/v0.1.2")
      await toggle(page).click()
      const posts = menu(page).getByRole("navigation", { name: "Blog recent posts navigation" })
      await expect(posts.getByRole("heading", { level: 2 })).toHaveText(["2025", "2024"])
      await expect(posts.locator('[aria-current="page"]')).toContainText("0.1.2")
    })
  })
}
