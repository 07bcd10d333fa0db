import { expect, test, type Locator, type Page } from "@playwright/test"
import { searchButton, searchDialog, searchInput } from "../search/support"
import { clickWithoutHover, expectHydrated, focusAndPress, gotoPaintedWithHeldScripts, isHydrated, tap } from "../support/firstAction"

/**
 * Every control answers the reader's first action, taken at first paint while
 * every script is still held back: a touch tap at 375 px, a click with no
 * pointer movement before it at 1280 px, and the keyboard. The action is held
 * (src/theme/earlyActions.ts) and takes effect once the page's code is in,
 * exactly once: toggles are checked a moment after hydration, when a second
 * replay would have switched them back.
 */
/** A docs page with every kind of control: tabs of a group, code blocks, sidebar categories, the announcement. */
const docsPagePath = "/docs/manual/installation"

interface Control {
  name: string
  /** What a click or tap acts on. */
  target(page: Page): Locator
  /** What the keyboard acts on, and the key (defaults: the target, Enter). */
  keyTarget?(page: Page): Locator
  key?: string
  effect(page: Page): Promise<void>
  /** At 375 px the control is in the mobile menu, so a tap there is not a first action. */
  desktopOnly?: boolean
}

const storageValue = (page: Page, key: string) => page.evaluate(name => localStorage.getItem(name), key)
const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" })
const sidebar = (page: Page) => page.getByRole("navigation", { name: "Docs sidebar" })

const controls: Control[] = [
  {
    name: "a tab of a group",
    target: page => page.getByRole("tab", { name: "Windows" }).first(),
    // ← from the first tab wraps round to the last.
    keyTarget: page => page.getByRole("tab", { name: "Linux" }).first(),
    key: "ArrowLeft",
    async effect(page) {
      for (const windows of await page.getByRole("tab", { name: "Windows" }).all()) await expect(windows).toHaveAttribute("aria-selected", "true")
      expect(await storageValue(page, "rsvim.tabs.os")).toBe("windows")
    },
  },
  {
    name: "the docs sidebar's hide button",
    target: page => page.getByRole("button", { name: "Collapse sidebar" }),
    desktopOnly: true,
    async effect(page) {
      await expect(page.getByRole("button", { name: "Expand sidebar" })).toBeVisible()
      await expect(sidebar(page)).toBeHidden()
      expect(await storageValue(page, "rsvim.docs.sidebarHidden")).toBe("true")
    },
  },
  {
    name: "a sidebar category's caret",
    target: page => sidebar(page).getByRole("button", { name: 'Toggle category "Command Line Interface"' }),
    key: " ",
    desktopOnly: true,
    async effect(page) {
      await expect(sidebar(page).getByRole("button", { name: 'Toggle category "Command Line Interface"' })).toHaveAttribute("aria-expanded", "false")
    },
  },
  {
    name: "the announcement's close button",
    target: page => page.getByRole("region", { name: "Announcement" }).getByRole("button", { name: "Close" }),
    async effect(page) {
      await expect(page.getByRole("region", { name: "Announcement" })).toBeHidden()
      expect(await storageValue(page, "rsvim.announcement")).toContain('"dismissed":true')
    },
  },
  {
    name: "a copy button",
    target: page => page.getByRole("button", { name: "Copy code to clipboard" }).first(),
    async effect(page) {
      await expect(page.locator("[data-copy-code]").first()).toHaveAttribute("data-status", "copied")
      expect(await page.evaluate(() => navigator.clipboard.readText())).toContain("TARGET=x86_64-unknown-linux-gnu")
    },
  },
  {
    name: "the version dropdown",
    target: page => mainNav(page).getByRole("button", { name: "0.1.2" }),
    desktopOnly: true,
    async effect(page) {
      await expect(mainNav(page).getByRole("button", { name: "0.1.2" })).toHaveAttribute("aria-expanded", "true")
      await expect(mainNav(page).getByRole("link", { name: "Next" })).toBeVisible()
    },
  },
  {
    name: "the colour-mode toggle",
    target: page => page.getByRole("button", { name: "Switch to dark mode" }),
    desktopOnly: true,
    async effect(page) {
      await expect(page.locator("html")).toHaveAttribute("data-theme", "dark")
      expect(await storageValue(page, "rsvim.colorMode")).toBe("dark")
    },
  },
  {
    name: "the Search button",
    target: searchButton,
    async effect(page) {
      await expect(searchDialog(page)).toBeVisible()
      await expect(searchInput(page)).toBeFocused()
    },
  },
  {
    name: "the menu button",
    target: page => page.getByRole("button", { name: "Toggle navigation bar" }),
    async effect(page) {
      await expect(page.getByRole("dialog", { name: "Navigation menu" })).toBeVisible()
      await expect(page.getByRole("button", { name: "Toggle navigation bar" })).toHaveAttribute("aria-expanded", "true")
    },
  },
  {
    name: "a link to another page",
    target: page => page.getByRole("main").getByRole("link", { name: "First Steps in Rsvim" }),
    async effect(page) {
      await expect(page).toHaveURL(/\/docs\/manual\/basic_usage\/first_steps_in_rsvim$/)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("First Steps in Rsvim")
      // A client-side navigation: the document, and what the test left on it, stayed.
      expect(await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(true)
    },
  },
]

/** Runs `act` at first paint, then checks the effect once the code is in, and again a moment later. */
async function firstAction(page: Page, control: Control, act: () => Promise<void>) {
  await gotoPaintedWithHeldScripts(page, docsPagePath)
  await page.evaluate(() => ((window as Window & { sameDocument?: boolean }).sameDocument = true))
  await act()
  expect(await isHydrated(page)).toBe(false)
  await expectHydrated(page)
  await control.effect(page)
  await page.waitForTimeout(300)
  await control.effect(page)
}
test.describe("click with no hover, 1280 px", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] })
  for (const control of controls.filter(control => control.name !== "the menu button")) {
    test(`${control.name} answers the first click`, async ({ page }) => {
      await firstAction(page, control, () => clickWithoutHover(page, control.target(page)))
    })
  }
})

test.describe("keyboard, 1280 px", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] })
  for (const control of controls.filter(control => control.name !== "the menu button")) {
    test(`${control.name} answers the first key`, async ({ page }) => {
      await firstAction(page, control, () => focusAndPress(page, (control.keyTarget ?? control.target)(page), control.key ?? "Enter"))
    })
  }
})

test.describe("touch, 375 px", () => {
  test.use({ viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true, permissions: ["clipboard-read", "clipboard-write"] })
  for (const control of controls.filter(control => !control.desktopOnly)) {
    test(`${control.name} answers the first tap`, async ({ page }) => {
      await firstAction(page, control, () => tap(control.target(page)))
    })
  }
})

test("a version chosen in the dropdown at first paint is remembered: User Manual then opens that version", async ({ page }) => {
  await gotoPaintedWithHeldScripts(page, docsPagePath)
  await clickWithoutHover(page, mainNav(page).getByRole("button", { name: "0.1.2" }))
  await expectHydrated(page)
  await clickWithoutHover(page, mainNav(page).getByRole("link", { name: "Next" }))
  await expect(page).toHaveURL(/\/docs\/next\/manual\/installation$/)
  expect(await storageValue(page, "rsvim.docs.preferredVersion")).toBe("next")
  await mainNav(page).getByRole("link", { name: "User Manual" }).click()
  await expect(page).toHaveURL(/\/docs\/next\/manual\/get_started$/)
})
