#!/usr/bin/env node
/**
 * npm run bench — the site as readers get it, measured on a production build
 * served from loopback with gzip:
 *
 *   1. build time: cold (no .cache, no public/) and again with Gatsby's cache; output size;
 *      with --original <dir>, side by side with the Docusaurus site it replaces
 *      at ×1 and ×10 (./lib/buildComparison.mjs: CPU time and peak memory of
 *      each build's process tree, interleaved runs; also bench/build-compare.md);
 *   2. per route (home, a docs page per version, an API symbol page, blog list,
 *      a post, sponsor, 404), mobile and desktop, in a fresh browser context:
 *      requests and bytes by type (compressed and decoded), first-load JS vs
 *      prefetched, how much of the first-load JS runs, search or third-party loads;
 *   3. the first tap on each kind of control of a docs page on a throttled phone,
 *      once the page has settled and at first paint (scripts/bench/lib/firstTap.mjs);
 *   4. Lighthouse (mobile and desktop; medians of several runs) on one route of each type;
 *   5. search: index sizes, the engine's load and query cost outside the page,
 *      and, through scripts/bench/search.mjs, Ctrl+K to an interactive modal
 *      and query latency in the page.
 *
 * Writes bench/report.json and bench/report.md (scratch in bench/tmp/).
 * Runs under tsx (the engine figures import src/search).
 */
import { spawn } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { timedBuild } from "./lib/build.mjs"
import { compareBuilds, comparisonMarkdown } from "./lib/buildComparison.mjs"
import { composition } from "./lib/bundleSources.mjs"
import { giveFirstInteraction } from "../lib/firstInteraction.mjs"
import { launchChromium } from "../lib/chromium.mjs"
import { flag, option } from "./lib/format.mjs"
import { launchDebuggableChromium, medianLighthouse } from "./lib/lighthouse.mjs"
import { outputSize } from "./lib/outputSize.mjs"
import { isFirstLoadJs, measurePage, searchCodeFiles, viewCodeFiles } from "./lib/pageWeight.mjs"
import { measureFirstTaps } from "./lib/firstTap.mjs"
import { mapLimit } from "./lib/pool.mjs"
import { compareReports, evaluate, toMarkdown } from "./lib/report.mjs"
import { benchRoutes } from "./lib/routes.mjs"
import { measureSearchEngine, searchIndexSizes } from "./lib/searchEngine.mjs"
import { startStaticServer } from "../lib/staticServer.mjs"
import { handleUsage } from "../lib/usage.mjs"

handleUsage({
  usage: "npm run bench [-- options]",
  summary:
    "The full benchmark of a production build: a cold build (it deletes public/ and .cache/ first) and a cached one, page weights, Lighthouse and search. Writes bench/report.json and bench/report.md.",
  options: [
    ["--skip-build", "measure the existing public/ (no build figures; nothing deleted)"],
    ["--no-cold", "one build with whatever cache there is, reported as cached"],
    ["--original <dir>", "also build a checkout of the Docusaurus original (npm install done there), interleaved with this site's builds, cold and warm, at each --factors size, and at ×1 the specified stack alone (Gatsby and the site's plugins, one page); writes bench/build-compare.md and .json"],
    ["--factors <list>", "sizes for --original, e.g. 1,10 (the default): docs multiplied in scratch copies of both sites"],
    ["--build-samples <n>", "cold and warm builds of each site per size with --original (default 2)"],
    ["--builds-only", "stop after the builds (with --original: only bench/build-compare.* are written)"],
    ["--baseline <file>", "compare with an earlier report.json (ratios now/then)"],
    ["--lighthouse-runs <n>", "mobile Lighthouse runs per route (default 3)"],
    ["--desktop-runs <n>", "desktop Lighthouse runs per route (default 1)"],
    ["--search-runs <n>", "samples per query in the page (default 15)"],
    ["--cold-opens <n>", "cold Ctrl+K opens (default 5)"],
    ["--quick", "1 Lighthouse run each, 2 search samples, no desktop Lighthouse"],
    ["--skip-lighthouse", "leave Lighthouse out"],
    ["--skip-search", "leave the in-page search figures out"],
    ["--skip-first-tap", "leave the first-tap latencies out"],
    ["--tap-runs <n>", "fresh pages per control and moment for the first-tap latencies (default 3)"],
    ["--port <n>", "server port (default: first free in 9500-9599)"],
    ["--devtools-port <n>", "Chromium's remote debugging port for Lighthouse (default 9590)"],
    ["--out <dir>", "where the reports go (default bench)"],
    ["--render-only", "rewrite report.md (and the verdicts) from the existing report.json"],
  ],
})
const argv = process.argv.slice(2)
const projectDir = process.cwd()
const publicDir = path.join(projectDir, "public")
const outDir = path.resolve(option(argv, "out", "bench"))
const tmpDir = path.join(outDir, "tmp")
const quick = flag(argv, "quick")
const mobileRuns = Number(option(argv, "lighthouse-runs", quick ? "1" : "3"))
const desktopRuns = Number(option(argv, "desktop-runs", quick ? "0" : "1"))
const searchRuns = option(argv, "search-runs", quick ? "2" : "15")
const coldOpens = option(argv, "cold-opens", quick ? "2" : "5")

