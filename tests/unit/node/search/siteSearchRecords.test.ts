import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { ContentIndex } from "../../../../src/node/content/contentIndex"
import { htmlText, htmlTextBlocks } from "../../../../src/node/search/htmlTextBlocks"
import { apiSearchPage, type ApiSearchSource } from "../../../../src/node/search/apiSearchPages"
import { extractStructuredSearchRecords } from "../../../../src/node/search/extractSearchRecords"
import { findMissingAnchors } from "../../../../src/node/search/findMissingAnchors"
import {
  describeMissingAnchors,
  htmlFileOf,
  readRenderedAnchors,
  renderedIds,
  siteSearchRecords,
} from "../../../../src/node/gatsby/searchIndex"
import type { ApiMember, ApiSignature, ApiSymbol } from "../../../../src/node/api"
import { memberGroupsOf, memberSections, pageSlugger, pageToc } from "../../../../src/node/api/pageOutline"

describe("htmlTextBlocks", () => {
  it("gives one string per block, joins soft line breaks and drops code blocks", () => {
    const html =
      "<p>Returns the ID of the\ncurrent <code>buffer</code>.</p>\n<ul>\n<li>one &#x26; <a href=\"/x\">two</a></li>\n<li>three&nbsp;&lt;T&gt;</li>\n</ul>\n" +
      '<pre><code class="language-ts">const hidden = 1\n</code></pre>\n<p>Last &quot;words&quot;.</p>'
    expect(htmlTextBlocks(html)).toEqual(["Returns the ID of the current buffer.", "one & two", "three <T>", 'Last "words".'])
  })

  it("reads table rows as one block each", () => {
    expect(htmlTextBlocks("<table><tr><th>Key</th><th>Use</th></tr><tr><td>a</td><td>b</td></tr></table>")).toEqual(["Key Use", "a b"])
  })

  it("returns nothing for empty HTML", () => {
    expect(htmlTextBlocks("")).toEqual([])
  })

  it("breaks at headings, line breaks, quotes and nested list items, and drops code blocks inside them", () => {
    const html = "<h3>Options</h3><p>first<br>second</p><blockquote><p>quoted</p></blockquote>" +
      "<ul><li>outer<ul><li>inner</li></ul></li><li>last<pre><code>hidden()</code></pre></li></ul>"
    expect(htmlTextBlocks(html)).toEqual(["Options", "first", "second", "quoted", "outer", "inner", "last"])
  })
})

describe("htmlText", () => {
  it("reads a summary as one line of plain text with its entities decoded", () => {
    expect(htmlText("<p>Writes <code>Rsvim.buf</code> &amp; <a href=\"/x\">its &lt;file&gt;</a>.</p>")).toBe("Writes Rsvim.buf & its <file>.")
  })
})

const signature = (overrides: Partial<ApiSignature>): ApiSignature => ({
  kind: "call",
  code: "",
  typeParameters: [],
  parameters: [],
  returnType: null,
  returnTypeLinks: [],
  returnsHtml: "",
  throwsHtml: [],
  summaryHtml: "",
  descriptionHtml: "",
  examples: [],
  definedIn: null,
  ...overrides,
})

const member = (overrides: Partial<ApiMember>): ApiMember => ({
  id: "x",
  anchor: "x",
  url: "/x",
  kind: "property",
  name: "x",
  flags: { readonly: false, static: false, optional: false, abstract: false },
  code: "",
  type: null,
  typeLinks: [],
  signatures: [],
  defaultValueHtml: "",
  summaryHtml: "",
  descriptionHtml: "",
  examples: [],
  since: null,
  deprecatedHtml: null,
  see: [],
  definedIn: null,
  sections: [],
  ...overrides,
})

const bufMembers = [
  member({
    kind: "method",
    name: "writeSync",
    anchor: "writesync",
    summaryHtml: "<p>Writes a buffer to its file.</p>",
    examples: [{ language: "javascript", code: "Rsvim.buf.writeSync(1);", captionHtml: "Saving buffer 1" }],
    signatures: [
      signature({
        summaryHtml: "<p>Writes a buffer to its file.</p>",
        parameters: [{ name: "bufId", type: "number", typeLinks: [], optional: false, rest: false, defaultValue: null, descriptionHtml: "<p>The buffer to write.</p>" }],
        returnType: "number",
        returnsHtml: "<p>Bytes written.</p>",
        throwsHtml: ["<p>When the file cannot be written.</p>"],
      }),
    ],
  }),
  member({ kind: "property", name: "count", anchor: "count", summaryHtml: "<p>How many.</p>", deprecatedHtml: "", defaultValueHtml: "<code>0</code>" }),
]
const slugger = pageSlugger(bufMembers.map((m) => m.anchor))
for (const m of bufMembers) m.sections = memberSections(m, slugger)
const bufGroups = memberGroupsOf(bufMembers)

