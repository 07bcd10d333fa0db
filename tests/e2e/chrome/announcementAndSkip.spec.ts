import { expect, test } from "@playwright/test"
import { gotoHydrated } from "../support/hydrated"
import { recordRootAttributesAtDomContentLoaded, rootAttributesAtDomContentLoaded, seedStorage, storageValue } from "./support"

const bar = (page: import("@playwright/test").Page) => page.getByRole("region", { name: "Announcement" })

test.describe("announcement bar", () => {
  test("shows the configured announcement and stays closed once closed", async ({ page }) => {
    await gotoHydrated(page, "/")
    await expect(bar(page)).toContainText("Rsvim 0.1.2 is out")
    await expect(bar(page).getByRole("link", { name: "Read the release notes" })).toHaveAttribute("href", "/blog/2025/08/28/v0.1.2")
    await bar(page).getByRole("button", { name: "Close" }).click()
    await expect(bar(page)).toHaveCount(0)
    expect(JSON.parse((await storageValue(page, "rsvim.announcement"))!)).toEqual({ id: "release-0.1.2", dismissed: true })
    await recordRootAttributesAtDomContentLoaded(page)
    await page.reload()
    expect(await rootAttributesAtDomContentLoaded(page)).toMatchObject({ announcementDismissed: "true" })
    await expect(bar(page)).toHaveCount(0)
    await gotoHydrated(page, "/docs/manual/installation")
    await expect(bar(page)).toHaveCount(0)
  })

  test("stays hidden before hydration too (no flash)", async ({ page, context }) => {
    await seedStorage(context, { "rsvim.announcement": '{"id":"release-0.1.2","dismissed":true}' })
    await page.route(/\.js(\?|$)/, route => route.abort())
    await page.goto("/")
    await expect(page.getByText("Rsvim 0.1.2 is out")).toBeHidden()
  })

  test("a new announcement id shows the bar again", async ({ page, context }) => {
    await seedStorage(context, { "rsvim.announcement": '{"id":"an-older-announcement","dismissed":true}' })
    await gotoHydrated(page, "/")
    await expect(bar(page)).toBeVisible()
  })

  test("garbage in storage is removed and the bar shows", async ({ page, context }) => {
    await seedStorage(context, { "rsvim.announcement": "dismissed" })
    await gotoHydrated(page, "/")
    await expect(bar(page)).toBeVisible()
    expect(await storageValue(page, "rsvim.announcement")).toBeNull()
  })
})

test.describe("skip link", () => {
  test("is the first tab stop and moves focus to the main content", async ({ page }) => {
    await gotoHydrated(page, "/docs/manual/installation")
    await page.keyboard.press("Tab")
    const skip = page.getByRole("link", { name: "Skip to main content" })
    await expect(skip).toBeFocused()
    await expect(skip).toBeInViewport()
    await page.keyboard.press("Enter")
    await expect(page.getByRole("main")).toBeFocused()
    await expect(page).toHaveURL(/\/docs\/manual\/installation$/)
    // The next Tab continues inside the main content, past the navbar.
    await page.keyboard.press("Tab")
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest("main")))).toBe(true)
  })

  for (const width of [375]) {
    test(`is the first tab stop on mobile too (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      await gotoHydrated(page, "/")
      await page.keyboard.press("Tab")
      await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused()
    })
  }
})
