/** A tab left open across a redeploy: its search manifest names index files that are gone. */
import { expect, test } from "@playwright/test"
import { gotoHydrated, openSearch, searchDialog, searchFor } from "./support"

test("after an index 404 the manifest is fetched again and search recovers when the modal reopens", async ({ page }) => {
  let manifestRequests = 0
  // Until the reader has seen the error, the server answers the old deploy's manifest: the files it names are gone.
  let redeployed = false
  await page.route("**/search/manifest.json", async (route) => {
    manifestRequests++
    const response = await route.fetch()
    const manifest = (await response.json()) as { indexes: Record<string, string> }
    if (!redeployed) {
      for (const version of Object.keys(manifest.indexes)) manifest.indexes[version] = manifest.indexes[version].replace(/\.json$/, ".gone.json")
    }
    await route.fulfill({ response, json: manifest })
  })
  await gotoHydrated(page, "/docs/manual/installation")
  await openSearch(page)
  await searchFor(page, "exit")
  await expect(searchDialog(page).getByText("Unable to fetch results")).toBeVisible()
  redeployed = true

  await page.keyboard.press("Escape")
  await openSearch(page)
  await searchFor(page, "exit")
  await expect(searchDialog(page).locator('[role="option"][href="/docs/manual/command_line_interface/exit"]')).toBeVisible()
  expect(manifestRequests).toBeGreaterThanOrEqual(2)
})
