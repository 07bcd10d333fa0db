import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import type { RuleSetRule } from "webpack"
import { esbuildTargets, keepsBabel, transpileWithEsbuild } from "../../../../src/node/webpack/fasterTranspiling"
import { writeTree } from "../../helpers/writeTree"

const dirs: string[] = []
afterAll(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

/** A src/ folder holding the given modules. */
function srcWith(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "transpiling-"))
  dirs.push(root)
  const src = path.join(root, "src")
  writeTree(src, files)
  return src
}

const gatsbyBabel = { loader: "/site/node_modules/gatsby/dist/utils/babel-loader.js", options: { stage: "build-javascript" } }
type UseInfo = { resource: string; issuer?: string }
const useOf = (rule: RuleSetRule) => rule.use as unknown as (info: UseInfo) => { loader?: string }[]

describe("keepsBabel", () => {
  const src = srcWith({
    "components/Plain.tsx": "export const Plain = () => <p>plain</p>\n",
    "templates/Page.tsx": "import { graphql } from \"gatsby\"\nexport const query = graphql`{ site { id } }`\n",
    "components/Frame.tsx": "import { Slice } from \"gatsby\"\nexport const Frame = () => <Slice alias=\"x\" />\n",
    "theme/inline.ts": "function run() {}\nexport const script = `(${run.toString()})()`\n",
  })

  it("sends a module needing none of Gatsby's Babel plugins to esbuild", () => {
    expect(keepsBabel(path.join(src, "components/Plain.tsx"), "/site/src/App.tsx", src)).toBe(false)
  })

  it("keeps Babel for graphql tags, <Slice>, functions shipped as text, page components and modules outside src/", () => {
    expect(keepsBabel(path.join(src, "templates/Page.tsx"), undefined, src)).toBe(true)
    expect(keepsBabel(path.join(src, "components/Frame.tsx"), undefined, src)).toBe(true)
    expect(keepsBabel(path.join(src, "theme/inline.ts"), undefined, src)).toBe(true)
    expect(keepsBabel(path.join(src, "components/Plain.tsx"), "/site/.cache/async-requires.js", src)).toBe(true)
    expect(keepsBabel("/site/.cache/production-app.js", undefined, src)).toBe(true)
  })
})

describe("transpileWithEsbuild", () => {
  const src = srcWith({ "Plain.ts": "export const a = 1\n", "Query.tsx": "export const q = graphql`{ x }`\n" })
  const rules = (): RuleSetRule[] => [
    { test: /\.(js|mjs|jsx|ts|tsx)$/, use: (() => [gatsbyBabel]) as unknown as RuleSetRule["use"] },
    { test: /\.tsx?$/, use: (() => [gatsbyBabel]) as unknown as RuleSetRule["use"] },
    { test: /\.[tj]sx?$/, resourceQuery: /__contentFilePath/, use: (() => [gatsbyBabel]) as unknown as RuleSetRule["use"] },
    { test: /\.css$/, use: [{ loader: "css-loader" }] },
  ]

  it("gives a plain module esbuild once (none from the TypeScript rule), and leaves other modules and rules to Babel", () => {
    const config = rules()
    expect(transpileWithEsbuild(config, { stage: "build-javascript", srcDir: src, browsers: ["chrome 100"] })).toBe(2)
    const [javascript, typescript, mdx] = config.map(useOf)
    expect(javascript({ resource: path.join(src, "Plain.ts") }).map((use) => use.loader)).toEqual([expect.stringMatching(/esbuild-loader/)])
    expect(typescript({ resource: path.join(src, "Plain.ts") })).toEqual([])
    expect(javascript({ resource: path.join(src, "Query.tsx") })).toEqual([gatsbyBabel])
    expect(typescript({ resource: path.join(src, "Query.tsx") })).toEqual([gatsbyBabel])
    expect(mdx({ resource: path.join(src, "Plain.ts") })).toEqual([gatsbyBabel])
  })

  it("finds nothing to change in a config of another shape", () => {
    expect(transpileWithEsbuild([{ test: /\.css$/, use: [{ loader: "css-loader" }] }], { stage: "build-html", srcDir: src, browsers: [] })).toBe(0)
  })
})

describe("esbuildTargets", () => {
  it("takes the oldest version of each engine esbuild knows, and leaves out Chromium browsers numbered their own way", () => {
    expect(esbuildTargets(["chrome 109", "chrome 120", "safari 18.5-18.7", "ios_saf 17.0", "samsung 27"])).toEqual(["chrome109", "ios17", "safari18.5"])
  })
})
