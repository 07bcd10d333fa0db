import { readFileSync } from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"

const root = path.resolve(__dirname, "../..")
const readme = readFileSync(path.join(root, "README.md"), "utf8")
const writing = readFileSync(path.join(root, "docs/writing.md"), "utf8")

/** What of a Docusaurus 3 site a writer copies into content/: every file and folder the site reads. */
const docusaurusContent = ["docs/", "versioned_docs/", "versioned_sidebars/", "versions.json", "sidebars.js", "blog/"]

/** The paragraph of `text` that starts with `opening`, up to the next blank line. */
function paragraph(text: string, opening: string): string {
  const start = text.indexOf(opening)
  expect(start, `"${opening}" not found`).toBeGreaterThanOrEqual(0)
  const end = text.indexOf("\n\n", start)
  return text.slice(start, end === -1 ? undefined : end)
}

describe("the README's line on coming from Docusaurus", () => {
  it("names every file and folder to copy, as the writer's guide does", () => {
    const inReadme = paragraph(readme, "Coming from Docusaurus:")
    const inGuide = paragraph(writing, "A Docusaurus 3 site's content builds here as it is")
    for (const name of docusaurusContent) {
      expect(inReadme, `README.md leaves out ${name}`).toContain(`\`${name}\``)
      expect(inGuide, `docs/writing.md leaves out ${name}`).toContain(`\`${name}\``)
    }
  })

  it("keeps the README under 15 kB", () => {
    expect(Buffer.byteLength(readme)).toBeLessThanOrEqual(15 * 1024)
  })
})
