import path from "node:path"
import { beforeAll, describe, expect, it } from "vitest"
import type { ApiSymbol } from "../../../../src/node/api"
import { allUrls, loadCleanSymbols, repoRoot, symbolAt } from "./helpers"

// The site's scheme: the latest release has no version in its URLs.
const resolveFor = (version: string) => (docPath: string, anchor?: string) =>
  `${version === "0.1.2" ? "/docs" : `/docs/${version}`}/${docPath}${anchor ? `#${anchor}` : ""}`

const load = (version: string) =>
  loadCleanSymbols(path.join(repoRoot, "content/docs", version, "api"), { version, resolveUrl: resolveFor(version), repoRoot })

const names = (s: ApiSymbol) => s.members.map((m) => m.name)

describe("content/docs/0.1.2/api", () => {
  let all: ApiSymbol[]
  beforeAll(async () => {
    all = await load("0.1.2")
  }, 60_000)

  it("has exactly the pages of the 0.1.2 reference", () => {
    expect(all.map((s) => s.docPath)).toEqual([
      "api/rsvim",
      "api/rsvim/classes/Rsvim",
      "api/rsvim/classes/RsvimBuf",
      "api/rsvim/classes/RsvimCmd",
      "api/rsvim/classes/RsvimOpt",
      "api/rsvim/classes/RsvimRt",
      "api/web",
      "api/web/interfaces/GlobalThis",
    ])
  })

  it("documents the 0.1.2 members and links within the unversioned URLs", () => {
    expect(names(symbolAt(all, "api/rsvim/classes/Rsvim"))).toEqual(["buf", "cmd", "opt", "rt"])
    expect(names(symbolAt(all, "api/rsvim/classes/RsvimBuf"))).toEqual(["current", "list", "writeSync"])
    expect(names(symbolAt(all, "api/rsvim/classes/RsvimOpt"))).toEqual([
      "expandTab", "fileEncoding", "fileFormat", "lineBreak", "shiftWidth", "tabStop", "wrap",
    ])
    expect(names(symbolAt(all, "api/web/interfaces/GlobalThis"))).toEqual(["setTimeout", "clearTimeout"])
    const internal = allUrls(all).filter((u) => !u.startsWith("http"))
    expect(internal.filter((u) => !u.startsWith("/docs/api/"))).toEqual([])
  })
})

describe("content/docs/next/api", () => {
  let all: ApiSymbol[]
  beforeAll(async () => {
    all = await load("next")
  }, 60_000)

  it("has exactly the pages of the next reference", () => {
    expect(all.map((s) => s.docPath)).toEqual([
      "api/rsvim",
      "api/rsvim/interfaces/Rsvim",
      "api/rsvim/interfaces/RsvimBuf",
      "api/rsvim/interfaces/RsvimCmd",
      "api/rsvim/namespaces/RsvimCmd",
      "api/rsvim/namespaces/RsvimCmd/type-aliases/CommandAttributes",
      "api/rsvim/namespaces/RsvimCmd/type-aliases/CommandOptions",
      "api/rsvim/namespaces/RsvimCmd/type-aliases/CommandCallback",
      "api/rsvim/namespaces/RsvimCmd/type-aliases/CommandDefinition",
      "api/rsvim/interfaces/RsvimOpt",
      "api/rsvim/interfaces/RsvimRt",
      "api/web",
      "api/web/interfaces/GlobalThis",
      "api/web/interfaces/ImportMeta",
    ])
  })

  it("documents the user-command API and links it to its types under /docs/next", () => {
    const cmd = symbolAt(all, "api/rsvim/interfaces/RsvimCmd")
    expect(names(cmd)).toEqual(["create", "echo", "list", "get", "remove"])
    expect(cmd.members[0].signatures[0].code).toBe(
      "create(name: string, callback: RsvimCmd.CommandCallback, attributes?: RsvimCmd.CommandAttributes, options?: RsvimCmd.CommandOptions): RsvimCmd.CommandDefinition | undefined",
    )
    expect(cmd.members[0].signatures[0].returnTypeLinks[0].url).toBe(
      "/docs/next/api/rsvim/namespaces/RsvimCmd/type-aliases/CommandDefinition",
    )
    expect(names(symbolAt(all, "api/web/interfaces/GlobalThis"))).toEqual([
      "clearInterval", "clearTimeout", "queueMicrotask", "reportError", "setInterval", "setTimeout",
    ])
    const internal = allUrls(all).filter((u) => !u.startsWith("http"))
    expect(internal.filter((u) => !u.startsWith("/docs/next/api/"))).toEqual([])
  })
})
