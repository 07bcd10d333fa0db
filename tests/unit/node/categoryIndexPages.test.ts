import { describe, expect, it } from "vitest"
import { categoryCards, categoryIndexPages } from "../../../src/node/docs/categoryIndexPages"
import { parseCategoryFile, type CategoryMetadata } from "../../../src/node/docs/categoryMetadata"
import type { SidebarItem } from "../../../src/node/docs/sidebars"

const next = { name: "next", label: "Next", path: "next", isLast: false, banner: "unreleased" as const }
const latest = { name: "1.0", label: "1.0", path: "", isLast: true, banner: "none" as const }
const generated = (file: string, text: string) => parseCategoryFile(text, file)

describe("generated index pages", () => {
  it("sit at Docusaurus' URLs: <version's docs>/category/<label as a slug>, numbered apart when two labels are one, or the link's slug", () => {
    const categories = new Map<string, CategoryMetadata>([
      ["manual/02-guides", generated("g.json", `{ "label": "How-to guides!", "link": { "type": "generated-index" } }`)],
      ["manual/more/guides", generated("h.json", `{ "label": "How-to guides!", "link": { "type": "generated-index", "title": "More guides" } }`)],
      ["api/01-extras", generated("e.yml", `link:\n  type: generated-index\n  slug: /extras/all\n  description: Everything else.\n`)],
      ["manual/plain", generated("p.yml", `label: Plain\n`)],
    ])
    expect(categoryIndexPages(next, categories).map(({ url, title, docPath, section, description }) => ({ url, title, docPath, section, description }))).toEqual([
      { url: "/docs/next/extras/all", title: "extras", docPath: "api/extras", section: "api", description: "Everything else." },
      { url: "/docs/next/category/how-to-guides", title: "How-to guides!", docPath: "manual/guides", section: "manual", description: null },
      { url: "/docs/next/category/how-to-guides-1", title: "More guides", docPath: "manual/more/guides", section: "manual", description: null },
    ])
    expect(categoryIndexPages(latest, categories)[1].url).toBe("/docs/category/how-to-guides")
  })

  it("the link's fields are checked like any other", () => {
    expect(() => generated("c.yml", `link:\n  type: generated-index\n  keywords: advanced\n`)).toThrow("c.yml:1: link.keywords must be a list of strings")
    expect(() => generated("c.yml", `label: X\nlink:\n  type: generated-index\n  image: card.png\n`)).toThrow('c.yml:2: link.image must be a site path such as /img/card.png or an http(s) URL (found "card.png")')
  })

  it("list the category's own items: docs with their descriptions, categories with their item count, leading to their page or else their first page", () => {
    const link = (label: string, url: string): SidebarItem => ({ type: "link", label, url, docPath: url, items: [] })
    const sidebar: SidebarItem[] = [
      link("Intro", "/docs/intro"),
      {
        type: "category",
        label: "Guides",
        url: "/docs/category/guides",
        docPath: "manual/guides",
        items: [link("Keys", "/docs/guides/keys"), { type: "category", label: "Deep", url: null, docPath: "manual/guides/deep", items: [link("One", "/docs/guides/deep/one"), link("Two", "/docs/guides/deep/two")] }],
      },
    ]
    expect(categoryCards(sidebar, "/docs/category/guides", url => (url === "/docs/guides/keys" ? "Press keys." : null))).toEqual([
      { label: "Keys", url: "/docs/guides/keys", description: "Press keys." },
      { label: "Deep", url: "/docs/guides/deep/one", description: "2 items" },
    ])
    expect(categoryCards(sidebar, "/docs/category/nothing", () => null)).toEqual([])
  })
})
