import fs from "node:fs"
import path from "node:path"
import { expect, test } from "@playwright/test"
import { gotoHydrated } from "./support/hydrated"

test("a docs page paints its content before it fetches its scripts, then hydrates", async ({ page }) => {
  await gotoHydrated(page, "/docs/manual/installation")
  const timings = await page.evaluate(() => {
    const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null
    const scripts = performance
      .getEntriesByType("resource")
      .filter(entry => /\/(app|framework|webpack-runtime)-[^/]+\.js$/.test(entry.name))
      .map(entry => entry.startTime)
    return { paint, scripts }
  })
  expect(timings.paint).not.toBeNull()
  expect(timings.scripts).toHaveLength(3)
  for (const start of timings.scripts) expect(start).toBeGreaterThanOrEqual(timings.paint!)
  // Hydrated: a client-side feature works.
  await page.getByRole("button", { name: "Switch to dark mode" }).click()
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark")
})

/** Every index.html of the build under test, read from disk. */
function builtPages(dir = path.resolve("public")): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter(entry => entry.isFile() && entry.name === "index.html")
    .map(entry => path.join(entry.parentPath, entry.name))
    .filter(file => !["page-data", "static", "_gatsby"].includes(path.relative(dir, file).split(path.sep)[0]))
}

test("every page's server-rendered HTML holds the loader exactly once, and script tags only inside its template", () => {
  const pages = builtPages()
  expect(pages.length).toBeGreaterThan(20)
  for (const file of pages) {
    const html = fs.readFileSync(file, "utf8")
    const where = path.relative("public", file)
    expect(html.match(/<script id="scripts-after-first-paint">/g), where).toHaveLength(1)
    const template = /<template id="gatsby-entry-scripts">([\s\S]*?)<\/template>/.exec(html)
    expect(template?.[1], where).toMatch(/<script src="[^"]*\/app-[^"]+\.js" async>/)
    expect(html.replace(template![0], ""), where).not.toMatch(/<script [^>]*src=/)
  }
})
