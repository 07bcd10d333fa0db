import { describe, expect, it } from "vitest"
import type { JSONOutput } from "typedoc"
import { TypePrinter } from "../../../../src/node/api/printTypeScript"

type T = JSONOutput.SomeType
// TypeDoc brands ids and paths; plain literals stand in for them here.
const json = (value: unknown) => value as T
const prim = (name: string): T => ({ type: "intrinsic", name })
const lit = (value: string): T => ({ type: "literal", value })
const fn = (ret: T): T =>
  json({
    type: "reflection",
    declaration: { id: 1, name: "__type", variant: "declaration", kind: 65536, flags: {}, signatures: [{ id: 2, name: "__type", variant: "signature", kind: 4096, flags: {}, type: ret }] },
  })
const ts = (name: string, ...typeArguments: T[]): T =>
  json({
    type: "reference",
    name,
    package: "typescript",
    target: { packageName: "typescript", packagePath: "lib/lib.es5.d.ts", qualifiedName: name },
    typeArguments,
  })

const print = (t: T, lookup: ConstructorParameters<typeof TypePrinter>[0] = () => null) => {
  const p = new TypePrinter(lookup)
  return { text: p.type(t), links: p.links, refs: [...p.references] }
}

describe("TypePrinter", () => {
  it("adds the parentheses TypeScript needs", () => {
    expect(print({ type: "array", elementType: { type: "union", types: [prim("string"), prim("number")] } }).text).toBe("(string | number)[]")
    expect(print({ type: "union", types: [fn(prim("void")), prim("undefined")] }).text).toBe("(() => void) | undefined")
    expect(print({ type: "union", types: [lit("dos"), lit("unix")] }).text).toBe('"dos" | "unix"')
  })

  it("drops the implied ArrayBufferLike argument of typed arrays but keeps real arguments", () => {
    expect(print(ts("Uint8Array", ts("ArrayBufferLike"))).text).toBe("Uint8Array")
    expect(print(ts("Promise", prim("void"))).text).toBe("Promise<void>")
  })

  it("links documented targets by qualified name and external ones to MDN", () => {
    const local = json({ type: "reference", name: "Options", target: 7 })
    const out = print({ type: "union", types: [local, ts("Error")] }, (id) =>
      id === 7 ? { symbolId: "api:x:rsvim:Gadget.Options", text: "Gadget.Options", url: "/o" } : null,
    )
    expect(out.text).toBe("Gadget.Options | Error")
    expect(out.links).toEqual([
      { text: "Gadget.Options", url: "/o", external: false },
      { text: "Error", url: "https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Error", external: true },
    ])
    expect(out.refs).toEqual(["api:x:rsvim:Gadget.Options"])
  })

  it("does not link type parameters or unknown externals", () => {
    expect(print(json({ type: "reference", name: "T", target: 3, refersToTypeParameter: true }), () => ({ symbolId: "x", text: "X", url: "/x" })).links).toEqual([])
    expect(print(ts("ArrayBufferLike")).links).toEqual([])
  })
})
