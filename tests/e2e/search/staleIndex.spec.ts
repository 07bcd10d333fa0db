/** A tab left open across a redeploy: the index heads it read name shards that are gone. */
import { expect, test } from "@playwright/test"
import { gotoHydrated, openSearch, searchDialog, searchFor } from "./support"

test("after a shard 404 the heads are fetched again and search recovers when the modal reopens", async ({ page }) => {
  // Two words: answered from the shards (a one-word query's answer file has a fixed name, valid across deploys).
  let headRequests = 0
  // Until the reader has seen the error, the server answers the old deploy's heads: the shards they name are gone.
  let redeployed = false
  await page.route(/\/search\/[\w.-]+\/head\.json$/, async (route) => {
    headRequests++
    const response = await route.fetch()
    const text = await response.text()
    const body = redeployed ? text : text.replace(/\/([ps])\.([0-9a-f]{12})\.json/g, "/$1.gone$2.json")
    await route.fulfill({ response, body })
  })
  await gotoHydrated(page, "/docs/manual/installation")
  await openSearch(page)
  await searchFor(page, "exit editor")
  await expect(searchDialog(page).getByText("Unable to fetch results")).toBeVisible()
  const before = headRequests
  redeployed = true

  await page.keyboard.press("Escape")
  await openSearch(page)
  await searchFor(page, "exit editor")
  await expect(searchDialog(page).locator('[role="option"][href="/docs/manual/command_line_interface/exit"]')).toBeVisible()
  expect(headRequests).toBeGreaterThan(before)
})
