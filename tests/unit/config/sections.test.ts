import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { afterAll, describe, expect, it, vi } from "vitest"

// Renamed sections: every place that shows a section name must follow the one config.
vi.mock("../../../src/config/sections", () => {
  const sections = { manual: "Guide", api: "Reference", blog: "News", pages: "Other" }
  return { sections, searchableSections: [sections.manual, sections.api, sections.blog] }
})

const { siteConfig } = await import("../../../src/config/site")
const { DEFAULT_SUGGESTIONS } = await import("../../../src/shared/search/constants")
const { apiSearchPage } = await import("../../../src/node/search/apiSearchPages")
const { siteSearchRecords } = await import("../../../src/node/gatsby/searchIndex")
const { ContentIndex } = await import("../../../src/node/content/contentIndex")

describe("section names come from src/config/sections.ts", () => {
  const root = mkdtempSync(path.join(tmpdir(), "sections-"))
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  it("in the navbar and the footer", () => {
    expect(siteConfig.navbar.left.map(item => item.label)).toEqual(["Guide", "Reference", "News", "Sponsor"])
    expect(siteConfig.footer.groups.flatMap(group => group.items.map(item => item.label))).toContain("News")
  })

  it("in the search modal's suggestions", () => {
    expect(DEFAULT_SUGGESTIONS).toEqual(["Guide", "Reference", "News"])
  })

  it("in the search records' top level, for docs, API pages, posts and pages", async () => {
    const files: Record<string, string> = {
      "content/docs/versions.yaml": '- { name: next, label: Next, path: next, isLast: true, banner: none }\n',
      "content/blog/authors.yaml": "- { slug: team, name: Team }\n",
      "content/blog/tags.yaml": "- { slug: product, label: Product }\n",
      "content/docs/next/manual/install.mdx": "---\ntitle: Install\n---\n\nRun it.\n",
      "content/docs/next/api/introduction.mdx": "---\ntitle: Introduction\n---\n\nAPIs.\n",
      "content/blog/2024-08-29-motivation/index.mdx": "---\ntitle: Motivation\nauthors: [team]\ntags: [product]\n---\n\nWhy.\n",
    }
    for (const [relative, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, relative)), { recursive: true })
      writeFileSync(path.join(root, relative), text)
    }
    const index = await ContentIndex.load(root)
    const lvl0 = new Set(siteSearchRecords(index, true).map(record => record.hierarchy.lvl0))
    expect([...lvl0].sort()).toEqual(["Guide", "News", "Other", "Reference"])
    const api = apiSearchPage({ url: "/x", version: "next", title: "RsvimBuf", summaryHtml: "", descriptionHtml: "", deprecatedHtml: null, signatures: [], members: [], examples: [], see: [], sections: [], toc: [] })
    expect(api.section).toBe("Reference")
  })
})
