import { describe, expect, it } from "vitest"
import {
  ApiIntegrityError,
  assertSummaries,
  checkExpectedSymbols,
  loadApiSymbols,
  loadTypeDocProject,
  type ApiSymbol,
} from "../../../../src/node/api"
import { fixtureDir, repoRoot, testResolveUrl } from "./helpers"

const load = (name: string) => loadApiSymbols(fixtureDir(name), { version: "9.9", resolveUrl: testResolveUrl, repoRoot })

async function failure(promise: Promise<unknown>): Promise<Error> {
  const result = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  if (!(result instanceof Error)) throw new Error("expected the load to fail")
  return result
}

describe("broken links and dropped tags", () => {
  it("fails with one error naming the file, symbol and problem for each", async () => {
    const error = await failure(load("broken-links"))
    expect(error).toBeInstanceOf(ApiIntegrityError)
    expect(error.message).toMatch(/^API reference 9\.9: 3 problem\(s\) in the declarations:/)
    const file = "tests/fixtures/api/broken-links/rsvim.d.ts"
    expect((error as ApiIntegrityError).problems).toEqual([
      // At the comment line holding the link, not the declaration below it.
      `${file}:9 Widget.spin: unresolved {@link Nope}`,
      `${file}:9 Widget.spin: unresolved {@link Widget.nothing | nothing}`,
      `${file}:17 Widget.turn: unsupported block tag @author`,
    ])
    expect(error.message).toContain(`${file}:9 Widget.spin: unresolved {@link Nope}`)
  }, 60_000)
})

describe("missing summaries", () => {
  it("fails naming every undocumented symbol and member with its file and line", async () => {
    const error = await failure(load("missing-summary"))
    expect(error).toBeInstanceOf(ApiIntegrityError)
    const problems = (error as ApiIntegrityError).problems
    expect(problems).toEqual([
      "tests/fixtures/api/missing-summary/rsvim.d.ts:9 Widget.size (property) has no summary",
      "tests/fixtures/api/missing-summary/rsvim.d.ts:15 Gadget (interface) has no summary",
    ])
    expect(error.message).toContain("Widget.size (property) has no summary")
  }, 60_000)

  it("accepts records that all have summaries and exempts modules", () => {
    const ok = {
      kind: "module",
      qualifiedName: "rsvim",
      summaryHtml: "",
      members: [],
      version: "9.9",
      definedIn: null,
    } as unknown as ApiSymbol
    expect(() => assertSummaries([ok])).not.toThrow()
    const bad = { ...ok, kind: "class", qualifiedName: "Thing" } as ApiSymbol
    expect(() => assertSummaries([ok, bad])).toThrow("(unknown file) Thing (class) has no summary")
  })
})

describe("TypeDoc problems", () => {
  it("surfaces TypeDoc's own warnings with the file instead of printing them", async () => {
    const error = await failure(loadTypeDocProject(fixtureDir("typedoc-warning"), { repoRoot }))
    expect(error.message).toMatch(/^TypeDoc could not convert tests\/fixtures\/api\/typedoc-warning\/rsvim\.d\.ts/)
    expect(error.message).toMatch(/@inheritDoc.*typedoc-warning\/rsvim\.d\.ts:13/)
  }, 60_000)

  it("rejects a file that does not parse, with file, line and column", async () => {
    const error = await failure(loadTypeDocProject(fixtureDir("syntax-error"), { repoRoot }))
    expect(error.message).toMatch(/^API declarations have errors:/)
    expect(error.message).toContain("tests/fixtures/api/syntax-error/rsvim.d.ts:10:8 - ")
  })

  it("rejects a type error, with file, line and column, as the build and the content check do (not only CI's tsc)", async () => {
    const error = await failure(loadTypeDocProject(fixtureDir("type-error"), { repoRoot }))
    expect(error.message).toMatch(/^API declarations have errors:/)
    expect(error.message).toContain("tests/fixtures/api/type-error/rsvim.d.ts:61:15 - Cannot find name 'Strng'")
  }, 60_000)

  it("rejects an @param that names no parameter, which TypeDoc would drop silently", async () => {
    const error = await failure(loadTypeDocProject(fixtureDir("misnamed-param"), { repoRoot }))
    expect(error.message).toContain("tests/fixtures/api/misnamed-param/rsvim.d.ts:12:6 - @param turnz matches no parameter")
    expect(error.message).not.toContain("@param turns")
  })

  it("names a missing declaration file", async () => {
    const error = await failure(loadTypeDocProject(fixtureDir("no-such-version"), { repoRoot }))
    expect(error.message).toContain("cannot read tests/fixtures/api/no-such-version/rsvim.d.ts")
  })
})

describe("checkExpectedSymbols", () => {
  const symbols = [
    { docPath: "api/rsvim", version: "9.9" },
    { docPath: "api/rsvim/classes/Widget", version: "9.9" },
  ] as ApiSymbol[]

  it("passes when every expected page exists, ignoring stray slashes", () => {
    expect(() => checkExpectedSymbols(symbols, ["api/rsvim", "/api/rsvim/classes/Widget/"])).not.toThrow()
  })

  it("reports exactly the expected pages the declarations lack", () => {
    let error: unknown
    try {
      checkExpectedSymbols(symbols, ["api/rsvim", "api/rsvim/classes/Gone", "api/web", "api/web"])
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(ApiIntegrityError)
    expect((error as ApiIntegrityError).problems).toEqual(["api/rsvim/classes/Gone", "api/web"])
    expect((error as Error).message).toMatch(/^API reference 9\.9: 2 expected page\(s\) have no declaration/)
  })

  it("runs as part of loadApiSymbols when expectations are given", async () => {
    const options = { version: "9.9", resolveUrl: testResolveUrl, repoRoot }
    await expect(
      loadApiSymbols(fixtureDir("basic"), { ...options, expectedDocPaths: ["api/rsvim/classes/Widget"] }),
    ).resolves.toHaveLength(8)
    await expect(
      loadApiSymbols(fixtureDir("basic"), { ...options, expectedDocPaths: ["api/rsvim/classes/Sprocket"] }),
    ).rejects.toThrow("api/rsvim/classes/Sprocket")
  }, 60_000)
})
