#!/usr/bin/env node
/**
 * npm run bench:scale — how the site's costs grow with the docs. For each
 * factor (default 1, 10, 100) a scratch copy of the project (in the system's
 * temp folder, never this checkout) gets (factor − 1) × each version's manual
 * pages of synthetic docs (scripts/bench/lib/syntheticDocs.mjs), is built cold,
 * and measured: build time, output size, page and page-data sizes, search
 * index size per version, the cost of loading an index and of a query (engine
 * alone, Node), and with --in-page the same in the browser through
 * scripts/bench/search.mjs. Writes bench/scale.json and bench/scale.md, with the
 * record counts at which the index would need a web worker or splitting.
 * Runs under tsx (the engine figures import src/search).
 */
import { spawn } from "node:child_process"
import fs from "node:fs"
import { gzipSync } from "node:zlib"
import os from "node:os"
import path from "node:path"
import { timedBuild } from "./lib/build.mjs"
import { flag, kB, median, option, round, seconds } from "./lib/format.mjs"
import { outputSize } from "./lib/outputSize.mjs"
import { measureSearchEngine } from "./lib/searchEngine.mjs"
import { startStaticServer } from "../lib/staticServer.mjs"
import { staticPageWeights } from "./lib/staticWeight.mjs"
import { generateSyntheticDocs } from "./lib/syntheticDocs.mjs"
import { copyProject } from "../lib/scratchCopy.mjs"
import { handleUsage } from "../lib/usage.mjs"

handleUsage({
  usage: "npm run bench:scale [-- options]",
  summary:
    "Builds scratch copies of the site with the docs multiplied (in the system's temp folder, never this checkout) and measures how build time, output, page and search sizes grow. Writes bench/scale.json and bench/scale.md.",
  options: [
    ["--factors <list>", "sizes to build, e.g. 1,10,100 (the default)"],
    ["--in-page", "also measure search in Chromium"],
    ["--runs <n>", "samples per query (default 3)"],
    ["--heap <MB>", "Node heap for the builds (NODE_OPTIONS=--max-old-space-size); default Node's own"],
    ["--keep", "keep the scratch copies"],
    ["--add-to <json>", "merge into an earlier scale.json (its other factors kept), e.g. ×100 measured on its own"],
    ["--out <dir>", "where the reports go (default bench)"],
    ["--ports <a-b>", "port range for the in-page search's static server (default 9500-9599)"],
    ["--before <json>", "an earlier scale.json whose search figures are shown beside these (e.g. from git show <commit>:bench/scale.json)"],
    ["--render <json>", "only write scale.md again from this scale.json (with --before, beside those figures); no builds"],
  ],
})

const argv = process.argv.slice(2)
const projectDir = process.cwd()
const outDir = path.resolve(option(argv, "out", "bench"))
const factors = option(argv, "factors", "1,10,100").split(",").map(Number)
const runs = Number(option(argv, "runs", "3"))
const ports = option(argv, "ports", "9500-9599").split("-").map(Number)
const scratchRoot = path.join(os.tmpdir(), "rsvim-bench-scale")
const beforeFile = option(argv, "before", null)
/** An earlier report, whose search figures the tables show beside these. */
const before = beforeFile ? JSON.parse(fs.readFileSync(beforeFile, "utf8")) : null

/** The first query before the split index, from issue 27 (production builds of 5dc9476, the same throttling). */
const firstQueryBefore =
  "Before the split index (issue 27, 5dc9476): the first query downloaded 136 kB gzip at ×1 (search code 70 + index 66), 454 kB at ×10 and 3.86 MB at ×100, and keystroke → first results took 2.45 s (137 ms unthrottled), 4.33 s (230 ms) and 25 s (681 ms). With the split index before its heads had fixed names (00862f0, ×1 only, bench/search.md): 17.8 to 29.6 kB, 3.23 to 3.89 s throttled, 112 to 252 ms unthrottled. Before the engine scored in typed arrays and the heads named their shards compactly (8b14542, bench/scale.md of that commit): heads of 39.7 and 48.9 kB gzip at ×100; the first query fetched 17.6 to 29.5 kB at ×1, 28.7 to 43.1 kB at ×10 and 60.8 to 177.5 kB at ×100, keystroke → first results 1.41 to 2.17 s, 1.98 to 3.06 s and 2.01 to 6.09 s throttled (p50); in-page query p95 6.8 to 9.1 ms, 5.6 to 12.4 ms and 268 to 312 ms (the engine alone in Node: p95 74.6 and 85.6 ms at ×100)."

