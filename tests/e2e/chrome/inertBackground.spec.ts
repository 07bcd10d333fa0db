/**
 * While the search modal or the mobile menu is open, the page behind it is
 * out of reach: inert (out of the accessibility tree, unfocusable, not
 * clickable), and back as it was, with focus on the opener, once it closes.
 */
import { expect, test, type Locator, type Page } from "@playwright/test"
import { gotoHydrated } from "../support/hydrated"

const menu = (page: Page) => page.getByRole("dialog", { name: "Navigation menu" })
const menuToggle = (page: Page) => page.getByRole("button", { name: "Toggle navigation bar" })
/** The menu's own contents (its first navigation): they show once its chunk and the modal behaviour are both in. */
const menuContents = (page: Page) => menu(page).getByRole("navigation").first()
const searchDialog = (page: Page) => page.getByRole("dialog", { name: "Search" })
const searchButton = (page: Page) => page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: /Search/ })
const announcement = (page: Page) => page.getByRole("region", { name: "Announcement" })

/** The controls of the page behind a dialog that a reader could otherwise reach. */
const background = {
  skipLink: "a[href='#main-content']",
  announcementClose: '[role="region"][aria-label="Announcement"] button',
  announcementLink: '[role="region"][aria-label="Announcement"] a',
  mainLink: "main a[href]",
  footerLink: "footer a[href]",
}

/** Whether each background control sits in an inert subtree. */
async function inertState(page: Page) {
  return page.evaluate(selectors => {
    const state: Record<string, boolean> = {}
    for (const [name, selector] of Object.entries(selectors)) state[name] = Boolean(document.querySelector(selector)?.closest("[inert]"))
    return state
  }, background)
}

const allInert = Object.fromEntries(Object.keys(background).map(name => [name, true]))
const noneInert = Object.fromEntries(Object.keys(background).map(name => [name, false]))

/** Buttons and links named `name` that Chromium exposes to assistive technology (inert ones are ignored). */
async function exposedControls(page: Page, name: string) {
  const session = await page.context().newCDPSession(page)
  const { nodes } = (await session.send("Accessibility.getFullAXTree")) as {
    nodes: { ignored: boolean; role?: { value: string }; name?: { value: string } }[]
  }
  await session.detach()
  return nodes.filter(node => !node.ignored && ["button", "link"].includes(node.role?.value ?? "") && node.name?.value === name).length
}

/** Tries to move focus to each background control directly; returns whether any of them took it. */
async function backgroundTakesFocus(page: Page) {
  return page.evaluate(selectors => {
    for (const selector of Object.values(selectors)) {
      const element = document.querySelector<HTMLElement>(selector)
      element?.focus()
      if (element && document.activeElement === element) return selector
    }
    return null
  }, background)
}

const focusInside = (layer: Locator) => layer.evaluate(element => element.contains(document.activeElement))

/** The checks every open layer must pass; `layer` is the dialog. */
async function expectPageBehindInert(page: Page, layer: Locator) {
  await expect(announcement(page)).toBeAttached()
  // The layer's effects make the page inert just after it paints, so wait for them rather than race them.
  await expect.poll(() => inertState(page)).toEqual(allInert)
  // The announcement's Close is no longer the first "Close" a screen reader finds.
  expect(await exposedControls(page, "Close")).toBe(0)
  expect(await exposedControls(page, "Skip to main content")).toBe(0)
  expect(await backgroundTakesFocus(page)).toBeNull()
  expect(await focusInside(layer)).toBe(true)
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press("Tab")
    expect(await focusInside(layer)).toBe(true)
  }
  await page.keyboard.press("Shift+Tab")
  expect(await focusInside(layer)).toBe(true)
}

/**
 * Nothing of the page behind answers a pointer while the layer is open: the
 * point where the announcement's Close shows hits the layer, and a click
 * there leaves the announcement (and the page) alone.
 */
async function expectClickOnBackgroundIgnored(page: Page, layerRoot: string) {
  const box = (await page.locator(background.announcementClose).boundingBox())!
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
  const hit = await page.evaluate(({ x, y, root }) => {
    const element = document.elementFromPoint(x, y)
    return { inLayer: Boolean(element?.closest(root)), inAnnouncement: Boolean(element?.closest('[role="region"]')) }
  }, { ...point, root: layerRoot })
  expect(hit).toEqual({ inLayer: true, inAnnouncement: false })
  const url = page.url()
  await page.mouse.click(point.x, point.y)
  await expect(announcement(page)).toBeVisible()
  await expect(page).toHaveURL(url)
}

async function expectPageRestored(page: Page, opener: Locator) {
  await expect(opener).toBeFocused()
  expect(await inertState(page)).toEqual(noneInert)
  expect(await page.evaluate(() => document.querySelectorAll("[inert]").length)).toBe(0)
  expect(await exposedControls(page, "Close")).toBe(1)
}

