/**
 * The content index under `gatsby develop`: a saved file updates what the
 * build warns about (inline authors and tags, a sidebars file) and which tags
 * have pages, with no restart.
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { ContentIndex } from "../../../../src/node/content/contentIndex"

const root = fs.mkdtempSync(path.join(os.tmpdir(), "rsvim-content-index-"))
afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

const write = (relative: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, relative)), { recursive: true })
  fs.writeFileSync(path.join(root, relative), text)
  return path.join(root, relative)
}

let index: ContentIndex
beforeAll(async () => {
  write("content/docs/versions.yaml", '- { name: "1.0", label: "1.0", path: "", isLast: true, banner: none }\n')
  write("content/docs/1.0/manual/intro.md", "# Intro\n\nHi.\n")
  write("content/blog/authors.yml", "team:\n  name: Team\n")
  write("content/blog/tags.yml", "news:\n")
  write("content/blog/2024-01-02-hello.md", "---\ntitle: Hello\nauthors: team\ntags: [news]\n---\n\nHi.\n")
  index = await ContentIndex.load(root)
})

const warned = () => index.warnings().map(warning => warning.file)
const tagPages = () => index.blogTags().tags.map(tag => tag.permalink)

describe("a saved file under develop", () => {
  it("updates a post's inline author and tag warnings and the inline tags' pages", async () => {
    expect(warned()).toEqual([])
    const post = write("content/blog/2024-01-02-hello.md", "---\ntitle: Hello\nauthors:\n  - name: Guest\ntags: [news, Ideas]\n---\n\nHi.\n")
    await index.refresh(post)
    expect(warned()).toEqual(["content/blog/2024-01-02-hello.md:3", "content/blog/2024-01-02-hello.md:5"])
    expect(tagPages()).toEqual(["/blog/tags/news", "/blog/tags/ideas"])
    write("content/blog/2024-01-02-hello.md", "---\ntitle: Hello\nauthors: team\ntags: [news]\n---\n\nHi.\n")
    await index.refresh(post)
    expect(warned()).toEqual([])
    expect(tagPages()).toEqual(["/blog/tags/news"])
  })

  it("warns about a sidebars file while it is there", async () => {
    const sidebars = write("content/docs/1.0/sidebars.ts", "export default {}\n")
    await index.refresh(sidebars)
    expect(warned()).toEqual(["content/docs/1.0/sidebars.ts"])
    fs.rmSync(sidebars)
    await index.refresh(sidebars)
    expect(warned()).toEqual([])
  })
})
