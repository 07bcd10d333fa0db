import fs from "node:fs"
import { afterAll, describe, expect, it } from "vitest"
import { docPathFromFile, slugSegment } from "../../../../src/node/docs/paths"
import { parsePostPath } from "../../../../src/node/blog/paths"
import { loadContentTree } from "../../../../src/node/content/loadContentTree"
import { contentFixture } from "../contentFixture"

const roots: string[] = []
afterAll(() => roots.forEach(root => fs.rmSync(root, { recursive: true, force: true })))

describe("file names as URL segments", () => {
  it("keeps URL-safe names as they are and slugs the others", () => {
    expect(slugSegment("basic_usage")).toBe("basic_usage")
    expect(slugSegment("README")).toBe("README")
    expect(slugSegment("Café")).toBe("cafe")
    expect(slugSegment("Café Setup (new)")).toBe("cafe-setup-new")
    expect(slugSegment("🙂")).toBe("")
    expect(docPathFromFile("manual/02-Getting Started/Über uns.mdx")).toBe("manual/getting-started/uber-uns")
    expect(parsePostPath("2024-01-02-Hello World.md")).toEqual({ date: "2024-01-02", path: "2024/01/02/hello-world", slug: "hello-world", text: "Hello World" })
  })

  it("warns about a name that is not URL-safe, says the URL it got, and fails on one that leaves nothing", async () => {
    const root = contentFixture(
      {
        "content/docs/1.0/manual/Café Setup.mdx": "---\ntitle: Café\n---\n\nSee [the other](./Chosen one.mdx).\n",
        "content/docs/1.0/manual/Chosen one.mdx": "---\ntitle: Chosen\nslug: chosen\n---\n\nBody.\n",
        "content/docs/1.0/manual/🙂.mdx": "---\ntitle: Smile\n---\n\nBody.\n",
      },
      roots
    )
    const { errors, warnings } = await loadContentTree(root)
    expect(errors.map(error => error.message)).toEqual(['content/docs/1.0/manual/🙂.mdx: "🙂" leaves nothing for a URL: rename it, or set a slug'])
    expect(warnings.map(warning => warning.message)).toContain(
      'content/docs/1.0/manual/Café Setup.mdx: "Café Setup" is not URL-safe: the page is published at /docs/manual/cafe-setup (rename it, or set a slug to choose the URL)'
    )
    expect(warnings.map(warning => warning.message).join("\n")).not.toContain("Chosen one")
  })
})