const log = (message) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`)
const load = () => os.loadavg().map((value) => Math.round(value * 10) / 10)

function gitCommit() {
  try {
    const head = fs.readFileSync(path.join(projectDir, ".git/HEAD"), "utf8").trim()
    if (!head.startsWith("ref: ")) return head
    const ref = path.join(projectDir, ".git", head.slice(5))
    return fs.existsSync(ref) ? fs.readFileSync(ref, "utf8").trim() : head
  } catch {
    return null
  }
}

/** --original: both sites built side by side; this site's first ×1 cold and warm builds stand as its build figures. */
async function buildsWithOriginal(originalDir) {
  const factors = option(argv, "factors", "1,10").split(",").map(Number)
  const samples = Number(option(argv, "build-samples", "2"))
  log(`builds side by side with ${originalDir}: sizes ×${factors.join(", ×")}, ${samples} cold and warm sample(s) each`)
  const comparison = await compareBuilds({ projectDir, originalDir: path.resolve(originalDir), factors, samples, logDir: tmpDir, log })
  fs.writeFileSync(path.join(outDir, "build-compare.json"), JSON.stringify(comparison, null, 2) + "\n")
  const markdown = `# Build: this site and the Docusaurus original\n\nWritten by \`npm run bench -- --original <dir>\` (scripts/bench/lib/buildComparison.mjs).\n\n${comparisonMarkdown(comparison)}`
  fs.writeFileSync(path.join(outDir, "build-compare.md"), markdown)
  console.log(markdown)
  const one = comparison.factors.find((entry) => entry.factor === 1)
  const build = one ? { cold: one.ours.runs.cold[0], cached: one.ours.runs.warm[0] } : null
  return { comparison, build }
}

async function builds() {
  if (flag(argv, "skip-build")) return null
  const result = {}
  if (!flag(argv, "no-cold")) {
    log("cold build (no .cache, no public/)…")
    result.cold = { ...(await timedBuild({ cwd: projectDir, clean: true, logFile: path.join(tmpDir, "build-cold.log"), onProgress: (message) => log(`  cold build: ${message}`) })), load: load() }
    log(`cold build ${(result.cold.wallMs / 1000).toFixed(1)} s`)
  }
  log("build with cache…")
  result.cached = { ...(await timedBuild({ cwd: projectDir, clean: false, logFile: path.join(tmpDir, "build-cached.log"), onProgress: (message) => log(`  cached build: ${message}`) })), load: load() }
  log(`cached build ${(result.cached.wallMs / 1000).toFixed(1)} s`)
  return result
}

function summarizePage(page) {
  const { requests, ...rest } = page
  return {
    ...rest,
    requests: requests.length,
    files: requests.map(({ url, category, compressed, decoded, prefetch, onInteraction, search, status }) => ({ url, category, compressed, decoded, prefetch, onInteraction, search, status })),
  }
}

