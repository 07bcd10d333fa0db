import { describe, expect, it } from "vitest"
import { loadApiReference, loadTypeDocProject, summaryProblems, type ApiSymbol } from "../../../../src/node/api"
import { fixtureDir, repoRoot, testResolveUrl } from "./helpers"

/** Every problem of a fixture's declarations, in page order. */
const problemsOf = async (name: string) =>
  [...(await loadApiReference(fixtureDir(name), { version: "9.9", resolveUrl: testResolveUrl, repoRoot })).problemsBySymbol.values()].flat()

async function failure(promise: Promise<unknown>): Promise<Error> {
  const result = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  if (!(result instanceof Error)) throw new Error("expected the load to fail")
  return result
}

describe("broken links and dropped tags", () => {
  it("names the file, line, symbol and problem for each", async () => {
    const file = "tests/fixtures/api/broken-links/rsvim.d.ts"
    expect(await problemsOf("broken-links")).toEqual([
      // At the comment line holding the link, not the declaration below it.
      `${file}:9 Widget.spin: unresolved {@link Nope}`,
      `${file}:9 Widget.spin: unresolved {@link Widget.nothing | nothing}`,
      `${file}:17 Widget.turn: unsupported block tag @author`,
    ])
  }, 60_000)
})

describe("missing summaries", () => {
  it("names every undocumented symbol and member with its file and line", async () => {
    expect(await problemsOf("missing-summary")).toEqual([
      "tests/fixtures/api/missing-summary/rsvim.d.ts:9 Widget.size (property) has no summary",
      "tests/fixtures/api/missing-summary/rsvim.d.ts:15 Gadget (interface) has no summary",
    ])
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
    expect(summaryProblems([ok])).toEqual(new Map())
    const bad = { ...ok, id: "thing", kind: "class", qualifiedName: "Thing" } as ApiSymbol
    expect(summaryProblems([ok, bad])).toEqual(new Map([["thing", ["(unknown file) Thing (class) has no summary"]]]))
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
    expect(error.message).toContain("tests/fixtures/api/type-error/rsvim.d.ts:10:15 - Cannot find name 'Strng'")
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
