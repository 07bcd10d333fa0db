/** A tab left open across a redeploy: its search manifest names index files that are gone. */
import { expect, test } from "@playwright/test"
import { gotoHydrated, openSearch, searchDialog, searchFor } from "./support"

test("after an index 404 the manifest is fetched again and search recovers when the modal reopens", async ({ page }) => {
  let manifestRequests = 0
  await page.route("**/search/manifest.json", async (route) => {
    const response = await route.fetch()
    const manifest = (await response.json()) as { indexes: Record<string, string> }
    // The first two answers are the old deploy's (the modal's prefetch and the first query); the files they name are gone.
    if (manifestRequests++ < 2) {
      for (const version of Object.keys(manifest.indexes)) manifest.indexes[version] = manifest.indexes[version].replace(/\.json$/, ".gone.json")
    }
    await route.fulfill({ response, json: manifest })
  })
  await gotoHydrated(page, "/docs/manual/installation")
  await openSearch(page)
  await searchFor(page, "exit")
  await expect(searchDialog(page).getByText("Unable to fetch results")).toBeVisible()

  await page.keyboard.press("Escape")
  await openSearch(page)
  await searchFor(page, "exit")
  await expect(searchDialog(page).locator('[role="option"][href="/docs/manual/command_line_interface/exit"]')).toBeVisible()
  expect(manifestRequests).toBeGreaterThanOrEqual(3)
})
