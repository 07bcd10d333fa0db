import { beforeAll, describe, expect, it } from "vitest"
import type { JSONOutput } from "typedoc"
import { loadTypeDocProject, mapApiSymbolsKeepingProblems, type ApiSymbol } from "../../../../src/node/api"
import { allUrls, fixtureDir, repoRoot, symbolAt, testResolveUrl } from "./helpers"

const MDN = "https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects"
const sourceRoot = "tests/fixtures/api/basic"

let project: JSONOutput.ProjectReflection
let symbols: ApiSymbol[]

beforeAll(async () => {
  project = await loadTypeDocProject(fixtureDir("basic"), { repoRoot })
  const mapped = mapApiSymbolsKeepingProblems(project, { version: "9.9", sourceRoot, resolveUrl: testResolveUrl })
  // The basic fixture is clean: every link resolves, every tag is rendered.
  expect([...mapped.problemsBySymbol.values()].flat()).toEqual([])
  symbols = mapped.symbols
}, 60_000)

const member = (s: ApiSymbol, name: string, isStatic = false) => {
  const found = s.members.find((m) => m.name === name && m.flags.static === isStatic)
  if (!found) throw new Error(`${s.qualifiedName} has no member ${name}`)
  return found
}

describe("pages and kinds", () => {
  it("produces one record per page, modules first, in source order", () => {
    expect(symbols.map((s) => [s.kind, s.docPath])).toEqual([
      ["module", "api/rsvim"],
      ["class", "api/rsvim/classes/Widget"],
      ["interface", "api/rsvim/interfaces/Gadget"],
      ["namespace", "api/rsvim/namespaces/Gadget"],
      ["typeAlias", "api/rsvim/namespaces/Gadget/type-aliases/Options"],
      ["typeAlias", "api/rsvim/namespaces/Gadget/type-aliases/Handler"],
      ["module", "api/web"],
      ["interface", "api/web/interfaces/GlobalThis"],
    ])
  })

  it("gives a merged interface and namespace distinct ids and pages", () => {
    const iface = symbolAt(symbols, "api/rsvim/interfaces/Gadget")
    const ns = symbolAt(symbols, "api/rsvim/namespaces/Gadget")
    expect(iface.id).toBe("api:9.9:rsvim:Gadget")
    expect(ns.id).toBe("api:9.9:rsvim:Gadget:namespace")
    expect(new Set(symbols.map((s) => s.id)).size).toBe(symbols.length)
    expect(ns.definedIn).toEqual({ file: `${sourceRoot}/rsvim.d.ts`, line: 89 })
    expect(iface.definedIn).toEqual({ file: `${sourceRoot}/rsvim.d.ts`, line: 76 })
  })

  it("titles each page once, by the one rule (symbolTitle.ts): modules and namespaces say their kind", () => {
    expect(symbols.map((s) => [s.docPath, s.title]).filter(([docPath]) => docPath.includes("Gadget") || docPath === "api/rsvim")).toEqual([
      ["api/rsvim", "rsvim module"],
      ["api/rsvim/interfaces/Gadget", "Gadget"],
      ["api/rsvim/namespaces/Gadget", "Gadget namespace"],
      ["api/rsvim/namespaces/Gadget/type-aliases/Options", "Options"],
      ["api/rsvim/namespaces/Gadget/type-aliases/Handler", "Handler"],
    ])
  })

  it("nests type aliases under their namespace with qualified names", () => {
    const ns = symbolAt(symbols, "api/rsvim/namespaces/Gadget")
    const options = symbolAt(symbols, "api/rsvim/namespaces/Gadget/type-aliases/Options")
    expect(options).toMatchObject({
      id: "api:9.9:rsvim:Gadget.Options",
      name: "Options",
      qualifiedName: "Gadget.Options",
      module: "rsvim",
      parentId: ns.id,
      url: "/docs/9.9/api/rsvim/namespaces/Gadget/type-aliases/Options",
    })
    expect(ns.children).toEqual(["api:9.9:rsvim:Gadget.Options", "api:9.9:rsvim:Gadget.Handler"])
    expect(options.declaration).toBe("type Options = {\n  verbose?: boolean;\n}")
    expect(member(options, "verbose")).toMatchObject({ kind: "property", flags: { optional: true }, defaultValueHtml: "<code>false</code>" })
  })

  it("lists module children and leaves them empty elsewhere", () => {
    expect(symbolAt(symbols, "api/rsvim").children).toEqual([
      "api:9.9:rsvim:Widget",
      "api:9.9:rsvim:Gadget",
      "api:9.9:rsvim:Gadget:namespace",
    ])
    expect(symbolAt(symbols, "api/web").children).toEqual(["api:9.9:web:GlobalThis"])
    expect(symbolAt(symbols, "api/rsvim/classes/Widget").children).toEqual([])
  })

  it("records where each symbol is declared, relative to the repo root", () => {
    const widget = symbolAt(symbols, "api/rsvim/classes/Widget")
    expect(widget.definedIn).toEqual({ file: `${sourceRoot}/rsvim.d.ts`, line: 22 })
    expect(member(widget, "size").definedIn).toEqual({ file: `${sourceRoot}/rsvim.d.ts`, line: 34 })
  })
})

