/**
 * While the search modal or the mobile menu is open, the page behind does not
 * scroll, and it does not shift sideways when its scrollbar goes away (the
 * body is padded by the scrollbar's width).
 */
import { expect, test, type Page } from "@playwright/test"
import { chromiumArgs, findChromium } from "../support/browser"
import { gotoHydrated } from "../support/hydrated"

// Headless Chromium hides scrollbars unless told not to; these tests need a real one.
test.use({ launchOptions: { executablePath: findChromium(), args: chromiumArgs, ignoreDefaultArgs: ["--hide-scrollbars"] } })

const menu = (page: Page) => page.getByRole("dialog", { name: "Navigation menu" })
const menuToggle = (page: Page) => page.getByRole("button", { name: "Toggle navigation bar" })
/** The menu's own contents: they show once its chunk and the modal behaviour are both in. */
const menuContents = (page: Page) => menu(page).getByRole("navigation").first()
const searchDialog = (page: Page) => page.getByRole("dialog", { name: "Search" })

test.describe("the page behind a layer at 800 px", () => {
  test.use({ viewport: { width: 800, height: 600 } })

  /** Where the page's content and the navbar's right end sit, and how far the page is scrolled. */
  const pageGeometry = (page: Page) =>
    page.evaluate(() => ({
      main: Math.round(document.querySelector("main")!.getBoundingClientRect().right),
      navbar: Math.round(document.querySelector("nav")!.getBoundingClientRect().right),
      scrollY: window.scrollY,
    }))

  for (const layer of ["menu", "search"] as const) {
    test(`the ${layer} keeps the page from scrolling and from shifting when its scrollbar goes`, async ({ page }) => {
      await gotoHydrated(page, "/docs/manual/installation")
      await page.mouse.wheel(0, 300)
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300)
      expect(await page.evaluate(() => window.innerWidth - document.documentElement.clientWidth)).toBeGreaterThan(0)
      const before = await pageGeometry(page)

      const dialog = layer === "menu" ? menu(page) : searchDialog(page)
      // From the keyboard: a click would first scroll the page to the (hidden, sticky) navbar's button.
      if (layer === "menu") {
        await menuToggle(page).evaluate((toggle: HTMLElement) => toggle.focus({ preventScroll: true }))
        await page.keyboard.press("Enter")
      } else {
        await page.keyboard.press("Control+k")
      }
      await expect(layer === "menu" ? menuContents(page) : dialog.getByRole("combobox")).toBeVisible()
      // The scrollbar is gone, and nothing moved sideways into its room.
      expect(await page.evaluate(() => window.innerWidth - document.documentElement.clientWidth)).toBe(0)
      expect(await pageGeometry(page)).toEqual(before)
      // The wheel over the backdrop does not scroll the page behind.
      await page.mouse.move(790, 300)
      await page.mouse.wheel(0, 400)
      await page.waitForTimeout(200)
      expect(await pageGeometry(page)).toEqual(before)

      await page.keyboard.press("Escape")
      await expect(dialog).toHaveCount(0)
      expect(await page.evaluate(() => document.body.getAttribute("style") ?? "")).toBe("")
      expect(await pageGeometry(page)).toEqual(before)
    })
  }
})
