import { readFileSync } from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { unified } from "unified"
import remarkParse from "remark-parse"
import remarkMdx from "remark-mdx"
import remarkGfm from "remark-gfm"
import remarkDirective from "remark-directive"
import {
  extractSearchRecords,
  extractStructuredSearchRecords,
  type SearchSourcePage,
} from "../../../../src/node/search/extractSearchRecords"
import { headingsOfTree, parseMarkdown } from "../../../../src/node/content/headings"
import { remarkHeadingIds } from "../../../../src/node/mdx/remarkHeadingIds"
import type { SearchRecord } from "../../../../src/shared/search/types"

const fixtures = path.join(__dirname, "../../../fixtures/search")
const guide = readFileSync(path.join(fixtures, "guide.mdx"), "utf8")
const plain = readFileSync(path.join(fixtures, "plain.md"), "utf8")

const page: SearchSourcePage = {
  url: "/docs/next/manual/guide",
  title: "Guide",
  section: "User Manual",
  version: "next",
  markdown: guide,
  tags: ["manual"],
}

function contents(records: SearchRecord[]): string[] {
  return records.filter((r) => r.type === "content").map((r) => r.content ?? "")
}

describe("heading ids (one rule for pages, table of contents and search)", () => {
  it("slugs headings in document order with GitHub's duplicate suffixes", () => {
    expect(headingsOfTree(parseMarkdown(guide))).toEqual([
      { depth: 2, text: "Install the editor", id: "install-the-editor" },
      { depth: 3, text: "Options", id: "options" },
      { depth: 2, text: "Options", id: "options-1" },
      { depth: 2, text: "Install the editor", id: "install-the-editor-1" },
      { depth: 4, text: "Deep heading", id: "deep-heading" },
    ])
  })

  it("search records point at the ids the page renders", () => {
    const headingRecords = extractSearchRecords([page]).filter((r) => r.type !== "content" && r.type !== "lvl1")
    const anchors = headingRecords.map((r) => r.url.slice(r.url.indexOf("#") + 1))
    // Every heading of the fixture is h2..h6, so each one gives a record.
    expect(anchors).toEqual(headingsOfTree(parseMarkdown(guide)).map((h) => h.id))
  })

  it("gives the ids the site's heading plugin renders", () => {
    const source = "# Title\n\n## A `code` heading\n\n## A `code` heading\n\n### Émoji ✨ and *emphasis*\n\n## Title\n"
    const tree = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective).parse(source)
    unified().use(remarkHeadingIds).runSync(tree)
    const rendered: string[] = []
    const visit = (node: unknown) => {
      const { type, data, children } = node as { type: string; data?: { hProperties?: { id?: unknown } }; children?: unknown[] }
      if (type === "heading") rendered.push(String(data?.hProperties?.id))
      children?.forEach(visit)
    }
    visit(tree)
    expect(headingsOfTree(parseMarkdown(source)).map((h) => h.id)).toEqual(rendered)
    expect(rendered).toEqual(["title", "a-code-heading", "a-code-heading-1", "émoji--and-emphasis", "title-1"])
  })
})

