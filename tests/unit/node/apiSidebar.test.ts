import { describe, expect, it } from "vitest"
import { apiSidebarEntries, missingApiPages, parseApiSidebar } from "../../../src/node/api/sidebar"
import { buildSidebar, sectionSidebar } from "../../../src/node/docs/sidebars"

const pages = [
  { docPath: "api/web", url: "/docs/api/web", name: "web", title: "web module", parentDocPath: null },
  { docPath: "api/web/interfaces/GlobalThis", url: "/docs/api/web/interfaces/GlobalThis", name: "GlobalThis", title: "GlobalThis", parentDocPath: "api/web" },
  { docPath: "api/rsvim", url: "/docs/api/rsvim", name: "rsvim", title: "rsvim module", parentDocPath: null },
  { docPath: "api/rsvim/interfaces/RsvimCmd", url: "/x/i", name: "RsvimCmd", title: "RsvimCmd", parentDocPath: "api/rsvim" },
  { docPath: "api/rsvim/namespaces/RsvimCmd", url: "/x/n", name: "RsvimCmd", title: "RsvimCmd namespace", parentDocPath: "api/rsvim" },
  { docPath: "api/rsvim/interfaces/Zeta", url: "/x/z", name: "Zeta", title: "Zeta", parentDocPath: "api/rsvim" },
]
const order = ["api/rsvim", "api/rsvim/namespaces/RsvimCmd", "api/rsvim/interfaces/RsvimCmd", "api/web", "api/web/interfaces/GlobalThis"]

describe("API sidebar", () => {
  it("places generated pages after the introduction, in sidebar.yaml order, unlisted ones last by name", () => {
    const introduction = {
      docId: "api/introduction",
      docPath: "api/introduction",
      sourceDir: "api",
      sourceName: "introduction.mdx",
      isIndex: false,
      sidebarLabel: "Introduction",
      url: "/docs/api/introduction",
      sidebarPosition: 1,
    }
    const sidebar = sectionSidebar([introduction], "api", apiSidebarEntries(pages, order))
    expect(sidebar.map(item => item.label)).toEqual(["Introduction", "rsvim module", "web module"])
    expect(sidebar[1].items.map(item => item.label)).toEqual(["RsvimCmd namespace", "RsvimCmd", "Zeta"])
    expect(sidebar[2].items.map(item => item.url)).toEqual(["/docs/api/web/interfaces/GlobalThis"])
  })

  it("nests a namespace's type aliases under it", () => {
    const entries = apiSidebarEntries(
      [...pages, { docPath: "api/rsvim/namespaces/RsvimCmd/type-aliases/CommandOptions", url: "/x/o", name: "CommandOptions", title: "CommandOptions", parentDocPath: "api/rsvim/namespaces/RsvimCmd" }],
      order
    )
    const rsvim = buildSidebar(entries).find(item => item.docPath === "api/rsvim")!
    const namespace = rsvim.items.find(item => item.docPath === "api/rsvim/namespaces/RsvimCmd")!
    expect(namespace).toMatchObject({ type: "category", url: "/x/n" })
    expect(namespace.items.map(item => item.label)).toEqual(["CommandOptions"])
  })

  it("fails, naming the sidebar file, for a listed page the declarations lack", () => {
    const present = new Set(pages.map(page => page.docPath))
    const errors = missingApiPages([...order, "api/rsvim/interfaces/RsvimFs"], present, "content/docs/next/api/sidebar.yaml", "next")
    expect(errors.map(error => error.message)).toEqual([
      "content/docs/next/api/sidebar.yaml: lists api/rsvim/interfaces/RsvimFs, but content/docs/next/api/*.d.ts declares no such symbol",
    ])
    expect(missingApiPages(order, present, "f", "next")).toEqual([])
  })

  it("parses sidebar.yaml strictly", () => {
    expect(parseApiSidebar("- api/rsvim\n- api/web\n", "f")).toEqual(["api/rsvim", "api/web"])
    expect(() => parseApiSidebar("- rsvim\n", "content/docs/x/api/sidebar.yaml")).toThrow('content/docs/x/api/sidebar.yaml: expected a list of doc paths starting with "api/"')
    expect(() => parseApiSidebar("- [", "f")).toThrow("invalid YAML")
  })
})