// When a main thread task passes this, the reader feels it (a long task), and
// one frame at 60 Hz is the budget for an as-you-type query.
const longTaskMs = 50
const frameMs = 16

const log = (message) => console.log(`[scale ${new Date().toISOString().slice(11, 19)}] ${message}`)


function countDocs(dir) {
  const docsDir = path.join(dir, "content/docs")
  const counts = {}
  for (const entry of fs.readdirSync(docsDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue
    counts[entry.name] = fs.readdirSync(path.join(docsDir, entry.name), { recursive: true }).filter((file) => String(file).endsWith(".mdx")).length
  }
  return counts
}

async function inPageSearch(dir) {
  const server = await startStaticServer({ root: path.join(dir, "public"), ports })
  try {
    const out = path.join(dir, "bench-search")
    const child = spawn(path.join(dir, "node_modules/.bin/tsx"), ["scripts/bench/search.mjs", "--url", server.origin, "--out", out, "--runs", String(runs), "--cold", "3"], { cwd: dir, stdio: ["ignore", "pipe", "pipe"] })
    let output = ""
    child.stdout.on("data", (chunk) => (output += chunk))
    child.stderr.on("data", (chunk) => (output += chunk))
    // The first queries alone are 72 new browser contexts, most of them throttled: several minutes.
    const timer = setTimeout(() => child.kill("SIGTERM"), 1_800_000)
    const code = await new Promise((resolve) => child.on("close", resolve))
    clearTimeout(timer)
    const file = path.join(out, "search.json")
    if (code !== 0 || !fs.existsSync(file)) return { error: `search.mjs failed (exit ${code}): ${output.trim().split("\n").slice(-2).join(" / ")}` }
    return JSON.parse(fs.readFileSync(file, "utf8"))
  } finally {
    await server.close()
  }
}

async function measureFactor(factor) {
  const dir = path.join(scratchRoot, `x${factor}`)
  log(`×${factor}: copying the project to ${dir}`)
  copyProject(projectDir, dir)
  const added = generateSyntheticDocs({ projectDir: dir, factor })
  const docs = countDocs(dir)
  log(`×${factor}: ${Object.entries(docs).map(([v, n]) => `${v} ${n}`).join(", ")} MDX docs; cold build…`)
  const heap = option(argv, "heap", null)
  const env = heap ? { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --max-old-space-size=${heap}`.trim() } : {}
  const publicDir = path.join(dir, "public")
  let build
  try {
    build = await timedBuild({ cwd: dir, clean: true, env, logFile: path.join(outDir, "tmp", `scale-x${factor}-build.log`), onProgress: (message) => log(`×${factor}: ${message}`) })
  } catch (error) {
    if (!error.result) throw error
    log(`×${factor}: build failed after ${seconds(error.result.wallMs)}: ${error.result.reason.split("\n")[0]}`)
    // The search indexes are written during bootstrap, so they can be measured even when a later phase fails.
    const engine = fs.existsSync(path.join(publicDir, "search/manifest.json")) ? await measureSearchEngine({ projectDir: dir, publicDir, runs }) : null
    if (!flag(argv, "keep")) fs.rmSync(dir, { recursive: true, force: true })
    return { factor, added, docs, heapMB: heap ? Number(heap) : null, build: error.result, failed: true, search: { indexes: engine?.sizes ?? null, engine: engine?.versions ?? null, engineError: engine?.error ?? null } }
  }
  log(`×${factor}: built in ${seconds(build.wallMs)}`)
  const output = outputSize(publicDir)
  const pages = staticPageWeights(publicDir).filter((page) => page.path.startsWith("/docs/") && page.chunkName?.includes("doc-page"))
  // A docs page's page-data holds its body as HTML (src/node/mdx/renderBody.tsx): raw and as served (gzip).
  const pageDataFiles = pages.map((page) => path.join(publicDir, "page-data", page.path, "page-data.json")).filter((file) => fs.existsSync(file))
  const pageDataSizes = pageDataFiles.map((file) => fs.statSync(file).size)
  const pageDataGzip = pageDataFiles.map((file) => gzipSync(fs.readFileSync(file), { level: 6 }).length)
  // Data shared by a version's pages reaches the browser once: each sidebar slice's data file.
  const sliceDir = path.join(publicDir, "slice-data")
  const sidebarData = fs.existsSync(sliceDir)
    ? fs.readdirSync(sliceDir).filter((file) => file.startsWith("docs-sidebar--")).map((file) => {
        const body = fs.readFileSync(path.join(sliceDir, file))
        return { file, raw: body.length, gzip: gzipSync(body, { level: 6 }).length }
      })
    : []
  const engine = await measureSearchEngine({ projectDir: dir, publicDir, runs })
  // Gatsby's app chunk maps every page component; with one component per MDX
  // file it grows with the docs, so the JS every docs page loads is followed separately.
  const sample = pages.find((page) => page.path.endsWith("/manual/installation")) ?? pages[0]
  const shared = sample.js.files.filter((file) => pages.every((page) => page.js.files.some((other) => other.file === file.file)))
  const result = {
    factor,
    added,
    docs,
    heapMB: heap ? Number(heap) : null,
    build,
    output,
    docsPages: pages.length,
    docsHtmlGzip: { median: median(pages.map((page) => page.html.compressed)), max: Math.max(...pages.map((page) => page.html.compressed)) },
    docsPageData: { median: median(pageDataSizes), max: Math.max(...pageDataSizes), gzipMedian: median(pageDataGzip), gzipMax: Math.max(...pageDataGzip) },
    docsFirstLoadJs: { median: median(pages.map((page) => page.js.compressed)), max: Math.max(...pages.map((page) => page.js.compressed)) },
    sharedJs: { compressed: shared.reduce((sum, file) => sum + file.compressed, 0), files: shared.map(({ file, compressed }) => ({ file, compressed })) },
    sidebarData,
    search: { indexes: engine.sizes, engine: engine.versions ?? null, engineError: engine.error ?? null },
  }
  if (flag(argv, "in-page")) {
    log(`×${factor}: search in the page…`)
    result.search.inPage = await inPageSearch(dir)
  }
  if (!flag(argv, "keep")) fs.rmSync(dir, { recursive: true, force: true })
  return result
}

/** Per-record cost of loading an index, fitted through the measured sizes; the record count where it would reach `limit` ms. */
function threshold(results, pick, limit) {
  const points = results.flatMap((r) => (r.search.engine ?? []).map((v) => ({ records: r.search.indexes?.find((i) => i.name === v.version)?.records, value: pick(v) }))).filter((p) => p.records && p.value !== null)
  if (points.length < 2) return null
  const n = points.length
  const mx = points.reduce((s, p) => s + p.records, 0) / n
  const my = points.reduce((s, p) => s + p.value, 0) / n
  const slope = points.reduce((s, p) => s + (p.records - mx) * (p.value - my), 0) / (points.reduce((s, p) => s + (p.records - mx) ** 2, 0) || 1)
  const intercept = my - slope * mx
  return { perThousandRecords: round(slope * 1000, 2), intercept: round(intercept, 1), recordsAtLimit: slope > 0 ? Math.round((limit - intercept) / slope) : null }
}

function toMarkdown(report) {
  const heaps = [...new Set(report.results.map((r) => r.heapMB))]
  const heapNote = heaps.some((h) => h) ? ` · Node heap for builds ${heaps.map((h) => (h ? `${h} MB` : "default")).join(", ")}` : ""
  const lines = ["# Scaling benchmark", "", `${report.date} · ${report.cpu} · load average ${report.load.join(" ")} · ${report.runs} samples per query${heapNote}`, ""]
  const measured = report.results.filter((r) => r.measured)
  if (measured.length > 0) lines.push(`Measured: ${measured.map((r) => `×${r.factor} ${r.measured.date.slice(0, 16).replace("T", " ")} UTC (load ${r.measured.load.join(" ")})`).join(" · ")}. Wall times move with the machine's load; CPU times and sizes do not.`, "")
  lines.push(
    "Synthetic docs: each version gets (factor − 1) × its manual pages, made from its real pages (new titles, a quarter of the longer prose words swapped for other docs words, links re-pointed). API reference pages (from the .d.ts files) are not multiplied.",
    "",
    "| Factor | MDX docs (per version) | HTML pages | Cold build (CPU) | Output w/o maps | Docs page HTML gzip (median / max) | page-data raw (median / max) | page-data gzip (median / max) | First-load JS docs (max) | of which shared chunks |",
    "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
  )
  for (const r of report.results) {
    if (r.failed) {
      const phases = Object.entries(r.build.phases).map(([name, value]) => `${name} ${seconds(value)}`).join(", ")
      lines.push(`| ×${r.factor} | ${Object.entries(r.docs).map(([v, n]) => `${v} ${n}`).join(", ")} | – | **failed** after ${seconds(r.build.wallMs)} (${seconds(r.build.cpuMs)}): ${r.build.reason.split("\n")[0]}; phases done: ${phases} | – | – | – | – | – | – |`)
      continue
    }
    lines.push(
      `| ×${r.factor} | ${Object.entries(r.docs).map(([v, n]) => `${v} ${n}`).join(", ")} | ${r.output.pages} | ${seconds(r.build.wallMs)} (${seconds(r.build.cpuMs)}) | ${kB(r.output.deployableBytes)} | ${kB(r.docsHtmlGzip.median)} / ${kB(r.docsHtmlGzip.max)} | ${kB(r.docsPageData.median)} / ${kB(r.docsPageData.max)} | ${r.docsPageData.gzipMedian === undefined ? "–" : `${kB(r.docsPageData.gzipMedian)} / ${kB(r.docsPageData.gzipMax)}`} | ${kB(r.docsFirstLoadJs.max)} | ${kB(r.sharedJs?.compressed)} |`,
    )
  }
  const built = report.results.filter((r) => !r.failed)
  if (built.length > 0) {
    const kinds = [...new Set(built.flatMap((r) => Object.keys(r.output.kinds)))].filter((kind) => kind !== "sourceMaps")
    lines.push("", "## What the output holds", "", `| Kind | ${built.map((r) => `×${r.factor}`).join(" | ")} |`, `| --- | ${built.map(() => "---:").join(" | ")} |`)
    for (const kind of kinds) lines.push(`| ${kind} | ${built.map((r) => (r.output.kinds[kind] ? `${kB(r.output.kinds[kind].bytes)} (${r.output.kinds[kind].files} files)` : "–")).join(" | ")} |`)
    lines.push("", "`sliceHtml` is Gatsby's rendered slices (`_gatsby/slices/`), kept to stitch into pages in later builds; no page links to them.")
  }
  if (built.length > 0) {
    lines.push("", "## Where the build's time goes", "", `| Phase | ${built.map((r) => `×${r.factor}`).join(" | ")} |`, `| --- | ${built.map(() => "---:").join(" | ")} |`)
    const phaseNames = [...new Set(built.flatMap((r) => Object.keys(r.build.phases)))]
    for (const name of phaseNames) lines.push(`| ${name} | ${built.map((r) => (r.build.phases[name] === undefined ? "–" : seconds(r.build.phases[name]))).join(" | ")} |`)
    lines.push("", "Gatsby logs phases as they end; the image jobs run beside the webpack builds, so phases overlap and do not add up to the wall time.")
    lines.push("", "## Data shared by a version's pages (sent once per version, not per page)", "", "| Factor | Sidebar slice data, gzip (largest) | Versions × sidebars |", "| --- | ---: | ---: |")
    for (const r of built) {
      const largest = Math.max(0, ...(r.sidebarData ?? []).map((entry) => entry.gzip))
      lines.push(`| ×${r.factor} | ${kB(largest)} | ${(r.sidebarData ?? []).length} |`)
    }
  }
  const first = built.find((r) => r.factor === 1)
  const tenfold = built.find((r) => r.factor === 10)
  const hundredfold = built.find((r) => r.factor === 100)
  if (first && hundredfold) {
    const added = hundredfold.output.pages - first.output.pages
    const perPage = ((hundredfold.docsFirstLoadJs.max - first.docsFirstLoadJs.max) / added).toFixed(1)
    lines.push("", "## Growth", "", `- First-load JS of a docs page grows ${perPage} B gzip per added page from ×1 to ×100 (${kB(first.docsFirstLoadJs.max)} → ${kB(hundredfold.docsFirstLoadJs.max)} over ${added} added pages; the Docusaurus original grows ~62 B per page).`)
    if (tenfold) lines.push(`- Output ×100 / ×10: ${(hundredfold.output.deployableBytes / tenfold.output.deployableBytes).toFixed(1)} × for ${(hundredfold.output.pages / tenfold.output.pages).toFixed(1)} × the pages.`)
  }
  lines.push(
    "",
    "## Search per docs version",
    "",
    "Index: a version's head and shards together (each file gzipped on its own; a small index's whole file, the same shards again, aside). Answer files: a docs version's answers of its one-word queries (scripts/bench/search.mjs counts them on disk). Engine alone in Node: each sample the smaller of wall and process CPU time, wall time alone in brackets. In-page: input event to results in the DOM (scripts/bench/search.mjs).",
    "",
    `| Factor | Version | Records | Index raw | gzip | Answer files | raw | gzip each, median (max) | First query incl. index load (p50) | Query p50 | p95 | max | In-page p95 |${before ? " In-page p95 before |" : ""}`,
    `| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |${before ? " ---: |" : ""}`,
  )
  const answersOf = (result, version) => result?.search.inPage?.indexes?.find((index) => index.name === version)?.answers
  const both = (stats, key) => `${stats[key]} ms (${stats.wall?.[key] ?? "–"} ms)`
  const inPageOf = (result, version) => result?.search.inPage?.queries?.find((c) => c.context.includes(version) || c.page.includes(`/${version}/`))
  const beforeOf = (factor) => before?.results.find((r) => r.factor === factor)
  for (const r of report.results) {
    for (const v of r.search.engine ?? []) {
      const index = r.search.indexes?.find((i) => i.name === v.version)
      const inPage = inPageOf(r, v.version)
      const earlier = before ? inPageOf(beforeOf(r.factor), v.version) : null
      const answers = answersOf(r, v.version)
      const answerCells = answers ? `${answers.files} | ${kB(answers.raw)} | ${kB(answers.gzipMedian)} (${kB(answers.gzipMax)})` : "– | – | –"
      lines.push(`| ×${r.factor} | ${v.version} | ${index?.records ?? "?"} | ${kB(index?.raw)} | ${kB(index?.gzip)} | ${answerCells} | ${both(v.firstQueryWithLoad, "p50")} | ${both(v.all, "p50")} | ${both(v.all, "p95")} | ${both(v.all, "max")} | ${inPage ? `${inPage.all.p95} ms` : "–"} |${before ? ` ${earlier ? `${earlier.all.p95} ms` : "–"} |` : ""}`)
    }
    if (r.search.engineError) lines.push(`| ×${r.factor} | – | – | – | – | – | – | – | ${r.search.engineError} | | | | |`)
    if (r.search.inPage?.error) lines.push(`| ×${r.factor} | in page | – | – | – | – | – | – | ${r.search.inPage.error} | | | | |`)
  }
  const firstRows = report.results.flatMap((r) => (r.search.inPage?.firstQueries ?? []).map((row) => ({ factor: r.factor, row, throttling: r.search.inPage.firstQueryThrottling })))
  if (firstRows.length) {
    lines.push(
      "",
      "## A reader's first query at each size",
      "",
      `From scripts/bench/search.mjs on each copy (${firstRows[0].throttling} when throttled; the query entered at once, as a paste, as soon as the modal's input has focus, or in the last column typed a key every 150 ms, timed from the first key to the first results on screen). Bytes: the index files the answer needed, gzip level 6, the modal's code aside.`,
      "",
      `| Factor | Context | Query | First query downloads (gzip) | Files | Keystroke → first results, throttled p50 (max) | throttled, typed once the heads are in | unthrottled | Ctrl+K → first results, throttled | typed a key every 150 ms, throttled: first key → first results |${before ? " Before: downloads, files | throttled p50 | unthrottled |" : ""}`,
      `| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |${before ? " ---: | ---: | ---: |" : ""}`,
      ...firstRows.map(({ factor, row }) => {
        const earlier = beforeOf(factor)?.search.inPage?.firstQueries?.find((old) => old.context === row.context && old.query === row.query)
        const beside = !before ? "" : earlier ? ` ${kB(earlier.gzip)}, ${earlier.files} | ${earlier.throttled.p50} ms | ${earlier.unthrottled.p50} ms |` : " – | – | – |"
        return `| ×${factor} | ${row.context} | \`${row.query}\` | ${kB(row.gzip)} | ${row.files} | ${row.throttled.p50} ms (${row.throttled.max}) | ${row.settled.p50} ms (${row.settled.max}) | ${row.unthrottled.p50} ms (${row.unthrottled.max}) | ${row.fromOpen.p50} ms (${row.fromOpen.max}) | ${row.typed ? `${row.typed.p50} ms (${row.typed.max})` : "–"} |${beside}`
      }),
      "",
      firstQueryBefore,
    )
  }
  const { load, query } = report.thresholds
  lines.push("", "## When the per-version index needs a worker or splitting", "")
  if (load) lines.push(`- Loading an index (read, JSON parse of its head, its dictionary into a radix tree, the first query with its shards) costs ~${load.perThousandRecords} ms per 1000 records (+${load.intercept} ms). It becomes a long task (> ${longTaskMs} ms on this machine) at ~${load.recordsAtLimit ?? "?"} records: past that, load and query in a web worker (or split the index by section and load on demand).`)
  if (query) lines.push(`- A query's p95 grows ~${query.perThousandRecords} ms per 1000 records (+${query.intercept} ms); it leaves one frame (${frameMs} ms) at ~${query.recordsAtLimit ?? "?"} records.`)
  lines.push("- Download: the gzip size of a version's index is what the first search waits for on a slow link (~50 kB/s on slow 3G ⇒ 1 s per 50 kB).", "")
  return lines.join("\n") + "\n"
}

async function main() {
  const rendered = option(argv, "render", null)
  if (rendered) {
    fs.mkdirSync(outDir, { recursive: true })
    fs.writeFileSync(path.join(outDir, "scale.md"), toMarkdown(JSON.parse(fs.readFileSync(rendered, "utf8"))))
    return
  }
  fs.mkdirSync(path.join(outDir, "tmp"), { recursive: true })
  const earlier = option(argv, "add-to", null)
  const results = earlier ? JSON.parse(fs.readFileSync(earlier, "utf8")).results.filter((r) => !factors.includes(r.factor)) : []
  for (const factor of factors) {
    const result = await measureFactor(factor)
    // Each factor records when and under what load it was measured: a merged report mixes runs.
    result.measured = { date: new Date().toISOString(), load: os.loadavg().map((value) => round(value, 1)) }
    results.push(result)
  }
  results.sort((a, b) => a.factor - b.factor)
  const report = {
    date: new Date().toISOString(),
    cpu: `${os.cpus()[0]?.model ?? "?"} × ${os.cpus().length}`,
    load: os.loadavg().map((value) => round(value, 1)),
    runs,
    results,
    thresholds: {
      load: threshold(results, (v) => v.firstQueryWithLoad.p50, longTaskMs),
      query: threshold(results, (v) => v.all.p95, frameMs),
    },
  }
  fs.writeFileSync(path.join(outDir, "scale.json"), JSON.stringify(report, null, 2) + "\n")
  const markdown = toMarkdown(report)
  fs.writeFileSync(path.join(outDir, "scale.md"), markdown)
  console.log(markdown)
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error)
  process.exit(1)
})
