import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { flagsFromMeta } from "../../../../src/node/highlight/codeMeta"
import { checkCodeSamples } from "../../../../src/node/codeSamples/checkCodeSamples"
import { checkDocsSamples, collectVersionSamples } from "../../../../src/node/codeSamples/checkDocsSamples"
import { extractDeclarationSamples, extractMarkdownSamples, type CodeSample } from "../../../../src/node/codeSamples/extractCodeSamples"

const fence = "```"

describe("flagsFromMeta", () => {
  it("finds bare words and ignores the title and line ranges", () => {
    expect([...flagsFromMeta('title="skip-check.ts" {1-2} skip-check')]).toEqual(["skip-check"])
    expect(flagsFromMeta('title="a.ts" {1}').size).toBe(0)
    expect(flagsFromMeta(undefined).size).toBe(0)
  })
})

describe("extractMarkdownSamples", () => {
  const body = [
    "Intro.", // 1
    "", // 2
    `${fence}ts title="rsvim.ts"`, // 3
    "Rsvim.opt.wrap = true;", // 4
    fence, // 5
    "", // 6
    '<Tabs groupId="os">', // 7
    '<TabItem value="a" label="A">', // 8
    "", // 9
    `${fence}javascript skip-check`, // 10
    "partial(", // 11
    fence, // 12
    "", // 13
    "</TabItem>", // 14
    "</Tabs>", // 15
    "", // 16
    `${fence}bash`, // 17
    "rsvim", // 18
    fence, // 19
  ].join("\n")

  it("finds ts and js fences, also inside JSX, with the file line of their first code line", () => {
    const samples = extractMarkdownSamples(body, "content/docs/x/manual/a.mdx", 5)
    expect(samples.map(s => [s.language, s.line, s.title, s.skipped, s.code])).toEqual([
      ["ts", 8, "rsvim.ts", false, "Rsvim.opt.wrap = true;"],
      ["js", 15, undefined, true, "partial("],
    ])
  })
})

describe("extractDeclarationSamples", () => {
  it("reads the fenced code of @example tags, at its line in the declaration file", () => {
    const source = [
      "/**", // 1
      " * Does a thing.", // 2
      " *", // 3
      " * @example With a caption", // 4
      " * ```javascript", // 5
      " * Rsvim.cmd.echo(1);", // 6
      " * ```", // 7
      " */", // 8
      "export declare function thing(): void", // 9
    ].join("\n")
    const samples = extractDeclarationSamples(source, "content/docs/x/api/rsvim.d.ts")
    expect(samples).toEqual([
      { file: "content/docs/x/api/rsvim.d.ts", line: 6, language: "js", code: "Rsvim.cmd.echo(1);", title: undefined, skipped: false },
    ])
  })
})

describe("checkCodeSamples", () => {
  let root: string
  let apiDir: string
  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), "rsvim-samples-"))
    apiDir = path.join(root, "content", "docs", "v1", "api")
    mkdirSync(apiDir, { recursive: true })
    writeFileSync(
      path.join(apiDir, "rsvim.d.ts"),
      "export interface Rsvim { readonly cmd: RsvimCmd }\nexport interface RsvimCmd { echo(message: string): void }\n",
    )
    writeFileSync(
      path.join(apiDir, "web.d.ts"),
      "export interface GlobalThis { setTimeout(callback: () => void, delay?: number): number }\n",
    )
  })
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  const sample = (code: string, overrides: Partial<CodeSample> = {}): CodeSample => ({
    file: "content/docs/v1/manual/page.mdx",
    line: 10,
    language: "ts",
    code,
    skipped: false,
    ...overrides,
  })

  it("passes a sample that only uses declared globals, in TypeScript and in JavaScript", () => {
    const results = checkCodeSamples(
      [
        sample('Rsvim.cmd.echo("hi");\nsetTimeout(() => Rsvim.cmd.echo("later"), 10);'),
        sample("export function say(text) {\n  Rsvim.cmd.echo(text);\n}", { language: "js" }),
      ],
      apiDir,
    )
    expect(results.map(r => r.problems)).toEqual([[], []])
  })

  it("fails a sample that calls an undeclared API, naming the file and the line of the call", () => {
    const [result] = checkCodeSamples([sample('Rsvim.cmd.echo("a");\nRsvim.fs.readFile("x");')], apiDir)
    expect(result.problems).toHaveLength(1)
    expect(result.problems[0]).toMatchObject({ file: "content/docs/v1/manual/page.mdx", line: 11 })
    expect(result.problems[0].message).toContain("Property 'fs' does not exist")
  })

  it("fails a JavaScript sample too, and a global the version does not declare", () => {
    const results = checkCodeSamples(
      [sample("Rsvim.cmd.create('w', () => {});", { language: "js" }), sample("queueMicrotask(() => {});")],
      apiDir,
    )
    expect(results[0].problems[0].message).toContain("Property 'create' does not exist")
    expect(results[1].problems[0].message).toContain("Cannot find name 'queueMicrotask'")
  })

  it("leaves samples marked skip-check out", () => {
    const [result] = checkCodeSamples([sample("Rsvim.nothing();", { skipped: true })], apiDir)
    expect(result.problems).toEqual([])
  })

  it("does not follow imports: an imported binding is untyped", () => {
    const [result] = checkCodeSamples([sample('import { setup } from "./other.ts";\nimport pkg from "some-package";\nsetup(pkg);')], apiDir)
    expect(result.problems).toEqual([])
  })

  it("gives a version without declarations no globals", () => {
    const empty = path.join(root, "content", "docs", "old", "api")
    mkdirSync(empty, { recursive: true })
    const [result] = checkCodeSamples([sample("Rsvim.cmd.echo('x');")], empty)
    expect(result.problems[0].message).toContain("Cannot find name 'Rsvim'")
  })

  it("checks a whole version folder: manual pages, the API introduction and TSDoc examples", () => {
    const manual = path.join(root, "content", "docs", "v1", "manual")
    mkdirSync(manual, { recursive: true })
    writeFileSync(
      path.join(manual, "page.mdx"),
      ["---", "title: Page", "---", "", `${fence}ts`, 'Rsvim.cmd.echo("ok");', fence, "", `${fence}js`, "Rsvim.buf.list();", fence, ""].join("\n"),
    )
    writeFileSync(path.join(apiDir, "introduction.mdx"), ["---", "title: Intro", "---", "", `${fence}ts skip-check`, "Rsvim.opt;", fence, ""].join("\n"))
    expect(collectVersionSamples(root, path.join(root, "content", "docs", "v1")).map(s => [s.file, s.line, s.skipped])).toEqual([
      ["content/docs/v1/manual/page.mdx", 6, false],
      ["content/docs/v1/manual/page.mdx", 10, false],
      ["content/docs/v1/api/introduction.mdx", 6, true],
    ])
    const v1 = checkDocsSamples(root).find(v => v.version === "v1")!
    expect(v1.results.flatMap(r => r.problems).map(p => `${p.file}:${p.line}`)).toEqual(["content/docs/v1/manual/page.mdx:10"])
  })
})