const bufSymbol: ApiSearchSource = {
  url: "/docs/next/api/rsvim/interfaces/RsvimBuf",
  version: "next",
  title: "RsvimBuf",
  summaryHtml: "<p>Buffer APIs, available as <code>Rsvim.buf</code>.</p>",
  descriptionHtml: "",
  deprecatedHtml: null,
  signatures: [],
  examples: [],
  see: [],
  members: bufMembers,
  sections: [],
  toc: pageToc({ sections: [], memberGroups: bufGroups, members: bufMembers, childGroups: [] }),
}

describe("apiSearchPage", () => {
  const page = apiSearchPage(bufSymbol)

  it("follows the page's outline: member groups, members, and each member's sections at their rendered anchors", () => {
    expect(page).toMatchObject({ url: bufSymbol.url, title: "RsvimBuf", section: "API References", version: "next" })
    expect(page.intro).toEqual(["Buffer APIs, available as Rsvim.buf."])
    expect(page.headings.map((h) => [h.depth, h.text, h.anchor])).toEqual([
      [2, "Properties", "properties"],
      [3, "count", "count"],
      [2, "Methods", "methods"],
      [3, "writeSync", "writesync"],
      [4, "Parameters", "writesync-parameters"],
      [4, "Returns", "writesync-returns"],
      [4, "Throws", "writesync-throws"],
      [4, "Example", "writesync-examples"],
    ])
  })

  it("indexes a member's comment under its heading, and what each section documents under the section", () => {
    const content = Object.fromEntries(page.headings.map((h) => [h.anchor, h.content]))
    expect(content["writesync"]).toEqual(["Writes a buffer to its file."])
    expect(content["writesync-parameters"]).toEqual(["bufId: The buffer to write."])
    expect(content["writesync-returns"]).toEqual(["Bytes written."])
    expect(content["writesync-throws"]).toEqual(["When the file cannot be written."])
    expect(content["writesync-examples"]).toEqual(["Saving buffer 1"])
    expect(content["count"]).toEqual(["Deprecated.", "How many.", "Default: 0"])
    expect(content["methods"]).toEqual([])
  })

  it("takes its title from the symbol (ApiSymbol.title), as the page's h1 and sidebar label do", () => {
    expect(apiSearchPage({ ...bufSymbol, title: "RsvimCmd namespace", members: [], toc: [] }).title).toBe("RsvimCmd namespace")
  })

  it("gives each member and each of its sections a record of its own, at its URL and under its member", () => {
    const records = extractStructuredSearchRecords([page])
    expect(records.filter((r) => r.type === "lvl3").map((r) => r.url)).toEqual([`${bufSymbol.url}#count`, `${bufSymbol.url}#writesync`])
    expect(records.filter((r) => r.type === "lvl4").map((r) => r.url)).toEqual([
      `${bufSymbol.url}#writesync-parameters`,
      `${bufSymbol.url}#writesync-returns`,
      `${bufSymbol.url}#writesync-throws`,
      `${bufSymbol.url}#writesync-examples`,
    ])
    expect(records.find((r) => r.content === "bufId: The buffer to write.")).toMatchObject({
      url: `${bufSymbol.url}#writesync-parameters`,
      hierarchy: { lvl0: "API References", lvl1: "RsvimBuf", lvl2: "Methods", lvl3: "writeSync", lvl4: "Parameters" },
    })
  })
})

/** A content index over a small tree written to a temporary folder. */
const roots: string[] = []
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })))
async function indexOf(files: Record<string, string>): Promise<ContentIndex> {
  const root = mkdtempSync(path.join(tmpdir(), "search-records-"))
  roots.push(root)
  const base: Record<string, string> = {
    "content/docs/versions.yaml": '- { name: next, label: Next, path: next, isLast: false, banner: unreleased }\n- { name: "0.1.2", label: "0.1.2", path: "", isLast: true, banner: none }\n',
    "content/blog/authors.yaml": "- { slug: team, name: Team }\n",
    "content/blog/tags.yaml": "- { slug: product, label: Product }\n",
  }
  for (const [relative, text] of Object.entries({ ...base, ...files })) {
    mkdirSync(path.dirname(path.join(root, relative)), { recursive: true })
    writeFileSync(path.join(root, relative), text)
  }
  return ContentIndex.load(root)
}