describe("members and signatures", () => {
  it("skips the implicit class constructor and keeps static and instance members apart", () => {
    const widget = symbolAt(symbols, "api/rsvim/classes/Widget")
    expect(widget.members.map((m) => m.anchor)).toEqual(["static-count", "count", "size", "spin", "map", "name", "legacy"])
    expect(member(widget, "count", true)).toMatchObject({ code: "static count: number", flags: { static: true } })
    expect(member(widget, "count").url).toBe("/docs/9.9/api/rsvim/classes/Widget#count")
  })

  it("keeps overloads as separate signatures of one member", () => {
    const spin = member(symbolAt(symbols, "api/rsvim/classes/Widget"), "spin")
    expect(spin.kind).toBe("method")
    expect(spin.signatures.map((s) => s.code)).toEqual([
      "spin(turns: number): number",
      "spin(label: string, extra?: boolean, ...rest: Uint8Array[]): Promise<void>",
    ])
    expect(spin.signatures[0].returnsHtml).toBe("<p>The final angle.</p>")
    expect(spin.signatures[1].summaryHtml).toBe("<p>Spins the widget while showing a label.</p>")
    expect(spin.summaryHtml).toBe("<p>Spins the widget a number of turns.</p>")
  })

  it("describes optional and rest parameters", () => {
    const [, labelled] = member(symbolAt(symbols, "api/rsvim/classes/Widget"), "spin").signatures
    expect(labelled.parameters.map(({ name, type, optional, rest }) => ({ name, type, optional, rest }))).toEqual([
      { name: "label", type: "string", optional: false, rest: false },
      { name: "extra", type: "boolean", optional: true, rest: false },
      { name: "rest", type: "Uint8Array[]", optional: false, rest: true },
    ])
    expect(labelled.parameters[2].descriptionHtml).toBe("<p>More data.</p>")
    expect(labelled.parameters[2].typeLinks).toEqual([{ text: "Uint8Array", url: `${MDN}/Uint8Array`, external: true }])
    expect(labelled.returnTypeLinks).toEqual([{ text: "Promise", url: `${MDN}/Promise`, external: true }])
  })

  it("prints generics with constraints, defaults and descriptions", () => {
    const [sig] = member(symbolAt(symbols, "api/rsvim/classes/Widget"), "map").signatures
    expect(sig.code).toBe("map<T extends object = {}>(values: Record<string, T>): T[]")
    expect(sig.typeParameters).toEqual([{ name: "T", constraint: "object", default: "{}", descriptionHtml: "<p>Value type.</p>" }])
    expect(sig.returnType).toBe("T[]")
    expect(sig.parameters[0].typeLinks).toEqual([
      { text: "Record", url: "https://www.typescriptlang.org/docs/handbook/utility-types.html", external: true },
    ])
  })

  it("treats a getter without a setter as a read-only accessor", () => {
    const name = member(symbolAt(symbols, "api/rsvim/classes/Widget"), "name")
    expect(name).toMatchObject({ kind: "accessor", type: "string", code: "get name(): string", flags: { readonly: true } })
    expect(name.signatures.map((s) => s.kind)).toEqual(["get"])
  })

  it("maps a function-typed alias to a call signature with parameter docs", () => {
    const handler = symbolAt(symbols, "api/rsvim/namespaces/Gadget/type-aliases/Handler")
    expect(handler.declaration).toBe("type Handler = (event: Error) => void")
    expect(handler.signatures).toHaveLength(1)
    expect(handler.signatures[0].code).toBe("(event: Error) => void")
    expect(handler.signatures[0].parameters[0]).toMatchObject({
      name: "event",
      descriptionHtml: "<p>The event's error, if any.</p>",
      typeLinks: [{ text: "Error", url: `${MDN}/Error`, external: true }],
    })
  })

  it("links documented types by qualified name and records them as references", () => {
    const gadget = symbolAt(symbols, "api/rsvim/interfaces/Gadget")
    const [sig] = member(gadget, "configure").signatures
    expect(sig.code).toBe("configure(options?: Gadget.Options): Widget")
    expect(sig.parameters[0].typeLinks).toEqual([
      { text: "Gadget.Options", url: "/docs/9.9/api/rsvim/namespaces/Gadget/type-aliases/Options", external: false },
    ])
    expect(sig.returnTypeLinks).toEqual([{ text: "Widget", url: "/docs/9.9/api/rsvim/classes/Widget", external: false }])
    expect(gadget.typeReferences).toEqual([
      "api:9.9:rsvim:Gadget.Handler",
      "api:9.9:rsvim:Gadget.Options",
      "api:9.9:rsvim:Gadget:namespace",
      "api:9.9:rsvim:Widget",
    ])
  })
})

