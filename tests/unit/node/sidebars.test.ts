import { describe, expect, it } from "vitest"
import { buildSidebar, docsToSidebarEntries, firstSidebarUrl, flattenSidebar, type SidebarDoc } from "../../../src/node/docs/sidebars"
import type { CategoryMetadata } from "../../../src/node/docs/categoryMetadata"
import { buildTocTree } from "../../../src/components/TableOfContents"

const doc = (docPath: string, sourceDir: string, sourceName: string, sidebarPosition?: number, sidebarLabel = docPath.split("/").pop()!): SidebarDoc => ({
  docId: `${sourceDir}/${sourceName.replace(/\.mdx?$/, "").replace(/^\d+-/, "")}`.replace(/^\//, ""),
  docPath,
  sourceDir,
  sourceName,
  isIndex: /^(index|readme)\./i.test(sourceName),
  sidebarLabel,
  url: `/docs/${docPath}`,
  sidebarPosition,
})

describe("sidebars", () => {
  const docs = [
    doc("manual/installation", "manual", "installation.mdx", 2),
    doc("manual/get_started", "manual", "get_started.mdx", 1),
    doc("manual/basic_usage", "manual/basic_usage", "index.mdx", 3, "Basic Usage"),
    doc("manual/basic_usage/first_steps", "manual/basic_usage", "first_steps.mdx"),
    doc("manual/extras/b_page", "manual/05-extras", "b_page.mdx"),
    doc("manual/extras/a_page", "manual/05-extras", "a_page.mdx"),
  ]
  const sidebar = buildSidebar(docsToSidebarEntries(docs, "manual"))

  it("orders by position (sidebar_position, else a number prefix), then by name on disk", () => {
    expect(sidebar.map(item => item.label)).toEqual(["get_started", "installation", "Basic Usage", "extras"])
    expect(sidebar[3].items.map(item => item.label)).toEqual(["a_page", "b_page"])
  })
  it("makes a folder's index page its category page", () => {
    expect(sidebar[2]).toMatchObject({ type: "category", url: "/docs/manual/basic_usage" })
    expect(sidebar[2].items.map(item => item.docPath)).toEqual(["manual/basic_usage/first_steps"])
  })
  it("adds a page-less category for a folder without index, named as its folder without the number prefix, as Docusaurus does", () => {
    expect(sidebar[3]).toMatchObject({ type: "category", url: null, label: "extras" })
  })
  it("finds the first page and the reading order", () => {
    expect(firstSidebarUrl(sidebar)).toBe("/docs/manual/get_started")
    expect(firstSidebarUrl([{ type: "category", label: "C", url: null, docPath: "c", items: sidebar }])).toBe("/docs/manual/get_started")
    expect(flattenSidebar(sidebar).map(page => page.url)).toEqual([
      "/docs/manual/get_started",
      "/docs/manual/installation",
      "/docs/manual/basic_usage",
      "/docs/manual/basic_usage/first_steps",
      "/docs/manual/extras/a_page",
      "/docs/manual/extras/b_page",
    ])
  })

  it("places a doc by its folder, not its URL: a slug that moves the URL keeps the doc in its folder's category", () => {
    const moved = [doc("intro", "", "intro.md"), doc("elsewhere/keys", "guides", "keys.md"), doc("guides/setup", "guides", "setup.md")]
    const tree = buildSidebar(docsToSidebarEntries(moved, ""))
    expect(tree.map(item => item.label)).toEqual(["guides", "intro"])
    expect(tree[0].items.map(item => item.url)).toEqual(["/docs/elsewhere/keys", "/docs/guides/setup"])
  })

  it("labels a category by its _category_ file, else by the doc it links to, else by its folder; a _category_ link names a doc by id", () => {
    const tree = [doc("a/readme", "01-a", "README.md", undefined, "From the index"), doc("a/x", "01-a", "x.md"), doc("b/y", "b", "y.md"), doc("b/z", "b", "z.md", undefined, "Zed")]
    const categories = new Map<string, CategoryMetadata>([["b", { file: "b/_category_.json", label: "Bee", position: 0, link: { type: "doc", id: "z" } }]])
    const built = buildSidebar(docsToSidebarEntries(tree, "", categories))
    expect(built.map(item => [item.label, item.url])).toEqual([["Bee", "/docs/b/z"], ["From the index", "/docs/a/readme"]])
    expect(built[0].items.map(item => item.label)).toEqual(["y"])
  })

  it("puts sidebar_class_name on a doc's item and a _category_ className (else its linked doc's) on the category's", () => {
    const classed = [{ ...doc("a/x", "a", "x.md"), sidebarClassName: "new" }, { ...doc("a/index", "a", "index.md"), sidebarClassName: "from-index" }, doc("b/y", "b", "y.md")]
    const categories = new Map<string, CategoryMetadata>([["b", { file: "b/_category_.json", className: "beta" }]])
    const built = buildSidebar(docsToSidebarEntries(classed, "", categories))
    expect(built.map(item => [item.label, item.className])).toEqual([["index", "from-index"], ["b", "beta"]])
    expect(built[0].items[0]).toMatchObject({ label: "x", className: "new" })
    expect(built[1].items[0]).not.toHaveProperty("className")
  })
})

describe("table of contents", () => {
  const headings = [
    { depth: 2, text: "A", id: "a" },
    { depth: 3, text: "A1", id: "a1" },
    { depth: 5, text: "A1x", id: "a1x" },
    { depth: 2, text: "B", id: "b" },
    { depth: 6, text: "B6", id: "b6" },
  ]
  it("nests headings 2 to 6 under their parents", () => {
    const tree = buildTocTree(headings)
    expect(tree.map(node => node.id)).toEqual(["a", "b"])
    expect(tree[0].children[0].children[0].id).toBe("a1x")
    expect(tree[1].children[0].id).toBe("b6")
  })
  it("honours narrower levels from front matter", () => {
    const tree = buildTocTree(headings, 2, 3)
    expect(tree[0].children[0].children).toEqual([])
    expect(tree[1].children).toEqual([])
  })
})