describe("extractSearchRecords", () => {
  const records = extractSearchRecords([page])

  it("starts with the page record", () => {
    expect(records[0]).toEqual({
      objectID: "/docs/next/manual/guide:0",
      url: "/docs/next/manual/guide",
      type: "lvl1",
      hierarchy: { lvl0: "User Manual", lvl1: "Guide", lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
      content: null,
      version: "next",
      language: "en",
      tags: ["manual"],
      weight: { pageRank: 0, level: 90, position: 0 },
    })
  })

  it("numbers positions and object ids in page order", () => {
    records.forEach((record, index) => {
      expect(record.weight.position).toBe(index)
      expect(record.objectID).toBe(`/docs/next/manual/guide:${index}`)
    })
  })

  it("keeps content before the first heading on the page URL, without ESM or expressions", () => {
    expect(records[1]).toMatchObject({
      type: "content",
      url: "/docs/next/manual/guide",
      content: "Intro paragraph about Rsvim with inlineCode and a link.",
    })
    expect(contents(records).join(" ")).not.toMatch(/import|answer|42|Tabs/)
  })

  it("gives headings their level, hierarchy and anchor", () => {
    const headings = records.filter((r) => r.type !== "content" && r.type !== "lvl1")
    expect(headings.map((r) => [r.type, r.url, r.weight.level])).toEqual([
      ["lvl2", "/docs/next/manual/guide#install-the-editor", 80],
      ["lvl3", "/docs/next/manual/guide#options", 70],
      ["lvl2", "/docs/next/manual/guide#options-1", 80],
      ["lvl2", "/docs/next/manual/guide#install-the-editor-1", 80],
      ["lvl4", "/docs/next/manual/guide#deep-heading", 60],
    ])
    expect(headings[1].hierarchy).toMatchObject({ lvl2: "Install the editor", lvl3: "Options", lvl4: null })
    // A new h2 clears the h3 above it.
    expect(headings[2].hierarchy).toMatchObject({ lvl2: "Options", lvl3: null })
    // Skipped levels stay null.
    expect(headings[4].hierarchy).toMatchObject({ lvl2: "Install the editor", lvl3: null, lvl4: "Deep heading" })
  })

  it("puts content under the nearest heading's anchor and hierarchy", () => {
    const byText = (text: string) => records.find((r) => r.content === text)!
    expect(byText("Download the archive for your platform.")).toMatchObject({
      url: "/docs/next/manual/guide#install-the-editor",
      hierarchy: { lvl2: "Install the editor", lvl3: null },
      weight: { level: 0 },
    })
    expect(byText("Duplicate heading content.").url).toBe("/docs/next/manual/guide#install-the-editor-1")
    expect(byText("Deep content.").hierarchy).toMatchObject({ lvl2: "Install the editor", lvl4: "Deep heading" })
  })

  it("keeps text inside JSX children and admonitions", () => {
    expect(contents(records)).toEqual(
      expect.arrayContaining(["Run the installer on Linux.", "Run the installer on macOS.", "Heads up", "Admonition text stays searchable."]),
    )
  })

  it("indexes list items and table rows, one record each", () => {
    expect(contents(records)).toEqual(
      expect.arrayContaining(["First item with writeSync", "Second item", "Nested item", "wrap · Soft-wrap long lines"]),
    )
    // The header row is not content.
    expect(contents(records)).not.toContain("Name · Meaning")
  })

  it("drops expressions from prose but keeps the words around them", () => {
    expect(contents(records)).toContain("The value is today.")
  })

  it("does not index fenced code blocks", () => {
    expect(JSON.stringify(records)).not.toContain("secret-code-token")
  })

  it("marks pages outside the docs as unversioned and applies the page weight", () => {
    const [post] = extractSearchRecords([
      { url: "/blog/2024/08/29/motivation", title: "Motivation", section: "Blog", version: null, markdown: "Hello.", weight: 5 },
    ])
    expect(post).toMatchObject({ version: "unversioned", tags: [], weight: { pageRank: 5 } })
  })

  it("reads plain Markdown files, HTML comments included", () => {
    const md = extractSearchRecords([{ ...page, url: "/sponsor", markdown: plain, format: "md" }])
    expect(md.map((r) => [r.type, r.url, r.content])).toEqual([
      ["lvl1", "/sponsor", null],
      ["content", "/sponsor", "Plain Markdown before any heading."],
      ["lvl2", "/sponsor#only-heading", null],
      ["content", "/sponsor#only-heading", "Text under the only heading."],
    ])
  })

  it("names the page when its MDX does not parse", () => {
    expect(() => extractSearchRecords([{ ...page, markdown: "A <broken tag." }])).toThrow(
      /Cannot index \/docs\/next\/manual\/guide for search/,
    )
  })
})

describe("extractStructuredSearchRecords", () => {
  it("builds the same record shape from pre-structured API pages", () => {
    const records = extractStructuredSearchRecords([
      {
        url: "/docs/api/rsvim/classes/RsvimBuf",
        title: "RsvimBuf",
        section: "API References",
        version: "0.1.2",
        intro: ["The buffer API."],
        headings: [
          { depth: 2, text: "Methods", anchor: "methods", content: [] },
          { depth: 3, text: "writeSync()", anchor: "writesync", content: ["Writes the buffer to its file."] },
        ],
      },
    ])
    expect(records.map((r) => [r.type, r.url, r.content])).toEqual([
      ["lvl1", "/docs/api/rsvim/classes/RsvimBuf", null],
      ["content", "/docs/api/rsvim/classes/RsvimBuf", "The buffer API."],
      ["lvl2", "/docs/api/rsvim/classes/RsvimBuf#methods", null],
      ["lvl3", "/docs/api/rsvim/classes/RsvimBuf#writesync", null],
      ["content", "/docs/api/rsvim/classes/RsvimBuf#writesync", "Writes the buffer to its file."],
    ])
    expect(records[4].hierarchy).toMatchObject({ lvl0: "API References", lvl1: "RsvimBuf", lvl2: "Methods", lvl3: "writeSync()" })
  })
})
