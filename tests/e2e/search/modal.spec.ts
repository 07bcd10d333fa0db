/** Opening and closing the search modal, its input, and where focus goes. */
import { expect, test } from "@playwright/test"
import { gotoHydrated, openSearch, options, searchButton, searchDialog, searchFor, searchInput, selectOption } from "./support"

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, "/docs/manual/installation")
})

test("the navbar's Search button shows the Ctrl K hint and opens the modal", async ({ page }) => {
  const button = searchButton(page)
  await expect(button).toHaveAccessibleName("Search")
  await expect(button).toContainText("Search")
  await expect(button.locator("kbd:visible")).toHaveText(["Ctrl", "K"])
  await expect(searchDialog(page)).toHaveCount(0)
  await button.click()
  await expect(searchDialog(page)).toBeVisible()
  await expect(searchDialog(page)).toHaveAttribute("aria-modal", "true")
  await expect(searchInput(page)).toBeFocused()
  await expect(searchInput(page)).toHaveAttribute("placeholder", "Search docs")
})

for (const shortcut of ["Control+k", "Meta+k"]) {
  test(`${shortcut} opens the modal anywhere and closes it again`, async ({ page }) => {
    await page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link").first().focus()
    await page.keyboard.press(shortcut)
    await expect(searchInput(page)).toBeFocused()
    await expect(searchInput(page)).toHaveValue("")
    await page.keyboard.press(shortcut)
    await expect(searchDialog(page)).toHaveCount(0)
  })
}

test('"/" opens the modal, but not while a text field has focus', async ({ page }) => {
  await page.keyboard.press("/")
  await expect(searchInput(page)).toBeFocused()
  // The key opened the modal; it was not typed into the query.
  await expect(searchInput(page)).toHaveValue("")
  await page.keyboard.press("Escape")
  await expect(searchDialog(page)).toHaveCount(0)

  await page.evaluate(() => {
    const field = document.createElement("input")
    field.setAttribute("aria-label", "Scratch field")
    document.getElementById("main-content")?.prepend(field)
  })
  const field = page.getByRole("textbox", { name: "Scratch field" })
  await field.focus()
  await page.keyboard.press("/")
  await expect(field).toHaveValue("/")
  await expect(searchDialog(page)).toHaveCount(0)
})

test("the selected text on the page becomes the initial query, cut to 64 characters", async ({ page }) => {
  const select = (selector: string) =>
    page.evaluate((css) => {
      const element = document.querySelector(css)!
      const range = document.createRange()
      range.selectNodeContents(element)
      const selection = window.getSelection()!
      selection.removeAllRanges()
      selection.addRange(range)
      return selection.toString().trim()
    }, selector)

  const heading = await select("main h1")
  expect(heading).toBe("Installation")
  await page.keyboard.press("Control+k")
  await expect(searchInput(page)).toHaveValue("Installation")
  await expect(options(page).first()).toBeVisible()
  await page.keyboard.press("Escape")

  const longText = await page.evaluate(() => {
    const paragraph = document.createElement("p")
    paragraph.id = "long-selection"
    paragraph.textContent = "Rsvim reads its configuration from a TypeScript or JavaScript file when the editor starts up."
    document.querySelector("main")?.append(paragraph)
    return paragraph.textContent
  })
  expect(longText.length).toBeGreaterThan(64)
  await select("#long-selection")
  await searchButton(page).click()
  await expect(searchInput(page)).toHaveValue(longText.slice(0, 64))
})

test("Escape closes the modal and focus returns where it was", async ({ page }) => {
  await openSearch(page)
  await page.keyboard.press("Escape")
  await expect(searchDialog(page)).toHaveCount(0)
  await expect(searchButton(page)).toBeFocused()

  const link = page.getByRole("main").getByRole("link").first()
  await link.focus()
  await page.keyboard.press("Control+k")
  await expect(searchInput(page)).toBeFocused()
  await page.keyboard.press("Escape")
  await expect(link).toBeFocused()
})

test("a click outside the dialog closes it; a click inside does not", async ({ page }) => {
  await openSearch(page)
  await searchDialog(page).click({ position: { x: 20, y: 100 } })
  await expect(searchDialog(page)).toBeVisible()
  const box = (await searchDialog(page).boundingBox())!
  await page.mouse.click(box.x / 2, box.y + box.height / 2)
  await expect(searchDialog(page)).toHaveCount(0)
  await expect(searchButton(page)).toBeFocused()
})

test("the input holds at most 64 characters; clear empties it and cancel closes", async ({ page }) => {
  await openSearch(page)
  const input = searchInput(page)
  await expect(input).toHaveAttribute("maxlength", "64")
  await input.pressSequentially("x".repeat(70))
  await expect(input).toHaveValue("x".repeat(64))

  const clear = searchDialog(page).getByRole("button", { name: "Clear the query" })
  await expect(clear).toBeVisible()
  await clear.click()
  await expect(input).toHaveValue("")
  await expect(input).toBeFocused()
  await expect(clear).toBeHidden()
  await expect(searchDialog(page).getByText("No recent searches")).toBeVisible()

  await searchDialog(page).getByRole("button", { name: "Cancel" }).click()
  await expect(searchDialog(page)).toHaveCount(0)
  await expect(searchButton(page)).toBeFocused()
})

test("selecting a result with the mouse goes to its URL and closes the modal", async ({ page }) => {
  await openSearch(page)
  await searchFor(page, "exit")
  await selectOption(page, options(page).first())
})

test("the footer names the keys: select, navigate, close", async ({ page }) => {
  await openSearch(page)
  const footer = searchDialog(page).getByRole("listitem").filter({ has: page.locator("kbd") })
  await expect(footer).toHaveCount(3)
  await expect(footer).toContainText(["to select", "to navigate", "to close"])
  await expect(footer.getByText("Enter key")).toBeAttached()
  await expect(footer.getByText("Escape key")).toBeAttached()
})

test("Tab stays inside the open dialog", async ({ page }) => {
  await openSearch(page)
  await searchFor(page, "buffer")
  for (let step = 0; step < 8; step++) {
    await page.keyboard.press("Tab")
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true)
  }
  for (let step = 0; step < 8; step++) {
    await page.keyboard.press("Shift+Tab")
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true)
  }
})
