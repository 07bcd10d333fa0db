import path from "node:path"
import { beforeAll, describe, expect, it } from "vitest"
import type { ApiSymbol } from "../../../../src/node/api"
import { memberSections, pageSlugger, PAGE_HEADING_IDS } from "../../../../src/node/api/pageOutline"
import { loadCleanSymbols, repoRoot, symbolAt } from "./helpers"

const load = (version: string) =>
  loadCleanSymbols(path.join(repoRoot, "content/docs", version, "api"), {
    version,
    resolveUrl: (docPath, anchor) => `/docs/${version}/${docPath}${anchor ? `#${anchor}` : ""}`,
    repoRoot,
  })

const toc = (symbol: ApiSymbol) => symbol.toc.map((h) => `${h.depth} ${h.text} #${h.id}`)

describe("API page outlines of the real declarations", () => {
  let next: ApiSymbol[]
  let latest: ApiSymbol[]
  beforeAll(async () => {
    ;[next, latest] = await Promise.all([load("next"), load("0.1.2")])
  }, 60_000)

  it("puts each member's parameters, returns, throws and examples under it as h4 sections", () => {
    const cmd = symbolAt(next, "api/rsvim/interfaces/RsvimCmd")
    expect(toc(cmd).slice(0, 7)).toEqual([
      "2 Example #examples",
      "2 Methods #methods",
      "3 create #create",
      "4 Parameters #create-parameters",
      "4 Returns #create-returns",
      "4 Throws #create-throws",
      "4 Examples #create-examples",
    ])
    expect(cmd.members.find((m) => m.name === "create")!.sections.map((s) => [s.kind, s.depth])).toEqual([
      ["parameters", 4],
      ["returns", 4],
      ["throws", 4],
      ["examples", 4],
    ])
  })

  it("gives an accessor its setter's parameter and exceptions but no Returns, and lists See also", () => {
    const opt = symbolAt(latest, "api/rsvim/classes/RsvimOpt")
    const wrap = opt.members.find((m) => m.name === "wrap")!
    expect(wrap.sections.map((s) => s.title)).toEqual(["Parameters", "Throws", "Example", "See also"])
    expect(wrap.signatures.find((s) => s.kind === "get")!.returnType).toBeNull()
  })

  it("keeps every id of a page unique", () => {
    for (const symbol of [...next, ...latest]) {
      const ids = symbol.toc.map((h) => h.id)
      expect(new Set(ids).size, symbol.docPath).toBe(ids.length)
    }
  })

  it("names module and namespace groups in plural English", () => {
    expect(symbolAt(latest, "api/rsvim").childGroups.map((g) => g.title)).toEqual(["Classes"])
    expect(symbolAt(next, "api/rsvim").childGroups.map((g) => g.title)).toEqual(["Namespaces", "Interfaces"])
    expect(symbolAt(next, "api/rsvim/namespaces/RsvimCmd").childGroups).toEqual([
      { kind: "typeAlias", title: "Type aliases", id: "type-aliases" },
    ])
    expect(toc(symbolAt(next, "api/web"))).toEqual(["2 See also #see-also", "2 Interfaces #interfaces"])
  })

  it("outlines a function type under Signature, with its parts one level down (a bare void return needs no section)", () => {
    const callback = symbolAt(next, "api/rsvim/namespaces/RsvimCmd/type-aliases/CommandCallback")
    expect(toc(callback)).toEqual(["2 Signature #signature", "3 Parameters #parameters", "2 Example #examples"])
  })
})

describe("section ids", () => {
  it("derive from the member's anchor and never repeat an id already on the page", () => {
    const slugger = pageSlugger(["open", "open-parameters"])
    const sections = memberSections(
      {
        anchor: "open",
        signatures: [
          {
            kind: "call", code: "", typeParameters: [], returnType: "boolean", returnTypeLinks: [], returnsHtml: "",
            throwsHtml: [], summaryHtml: "", descriptionHtml: "", examples: [], definedIn: null,
            parameters: [{ name: "path", type: "string", typeLinks: [], optional: false, rest: false, defaultValue: null, descriptionHtml: "" }],
          },
        ],
        examples: [],
        see: [],
      },
      slugger,
    )
    expect(sections.map((s) => s.id)).toEqual(["open-parameters-1", "open-returns"])
  })

  it("reserves the page's own heading ids, which member anchors then avoid", () => {
    expect(PAGE_HEADING_IDS).toEqual(expect.arrayContaining(["signature", "examples", "methods", "classes", "type-aliases"]))
  })
})