describe("comments", () => {
  it("splits the first paragraph off as the summary and renders inline code", () => {
    const widget = symbolAt(symbols, "api/rsvim/classes/Widget")
    expect(widget.summaryHtml).toMatch(/^<p>A widget class\./)
    expect(widget.descriptionHtml).toMatch(/^<p>Second paragraph with <code>inline code<\/code>/)
  })

  it("resolves {@link} to symbols, members, labels, namespaces and MDN", () => {
    const widget = symbolAt(symbols, "api/rsvim/classes/Widget")
    expect(widget.summaryHtml).toContain('<a href="/docs/9.9/api/rsvim/interfaces/Gadget">Gadget</a>')
    expect(widget.summaryHtml).toContain('<a href="/docs/9.9/api/rsvim/classes/Widget#spin">spinning</a>')
    expect(widget.summaryHtml).toContain(`<a href="${MDN}/Promise" target="_blank" rel="noopener noreferrer">Promise</a>`)
    // relative to the class being documented, and @linkcode keeps code formatting
    expect(widget.descriptionHtml).toContain('<a href="/docs/9.9/api/rsvim/classes/Widget#size">size</a>')
    expect(widget.descriptionHtml).toContain('<a href="/docs/9.9/api/rsvim/interfaces/Gadget#configure"><code>Gadget.configure</code></a>')
    expect(symbolAt(symbols, "api/rsvim/interfaces/Gadget").summaryHtml).toContain(
      '<a href="/docs/9.9/api/rsvim/namespaces/Gadget">its namespace</a>',
    )
  })

  it("resolves a link from one module to a symbol in the other", () => {
    expect(symbolAt(symbols, "api/web/interfaces/GlobalThis").summaryHtml).toContain(
      '<a href="/docs/9.9/api/rsvim/classes/Widget">Widget</a>',
    )
  })

  it("keeps example code as data with its caption", () => {
    expect(symbolAt(symbols, "api/rsvim/classes/Widget").examples).toEqual([
      { language: "javascript", code: "const w = makeWidget();", captionHtml: "Making one" },
    ])
  })

  it("reads @since, @deprecated, @see, @throws and @defaultValue", () => {
    const widget = symbolAt(symbols, "api/rsvim/classes/Widget")
    expect(widget.since).toBe("1.2.3")
    expect(widget.deprecatedHtml).toBeNull()
    expect(widget.see).toEqual([
      { html: '<a href="/docs/9.9/api/rsvim/interfaces/Gadget">Gadget</a>', text: "Gadget", url: "/docs/9.9/api/rsvim/interfaces/Gadget" },
      { html: '<a href="https://example.com/widgets" target="_blank" rel="noopener noreferrer">Widget maker</a>', text: "Widget maker", url: "https://example.com/widgets" },
    ])
    const legacy = member(widget, "legacy")
    expect(legacy.deprecatedHtml).toBe('<p>Use <a href="/docs/9.9/api/rsvim/classes/Widget#spin">Widget.spin</a> instead.</p>')
    expect(legacy.signatures[0].throwsHtml).toEqual([
      `<p><a href="${MDN}/TypeError" target="_blank" rel="noopener noreferrer">TypeError</a> when called with arguments.</p>`,
      `<p><a href="${MDN}/RangeError" target="_blank" rel="noopener noreferrer">RangeError</a> when the widget is too small.</p>`,
    ])
    expect(member(widget, "size").defaultValueHtml).toBe("<code>3</code>")
  })
})

describe("the mapping as a function", () => {
  it("builds every internal link through the injected resolveUrl", () => {
    const urls = allUrls(symbols)
    const internal = urls.filter((u) => !/^https?:\/\//.test(u))
    expect(internal.length).toBeGreaterThan(30)
    expect(internal.filter((u) => !u.startsWith("/docs/9.9/api/"))).toEqual([])
  })

  it("is pure: same output for the same input, input untouched", () => {
    const before = JSON.stringify(project)
    const again = mapApiSymbolsKeepingProblems(project, { version: "9.9", sourceRoot, resolveUrl: testResolveUrl }).symbols
    expect(again).toEqual(symbols)
    expect(JSON.stringify(project)).toBe(before)
  })

  it("returns plain JSON-safe records", () => {
    expect(JSON.parse(JSON.stringify(symbols))).toEqual(symbols)
  })
})