describe("siteSearchRecords", () => {
  let index: ContentIndex
  beforeAll(async () => {
    index = await indexOf({
      "content/docs/next/manual/install.mdx": "---\ntitle: Install\n---\n\n## Linux\n\nRun it.\n",
      "content/docs/next/manual/secret.mdx": "---\ntitle: Secret\ndraft: true\n---\n\nHidden.\n",
      "content/docs/0.1.2/api/introduction.mdx": "---\ntitle: Introduction\n---\n\nAPIs.\n",
      "content/blog/2024-08-29-motivation/index.mdx": "---\ntitle: Motivation\nauthors: [team]\ntags: [product]\n---\n\nWhy.\n",
      "content/pages/sponsor.mdx": "---\ntitle: Sponsor\n---\n\nThanks.\n",
    })
    index.api.set("next", { symbols: [bufSymbol as unknown as ApiSymbol], problemsBySymbol: new Map(), sidebarOrder: [], sidebarFile: "sidebar.yaml" })
  })

  it("indexes every kind of page in its section and version", () => {
    const pages = siteSearchRecords(index, true).filter((r) => r.type === "lvl1")
    expect(pages.map((r) => [r.url, r.hierarchy.lvl0, r.version])).toEqual(
      expect.arrayContaining([
        ["/docs/next/manual/install", "User Manual", "next"],
        ["/docs/api/introduction", "API References", "0.1.2"],
        ["/blog/2024/08/29/motivation", "Blog", "unversioned"],
        ["/sponsor", "Pages", "unversioned"],
        ["/", "Pages", "unversioned"],
        ["/docs/next/api/rsvim/interfaces/RsvimBuf", "API References", "next"],
      ]),
    )
    expect(siteSearchRecords(index, true).find((r) => r.content === "Run it.")?.url).toBe("/docs/next/manual/install#linux")
    expect(pages.find((r) => r.url.startsWith("/blog"))?.tags).toEqual(["product"])
  })

  it("leaves drafts out of production builds only, like the pages themselves", () => {
    expect(siteSearchRecords(index, true).some((r) => r.url.includes("secret"))).toBe(false)
    expect(siteSearchRecords(index, false).some((r) => r.url.includes("secret"))).toBe(true)
  })
})

describe("the build's anchor check", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "search-anchors-"))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it("reads ids the way React writes them", () => {
    expect(renderedIds('<h2 id="a-b">x</h2><div class="c" id="q&amp;a"></div><p data-id="no">')).toEqual(["a-b", "q&a"])
  })

  it("finds each page's HTML where gatsby build writes it", () => {
    expect(htmlFileOf(dir, "/")).toBe(path.join(dir, "index.html"))
    expect(htmlFileOf(dir, "/blog/2025/08/28/v0.1.2")).toBe(path.join(dir, "blog", "2025", "08", "28", "v0.1.2", "index.html"))
  })

  it("names each record that points at a missing page or anchor", async () => {
    mkdirSync(path.join(dir, "docs", "next", "manual", "a"), { recursive: true })
    writeFileSync(path.join(dir, "docs", "next", "manual", "a", "index.html"), '<h2 id="here">Here</h2>')
    const index = await indexOf({
      "content/docs/next/manual/a.mdx": "---\ntitle: A\n---\n\n## Here\n\n## Gone\n",
      "content/docs/next/manual/b.mdx": "---\ntitle: B\n---\n\nText.\n",
    })
    const records = siteSearchRecords(index, true).filter((r) => r.url !== "/")
    const missing = findMissingAnchors(records, readRenderedAnchors(dir, new Set(records.map((r) => r.url.split("#")[0]))))
    expect(missing.map((m) => [m.url, m.missing])).toEqual([
      ["/docs/next/manual/a#gone", "anchor"],
      ["/docs/next/manual/b", "page"],
      ["/docs/next/manual/b", "page"],
    ])
    const message = describeMissingAnchors(missing)
    expect(message).toContain('/docs/next/manual/a:2 → /docs/next/manual/a#gone: /docs/next/manual/a has no element with id "gone"')
    expect(message).toContain("/docs/next/manual/b:0 → /docs/next/manual/b: no page at /docs/next/manual/b")
  })
})
