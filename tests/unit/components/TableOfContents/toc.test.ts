import { describe, expect, it } from "vitest"
import { activeHeadingIndex, buildTocTree, tableOfContentsOf } from "../../../../src/components/TableOfContents/tocTree"
import { containsUrl, startsExpanded } from "../../../../src/components/DocSidebar/sidebarTree"
import { sidebarTrail, type SidebarItem } from "../../../../src/node/docs/sidebars"

const h = (depth: number, id: string) => ({ depth, id, text: id })

describe("a page's table of contents from its front matter", () => {
  const page = { headings: [h(2, "a"), h(3, "a1")], hideTableOfContents: false, tocMinHeadingLevel: 3, tocMaxHeadingLevel: 4 }

  it("lists the page's headings between its levels, and none when hide_table_of_contents is set", () => {
    expect(tableOfContentsOf(page)).toEqual({ headings: page.headings, minLevel: 3, maxLevel: 4 })
    expect(tableOfContentsOf({ ...page, hideTableOfContents: true })).toBeNull()
  })
})

describe("table of contents filtering", () => {
  const headings = [h(2, "a"), h(3, "a1"), h(4, "a1x"), h(5, "a1x5"), h(6, "a1x6"), h(2, "b"), h(1, "title"), h(4, "b-deep")]

  it("lists levels 2 to 6 by default, nested under the nearest shallower heading", () => {
    const tree = buildTocTree(headings)
    // The h1 between "b" and "b-deep" is left out but still ends section "b".
    expect(tree.map(node => node.id)).toEqual(["a", "b", "b-deep"])
    expect(tree[0].children[0].children[0].children[0].children[0].id).toBe("a1x6")
    expect(buildTocTree([h(2, "x"), h(4, "y")])[0].children.map(node => node.id)).toEqual(["y"])
  })

  it("honours a page's narrower range (toc_min/max_heading_level)", () => {
    expect(buildTocTree(headings, 2, 3).flatMap(node => [node.id, ...node.children.map(child => child.id)])).toEqual(["a", "a1", "b"])
    expect(buildTocTree(headings, 3, 4).map(node => node.id)).toEqual(["a1", "b-deep"])
    expect(buildTocTree(headings, 4, 4).map(node => node.id)).toEqual(["a1x", "b-deep"])
  })

  it("is empty when no heading is in range", () => {
    expect(buildTocTree([h(1, "t")])).toEqual([])
  })
})

describe("the heading being read", () => {
  const navbar = 60
  const viewport = 900
  it("is the first heading below the navbar when it is in the top half", () => {
    expect(activeHeadingIndex([-300, 120, 700], navbar, viewport)).toBe(1)
  })
  it("is the previous one when the next heading is still in the bottom half", () => {
    expect(activeHeadingIndex([-300, 600, 1200], navbar, viewport)).toBe(0)
  })
  it("is none before the first heading, and the last one past all of them", () => {
    expect(activeHeadingIndex([700, 1200], navbar, viewport)).toBe(-1)
    expect(activeHeadingIndex([-900, -400], navbar, viewport)).toBe(1)
  })
})

describe("sidebar trail (breadcrumbs)", () => {
  const sidebar: SidebarItem[] = [
    { type: "link", label: "Get Started", url: "/docs/manual/get_started", docPath: "manual/get_started", items: [] },
    {
      type: "category",
      label: "CLI",
      url: "/docs/manual/cli",
      docPath: "manual/cli",
      items: [{ type: "link", label: "Exit", url: "/docs/manual/cli/exit", docPath: "manual/cli/exit", items: [] }],
    },
  ]
  it("goes from the top of the sidebar to the page", () => {
    expect(sidebarTrail(sidebar, "/docs/manual/cli/exit").map(item => item.label)).toEqual(["CLI", "Exit"])
    expect(sidebarTrail(sidebar, "/docs/manual/get_started").map(item => item.label)).toEqual(["Get Started"])
    expect(sidebarTrail(sidebar, "/nowhere")).toEqual([])
    expect(containsUrl(sidebar[1], "/docs/manual/cli/exit")).toBe(true)
    expect(containsUrl(sidebar[0], "/docs/manual/cli/exit")).toBe(false)
  })

  it("starts top-level categories and the current page's categories expanded, deeper ones collapsed", () => {
    const nested: SidebarItem = { type: "category", label: "Parts", url: null, docPath: "manual/cli/parts", items: [{ type: "link", label: "One", url: "/docs/one", docPath: "one", items: [] }] }
    expect(startsExpanded(sidebar[1], 0, "/docs/manual/get_started")).toBe(true)
    expect(startsExpanded(nested, 1, "/docs/manual/get_started")).toBe(false)
    expect(startsExpanded(nested, 1, "/docs/one")).toBe(true)
  })

  it("follows a _category_ file's collapsed, except for the category holding the current page", () => {
    const folded = { ...sidebar[1], collapsed: true }
    const open: SidebarItem = { type: "category", label: "Parts", url: null, docPath: "manual/cli/parts", collapsed: false, items: [{ type: "link", label: "One", url: "/docs/one", docPath: "one", items: [] }] }
    expect(startsExpanded(folded, 0, "/docs/manual/get_started")).toBe(false)
    expect(startsExpanded(folded, 0, "/docs/manual/cli/exit")).toBe(true)
    expect(startsExpanded(open, 1, "/docs/manual/get_started")).toBe(true)
  })
})
