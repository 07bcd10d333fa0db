#!/usr/bin/env node
/**
 * Whether the content checks grow linearly with a page's size (issue 29):
 * the same bytes of docs text checked as one large page and as 50 pages
 * (`npm run check:content -- --root <scratch copy>`), the fastest of a few runs
 * each. The text is the next version's manual, repeated to the size asked,
 * with its imports and file links taken out so it checks clean. Writes
 * bench/content-size.json and bench/content-size.md.
 */
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { option } from "./lib/format.mjs"
import { handleUsage } from "../lib/usage.mjs"

handleUsage({
  usage: "node scripts/bench/content-size.mjs [options]",
  summary:
    "Times the content check on the same docs text as one large page and as 50 pages, to show whether it grows linearly with a page's size. Writes bench/content-size.json and bench/content-size.md.",
  options: [
    ["--mb <n>", "megabytes of text (default 5)"],
    ["--runs <n>", "runs of each layout; the fastest counts (default 2)"],
    ["--out <dir>", "where the reports go (default bench)"],
  ],
})

const argv = process.argv.slice(2)
const projectDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..")
const megabytes = Number(option(argv, "mb", "5"))
const runs = Number(option(argv, "runs", "2"))
const outDir = path.resolve(projectDir, option(argv, "out", "bench"))
const pieces = 50

/** The next manual's bodies: no front matter, no imports, links to files made fragment links (they would not resolve elsewhere). */
function manualText() {
  const dir = path.join(projectDir, "content/docs/next/manual")
  const bodies = []
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".mdx")) continue
    const source = fs.readFileSync(path.join(entry.parentPath, entry.name), "utf8")
    const body = source.startsWith("---") ? source.slice(source.indexOf("\n---", 3) + 4) : source
    bodies.push(
      body
        .split("\n")
        .filter((line) => !line.startsWith("import "))
        .join("\n")
        .replace(/\]\((?!https?:|#)[^)]*\)/g, "](#)"),
    )
  }
  return bodies.join("\n\n")
}

/** A scratch copy of the content with `pages` extra docs sharing the `copies` of the text between them, whole copies each. */
function scratchSite(name, copies, pages) {
  const dir = path.join(os.tmpdir(), "rsvim-content-size", name)
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(dir, { recursive: true })
  fs.cpSync(path.join(projectDir, "content"), path.join(dir, "content"), { recursive: true })
  fs.cpSync(path.join(projectDir, "static"), path.join(dir, "static"), { recursive: true })
  const target = path.join(dir, "content/docs/next/manual/size")
  fs.mkdirSync(target, { recursive: true })
  for (let page = 0; page < pages; page++) {
    const share = copies.slice(Math.floor((page * copies.length) / pages), Math.floor(((page + 1) * copies.length) / pages))
    fs.writeFileSync(path.join(target, `part_${page}.mdx`), `---\ntitle: Part ${page}\n---\n\n${share.join("\n\n")}\n`)
  }
  return dir
}

/** Seconds the content check takes on `dir`, the fastest of `runs`. */
function checkSeconds(dir) {
  let best = Infinity
  for (let run = 0; run < runs; run++) {
    const started = process.hrtime.bigint()
    const result = spawnSync(process.execPath, ["--import", "tsx", "scripts/check-content.ts", "--root", dir], { cwd: projectDir, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 })
    const seconds = Number(process.hrtime.bigint() - started) / 1e9
    if (result.status !== 0) throw new Error(`the content check failed on ${dir}:\n${(result.stdout + result.stderr).slice(-2000)}`)
    best = Math.min(best, seconds)
  }
  return best
}

// Whole copies of the manual: no page is cut inside a code fence or an element.
const unit = manualText()
const copies = Array.from({ length: Math.max(pieces, Math.ceil((megabytes * 1e6) / unit.length)) }, () => unit)
const bytes = Buffer.byteLength(copies.join("\n\n"))

console.log(`[content size] ${(bytes / 1e6).toFixed(1)} MB of docs text, ${runs} run(s) each`)
const empty = checkSeconds(scratchSite("none", [], 0))
console.log(`[content size] the site alone: ${empty.toFixed(1)} s`)
const split = checkSeconds(scratchSite("split", copies, pieces))
console.log(`[content size] as ${pieces} pages: ${split.toFixed(1)} s`)
const single = checkSeconds(scratchSite("single", copies, 1))
console.log(`[content size] as one page: ${single.toFixed(1)} s`)

const ratio = (single - empty) / Math.max(split - empty, 0.001)
const report = { date: new Date().toISOString(), bytes, runs, seconds: { siteAlone: empty, fiftyPages: split, onePage: single }, onePageOverFiftyPages: ratio, target: 2 }
fs.mkdirSync(outDir, { recursive: true })
fs.writeFileSync(path.join(outDir, "content-size.json"), `${JSON.stringify(report, null, 2)}\n`)
fs.writeFileSync(
  path.join(outDir, "content-size.md"),
  [
    "# Content check and page size",
    "",
    `\`node scripts/bench/content-size.mjs\`, ${report.date.slice(0, 10)}: ${(bytes / 1e6).toFixed(1)} MB of the next manual's text added to the site, as one page and as ${pieces} pages; the fastest of ${runs} run(s) of \`npm run check:content\`.`,
    "",
    "| layout | seconds | above the site alone |",
    "| --- | ---: | ---: |",
    `| the site alone | ${empty.toFixed(1)} | |`,
    `| ${pieces} pages | ${split.toFixed(1)} | ${(split - empty).toFixed(1)} |`,
    `| one page | ${single.toFixed(1)} | ${(single - empty).toFixed(1)} |`,
    "",
    `One page takes ${ratio.toFixed(1)}× the time of the same bytes in ${pieces} pages (target: at most 2×).`,
    "",
  ].join("\n"),
)
fs.rmSync(path.join(os.tmpdir(), "rsvim-content-size"), { recursive: true, force: true })