test.describe("the page behind the mobile menu", () => {
  test.use({ viewport: { width: 375, height: 800 } })

  for (const path of ["/docs/manual/installation", "/blog/2025/08/28/v0.1.2", "/"]) {
    test(`on ${path} is inert while the menu is open and restored when it closes`, async ({ page }) => {
      await gotoHydrated(page, path)
      expect(await inertState(page)).toEqual(noneInert)
      await menuToggle(page).click()
      await expect(menuContents(page)).toBeVisible()
      await expectPageBehindInert(page, menu(page))
      await page.keyboard.press("Escape")
      await expect(menu(page)).toBeHidden()
      await expectPageRestored(page, menuToggle(page))
    })
  }

  test("a click where the announcement's Close shows does not reach it", async ({ page }) => {
    await gotoHydrated(page, "/docs/manual/installation")
    await menuToggle(page).click()
    await expect(menu(page).getByRole("link").first()).toBeVisible()
    // The backdrop takes the click (and closes the menu).
    await expectClickOnBackgroundIgnored(page, '[data-testid="mobile-menu-backdrop"], [role="dialog"]')
    await expect(menu(page)).toBeHidden()
    expect(await page.evaluate(() => document.querySelectorAll("[inert]").length)).toBe(0)
  })

  test("the close button restores the page and focuses the toggle", async ({ page }) => {
    await gotoHydrated(page, "/sponsor")
    await menuToggle(page).click()
    await expect(menuContents(page)).toBeVisible()
    expect(await inertState(page)).toEqual(allInert)
    await menu(page).getByRole("button", { name: "Close navigation bar" }).click()
    await expect(menu(page)).toBeHidden()
    await expectPageRestored(page, menuToggle(page))
  })

  test("search opened over the menu makes the menu inert too; closing both restores everything", async ({ page }) => {
    await gotoHydrated(page, "/docs/manual/installation")
    await menuToggle(page).click()
    // The menu's contents, not its header's logo link: they show once the modal behaviour is in, so the
    // search layer opened next is modal from its first frame (before that it becomes modal when the behaviour arrives).
    await expect(menuContents(page)).toBeVisible()
    await page.keyboard.press("/")
    await expect(searchDialog(page)).toBeVisible()
    expect(await menu(page).evaluate(element => Boolean(element.closest("[inert]")))).toBe(true)
    await page.keyboard.press("Escape")
    await expect(searchDialog(page)).toHaveCount(0)
    await expect(menu(page)).toBeHidden()
    expect(await page.evaluate(() => document.querySelectorAll("[inert]").length)).toBe(0)
    expect(await inertState(page)).toEqual(noneInert)
  })
})

for (const width of [375, 1280]) {
  test.describe(`the page behind the search modal at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } })

    test("is inert while the modal is open and restored when it closes", async ({ page }) => {
      await gotoHydrated(page, "/docs/manual/installation")
      await searchButton(page).click()
      await expect(searchDialog(page).getByRole("combobox")).toBeFocused()
      await expectPageBehindInert(page, searchDialog(page))
      await page.keyboard.press("Escape")
      await expect(searchDialog(page)).toHaveCount(0)
      await expectPageRestored(page, searchButton(page))
    })

    test("a click where the announcement's Close shows does not reach it", async ({ page }) => {
      await gotoHydrated(page, "/docs/manual/installation")
      await searchButton(page).click()
      await expect(searchDialog(page).getByRole("combobox")).toBeFocused()
      // The modal (or its backdrop, which then closes it) takes the click.
      await expectClickOnBackgroundIgnored(page, ':has(> [role="dialog"])')
      if (await searchDialog(page).count()) await page.keyboard.press("Escape")
      await expect(searchDialog(page)).toHaveCount(0)
      expect(await page.evaluate(() => document.querySelectorAll("[inert]").length)).toBe(0)
    })
  })
}

test.describe("where the browser has no inert", () => {
  test.use({ viewport: { width: 375, height: 800 } })
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      delete (HTMLElement.prototype as { inert?: boolean }).inert
    })
  })

  for (const layer of ["menu", "search"] as const) {
    test(`the ${layer}: the page behind is aria-hidden and focus stays inside; both undone on close`, async ({ page }) => {
      await gotoHydrated(page, "/docs/manual/installation")
      const hiddenBefore = await page.evaluate(() => document.querySelectorAll('[aria-hidden="true"]').length)
      const opener = layer === "menu" ? menuToggle(page) : searchButton(page)
      const dialog = layer === "menu" ? menu(page) : searchDialog(page)
      await opener.click()
      await expect(dialog.getByRole("link").or(dialog.getByRole("combobox")).first()).toBeVisible()
      const hidden = () =>
        page.evaluate(selectors => {
          const state: Record<string, boolean> = {}
          for (const [name, selector] of Object.entries(selectors)) state[name] = Boolean(document.querySelector(selector)?.closest('[aria-hidden="true"]'))
          return state
        }, background)
      await expect.poll(hidden).toEqual(allInert)
      expect(await exposedControls(page, "Close")).toBe(0)
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press("Tab")
        expect(await focusInside(dialog)).toBe(true)
      }
      await page.keyboard.press("Escape")
      await expect(dialog).toHaveCount(0)
      await expect(opener).toBeFocused()
      expect(await page.evaluate(() => document.querySelectorAll('[aria-hidden="true"]').length)).toBe(hiddenBefore)
    })
  }
})
