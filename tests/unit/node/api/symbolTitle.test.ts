import { describe, expect, it } from "vitest"
import { apiSymbolTitle } from "../../../../src/node/api"

describe("apiSymbolTitle", () => {
  it("names modules and namespaces with their kind, so a namespace stands apart from the interface that shares its name", () => {
    expect(apiSymbolTitle({ kind: "module", name: "rsvim" })).toBe("rsvim module")
    expect(apiSymbolTitle({ kind: "namespace", name: "RsvimCmd" })).toBe("RsvimCmd namespace")
    expect(apiSymbolTitle({ kind: "interface", name: "RsvimCmd" })).toBe("RsvimCmd")
  })

  it("names every other symbol by its own name, not its dotted path", () => {
    expect(apiSymbolTitle({ kind: "typeAlias", name: "CommandOptions" })).toBe("CommandOptions")
    expect(apiSymbolTitle({ kind: "class", name: "RsvimBuf" })).toBe("RsvimBuf")
  })
})
