import { spawnSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { afterEach, describe, expect, it } from "vitest"
import { writeTree } from "../../helpers/writeTree"

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

/** A public/ folder with the given files. */
function build(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "compare-builds-"))
  dirs.push(dir)
  writeTree(dir, files)
  return dir
}

function compare(before: string, after: string) {
  const run = spawnSync(process.execPath, ["scripts/bench/compare-builds.mjs", before, after], { encoding: "utf8" })
  return { status: run.status, output: run.stdout + run.stderr }
}

const page = (chunks: string, hash: string, body: string) =>
  `<html><head><link rel="preload" href="/${chunks}" as="script"></head><body>${body}` +
  `<script type="application/json" data-window-globals>{"webpackCompilationHash":"${hash}","chunks":{"174":"08c588bb"}}</script></body></html>`

describe("compare-builds", () => {
  it("finds two builds equal when only chunk names, ids and hashes differ", () => {
    const before = build({
      "index.html": page("app-bd831936a1ccb11633fd.js", "0123456789abcdef0123", "<p>Hello</p>"),
      "page-data/index/page-data.json": '{"componentChunkName":"component---src-pages-index-tsx","path":"/"}',
    })
    const after = build({
      "index.html": page("app-5f7d1bb8aa00ee11ff22.js", "fedcba9876543210fedc", "<p>Hello</p>").replace('"174":"08c588bb"', '"205":"1a2b3c4d"'),
      "page-data/index/page-data.json": '{"componentChunkName":"component---src-pages-index-tsx","path":"/"}',
    })
    const result = compare(before, after)
    expect(result.output).toContain("2 of 2 files identical")
    expect(result.status).toBe(0)
  })

  it("fails on a change of a page's text, and names the file and what differs", () => {
    const before = build({ "docs/a/index.html": page("app-bd831936.js", "0123456789abcdef", "<p>Hello</p>") })
    const after = build({ "docs/a/index.html": page("app-bd831936.js", "0123456789abcdef", "<p>Hallo</p>") })
    const result = compare(before, after)
    expect(result.status).toBe(1)
    expect(result.output).toContain(`${path.join("docs", "a", "index.html")} differs`)
    expect(result.output).toContain("<p>Hallo</p>")
  })

  it("fails when a page is in one build only", () => {
    const before = build({ "index.html": "<p>x</p>", "404.html": "<p>gone</p>" })
    const after = build({ "index.html": "<p>x</p>" })
    const result = compare(before, after)
    expect(result.status).toBe(1)
    expect(result.output).toContain("404.html")
  })
})
