/**
 * A small content tree on disk (one docs version, two docs, a post, a page)
 * that tests override file by file; "" leaves a file out.
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { afterAll, beforeAll } from "vitest"
import { ContentIndex } from "../../../src/node/content/contentIndex"
import { writeTree } from "../helpers/writeTree"

const base: Record<string, string> = {
  "content/docs/versions.yaml": `- { name: "1.0", label: "1.0", path: "", isLast: true, banner: none }\n`,
  "content/docs/1.0/manual/intro.mdx": `---\ntitle: Intro\n---\n\nSee [setup](./setup.mdx).\n`,
  "content/docs/1.0/manual/setup.mdx": `---\ntitle: Setup\n---\n\nBack to [intro](/docs/manual/intro).\n`,
  "content/blog/authors.yaml": `- { slug: team, name: Team }\n`,
  "content/blog/tags.yaml": `- { slug: news, label: News }\n`,
  "content/blog/2024-01-02-hello/index.mdx": `---\ntitle: Hello\nauthors: [team]\ntags: [news]\n---\n\nHi.\n\n{/* truncate */}\n\nMore.\n`,
  "content/pages/sponsor.mdx": `---\ntitle: Sponsor\n---\n\nThanks.\n`,
  "static/logo.svg": "<svg/>",
}

/** Creates the tree in a new temporary folder and returns it; `roots` collects it for removal. */
export function contentFixture(files: Record<string, string>, roots: string[]): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "rsvim-content-"))
  roots.push(root)
  writeTree(root, { ...base, ...files })
  return root
}

/**
 * The content index of `files` (only those: no base tree), written to a temporary
 * folder and loaded once before the file's tests; the folder goes after them.
 * Read `.current` inside tests; `.root` is the folder, for files a test adds.
 */
export function loadedIndexOf(files: Record<string, string>, name: string): { current: ContentIndex; root: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `rsvim-${name}-`))
  const loaded = { current: undefined as unknown as ContentIndex, root }
  beforeAll(async () => {
    writeTree(root, files)
    loaded.current = await ContentIndex.load(root)
  })
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }))
  return loaded
}