async function pageWeights(origin, routes) {
  const browser = await launchChromium()
  const searchFiles = searchCodeFiles(publicDir)
  const viewFiles = viewCodeFiles(publicDir)
  try {
    const jobs = routes.flatMap((route) => ["mobile", "desktop"].map((viewport) => ({ route, viewport })))
    // Sizes do not depend on timing, so three pages at a time is fine; 6 s after
    // hydration covers Gatsby's first two prefetch batches.
    const pages = await mapLimit(jobs, 3, ({ route, viewport }) =>
      measurePage(browser, { origin, route, viewport, coverage: true, searchFiles, viewFiles, windowMs: 6000, quietMs: 1500 }),
    )
    return routes.map((route) => {
      const own = pages.filter((page) => page.id === route.id)
      const desktop = own.find((page) => page.viewport === "desktop")
      const js = desktop.requests.filter(isFirstLoadJs).map((request) => ({ file: request.url.replace(/^\//, "").replace(/\?.*$/, ""), compressed: request.compressed }))
      return {
        ...route,
        mobile: summarizePage(own.find((page) => page.viewport === "mobile")),
        desktop: summarizePage(desktop),
        jsComposition: composition(publicDir, js).slice(0, 15),
      }
    })
  } finally {
    await browser.close()
  }
}

async function lighthouseAll(origin, routes) {
  if (mobileRuns === 0 && desktopRuns === 0) return null
  // One route per page type: other docs versions share the docs template.
  const latest = routes.find((route) => route.latest) ?? routes.find((route) => route.type === "docs")
  const chosen = routes.filter((route) => route.type !== "docs" || route === latest || route.id === "api-symbol")
  const port = Number(option(argv, "devtools-port", "9590"))
  const chrome = await launchDebuggableChromium(port)
  const results = []
  try {
    for (const route of chosen) {
      // Lighthouse refuses a document answered with 404; /404 is the same page with 200.
      const target = route.expectStatus === 404 ? "/404" : route.path
      const entry = { id: route.id, path: target }
      for (const [formFactor, runs] of [["mobile", mobileRuns], ["desktop", desktopRuns]]) {
        if (runs <= 0) continue
        log(`Lighthouse ${formFactor} ×${runs} ${target}`)
        try {
          entry[formFactor] = await medianLighthouse({ url: origin + target, port, formFactor, runs })
        } catch (error) {
          entry[`${formFactor}Error`] = error.message
          log(error.message)
        }
      }
      results.push(entry)
    }
  } finally {
    await chrome.close()
  }
  return { mobileRuns, desktopRuns, routes: results }
}

/** Does Ctrl+K open a dialog with a text field on a docs page? (search.mjs would wait forever otherwise.) */
async function searchOpens(origin, route) {
  const browser = await launchChromium()
  try {
    const page = await browser.newPage()
    await page.goto(origin + route.path)
    await giveFirstInteraction(page)
    await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached", timeout: 15_000 })
    await page.keyboard.press("Control+k")
    await page.locator('[role="dialog"] input[role="combobox"]').first().waitFor({ state: "visible", timeout: 10_000 })
    return true
  } catch {
    return false
  } finally {
    await browser.close()
  }
}

/** The search helper's in-page measurement (scripts/bench/search.mjs), run against our server. */
async function searchInPage(origin, routes) {
  const script = path.join(projectDir, "scripts/bench/search.mjs")
  if (!fs.existsSync(script)) return { error: "scripts/bench/search.mjs is not there" }
  const docs = routes.find((route) => route.type === "docs")
  if (!docs || !(await searchOpens(origin, docs))) return { error: `Ctrl+K opens no search dialog on ${docs?.path ?? "a docs page"} (search is not wired into this build)` }
  const out = path.join(tmpDir, "search")
  fs.rmSync(path.join(out, "search.json"), { force: true })
  const tsx = path.join(projectDir, "node_modules/.bin/tsx")
  const args = [script, "--url", origin, "--out", out, "--runs", searchRuns, "--cold", coldOpens]
  const child = spawn(tsx, args, { cwd: projectDir, stdio: ["ignore", "pipe", "pipe"] })
  let output = ""
  child.stdout.on("data", (chunk) => (output += chunk))
  child.stderr.on("data", (chunk) => (output += chunk))
  const timer = setTimeout(() => child.kill("SIGTERM"), 300_000)
  const code = await new Promise((resolve) => child.on("close", resolve))
  clearTimeout(timer)
  if (code !== 0 || !fs.existsSync(path.join(out, "search.json"))) {
    return { error: `search.mjs failed (exit ${code}): ${output.trim().split("\n").slice(-3).join(" / ")}` }
  }
  return JSON.parse(fs.readFileSync(path.join(out, "search.json"), "utf8"))
}

/** --render-only: evaluate and write report.md again from the existing report.json (after a change to the report's layout). */
function renderOnly() {
  const report = JSON.parse(fs.readFileSync(path.join(outDir, "report.json"), "utf8"))
  report.evaluation = evaluate(report)
  fs.writeFileSync(path.join(outDir, "report.json"), JSON.stringify(report, null, 2) + "\n")
  fs.writeFileSync(path.join(outDir, "report.md"), toMarkdown(report))
  log(`rewrote ${path.relative(projectDir, outDir)}/report.md`)
}

async function main() {
  if (flag(argv, "render-only")) return renderOnly()
  fs.mkdirSync(tmpDir, { recursive: true })
  const started = Date.now()
  const meta = {
    date: new Date().toISOString(),
    commit: gitCommit(),
    node: process.version,
    cpu: `${os.cpus()[0]?.model ?? "?"} × ${os.cpus().length}`,
    memoryGB: Math.round(os.totalmem() / 1e9),
    loadAtStart: load(),
    options: { mobileRuns, desktopRuns, searchRuns: Number(searchRuns), coldOpens: Number(coldOpens), gzipLevel: 6, kB: 1000 },
  }
  const originalDir = option(argv, "original", null)
  let build
  let buildComparison = null
  if (originalDir && !flag(argv, "skip-build")) ({ comparison: buildComparison, build } = await buildsWithOriginal(originalDir))
  else build = await builds()
  if (flag(argv, "builds-only")) {
    if (!originalDir && build) console.log(JSON.stringify(build, null, 2))
    return
  }
  if (!fs.existsSync(path.join(publicDir, "index.html"))) throw new Error("no production build in public/ (run without --skip-build)")
  const output = outputSize(publicDir)
  const routes = benchRoutes({ projectDir, publicDir })
  const port = option(argv, "port", null)
  const server = await startStaticServer({ root: publicDir, port: port ? Number(port) : undefined, ports: [9500, 9599] })
  log(`serving public/ on ${server.origin}`)
  const report = { meta, build, output, ...(buildComparison ? { buildComparison } : {}) }
  try {
    log("page weights (mobile and desktop)…")
    report.routes = await pageWeights(server.origin, routes)
    if (!flag(argv, "skip-first-tap")) {
      log("first tap on each control, throttled phone…")
      const browser = await launchChromium()
      try {
        report.firstTap = await measureFirstTaps(browser, { origin: server.origin, runs: Number(option(argv, "tap-runs", quick ? "1" : "3")) })
      } finally {
        await browser.close()
      }
    }
    log("search: index sizes and engine…")
    report.search = { indexes: searchIndexSizes(publicDir) }
    report.search.engine = await measureSearchEngine({ projectDir, publicDir, runs: Number(searchRuns) }).catch((error) => ({ error: error.message }))
    log("search in the page (scripts/bench/search.mjs)…")
    report.search.inPage = flag(argv, "skip-search") ? { error: "skipped (--skip-search)" } : await searchInPage(server.origin, routes)
    if (report.search.inPage.error) log(report.search.inPage.error)
    meta.browser = report.search.inPage.browser ?? null
    report.lighthouse = flag(argv, "skip-lighthouse") ? null : await lighthouseAll(server.origin, routes)
  } finally {
    await server.close()
  }
  meta.loadAtEnd = load()
  meta.durationMs = Date.now() - started
  report.evaluation = evaluate(report)
  const baselineFile = option(argv, "baseline", null)
  if (baselineFile) report.comparison = compareReports(JSON.parse(fs.readFileSync(baselineFile, "utf8")), report, baselineFile)
  fs.writeFileSync(path.join(outDir, "report.json"), JSON.stringify(report, null, 2) + "\n")
  const markdown = toMarkdown(report)
  fs.writeFileSync(path.join(outDir, "report.md"), markdown)
  console.log(markdown)
  log(`done in ${Math.round(meta.durationMs / 1000)} s: ${path.relative(projectDir, outDir)}/report.md, report.json`)
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error)
  process.exit(1)
})
