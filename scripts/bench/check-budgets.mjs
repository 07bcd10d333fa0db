#!/usr/bin/env node
/**
 * npm run bench:budgets — the performance budgets, on sizes and counts only
 * (never timings), against a production build:
 *
 *   - first-load JS of any page ≤ 74 kB gzip (docs pages and the others are
 *     two budgets), and what the reader's first interaction fetches (the
 *     page's view, src/templates/pageView.tsx) within its own budget; a page
 *     that does not hydrate after that interaction fails too;
 *   - no search code or index file in any page's initial load;
 *   - CSS ≤ 20 kB gzip per page (inline <style> + stylesheets);
 *   - no request to a third-party host (the build is made without tracking ids).
 *
 * Two passes: every page of public/ read from disk (its script tags plus its
 * component's chunk group, exactly what Gatsby fetches before hydrating), then
 * one route of each type loaded in headless Chromium from a gzip server on
 * loopback, mobile and desktop, which also catches chunks and requests that
 * only running the page makes. Each failure names the route, the figure and
 * the budget; exits 1 when any budget is exceeded.
 */
import fs from "node:fs"
import path from "node:path"
import { budgets, firstLoadJsBudget, isByteBudget, isJsBudget } from "./lib/budgets.mjs"
import { launchChromium } from "../lib/chromium.mjs"
import { flag, kB, option } from "./lib/format.mjs"
import { isFirstLoadJs, isViewOrInteractionJs, measurePage, searchCodeFiles, searchCodeMarkers, viewCodeFiles } from "./lib/pageWeight.mjs"
import { mapLimit } from "./lib/pool.mjs"
import { benchRoutes } from "./lib/routes.mjs"
import { startStaticServer } from "../lib/staticServer.mjs"
import { staticPageWeights } from "./lib/staticWeight.mjs"
import { handleUsage } from "../lib/usage.mjs"

handleUsage({
  usage: "npm run bench:budgets [-- options]",
  summary: "Checks the performance budgets (sizes and counts, never timings) against a production build; exits 1 when one is exceeded.",
  options: [
    ["--public <dir>", "the build (default public)"],
    ["--url <origin>", "measure a server already serving that build instead of starting one"],
    ["--port <n>", "port for the server it starts (default: first free in 9500-9599)"],
    ["--json <file>", "also write the figures as JSON"],
    ["--static-only", "skip the browser pass"],
  ],
})
const argv = process.argv.slice(2)
const publicDir = path.resolve(option(argv, "public", "public"))
const results = []

function check({ budget, where, value, detail = "" }) {
  const { limit } = budgets[budget]
  const ok = value <= limit
  results.push({ budget, where, value, limit, ok, detail })
  return ok
}

const topFiles = (files) =>
  [...files]
    .sort((a, b) => b.compressed - a.compressed)
    .slice(0, 4)
    .map((file) => `${file.file ?? file.url} ${kB(file.compressed)}`)
    .join(", ")

function staticPass() {
  const search = searchCodeFiles(publicDir)
  // Search code bundled into a page's own chunks would not carry a search-… name.
  const marked = new Map()
  const isSearchCode = (file) => {
    if (search.has(file)) return true
    if (!marked.has(file)) {
      const full = path.join(publicDir, file)
      const text = fs.existsSync(full) ? fs.readFileSync(full, "utf8") : ""
      marked.set(file, searchCodeMarkers.some((marker) => text.includes(marker)))
    }
    return marked.get(file)
  }
  const pages = staticPageWeights(publicDir)
  for (const page of pages) {
    const where = `${page.path} (from disk)`
    check({ budget: firstLoadJsBudget(page.path), where, value: page.js.compressed, detail: topFiles(page.js.files) })
    check({ budget: "pageCss", where, value: page.css.compressed })
    const searchFiles = page.js.files.filter((file) => isSearchCode(file.file)).map((file) => file.file)
    check({ budget: "searchInInitialLoad", where, value: searchFiles.length, detail: searchFiles.join(", ") })
    check({ budget: "thirdPartyRequests", where, value: page.thirdParty.length, detail: page.thirdParty.join("; ") })
  }
  return pages.length
}

async function browserPass() {
  const routes = benchRoutes({ publicDir })
  let server = null
  let origin = option(argv, "url", null)
  if (!origin) {
    const port = option(argv, "port", null)
    server = await startStaticServer({ root: publicDir, port: port ? Number(port) : undefined, ports: [9500, 9599] })
    origin = server.origin
  }
  origin = origin.replace(/\/+$/, "")
  const browser = await launchChromium()
  const searchFiles = searchCodeFiles(publicDir)
  const viewFiles = viewCodeFiles(publicDir)
  try {
    const jobs = routes.flatMap((route) => ["mobile", "desktop"].map((viewport) => ({ route, viewport })))
    const measured = await mapLimit(jobs, 3, ({ route, viewport }) => measurePage(browser, { origin, route, viewport, searchFiles, viewFiles }))
    for (const [index, page] of measured.entries()) {
      const { route, viewport } = jobs[index]
      const where = `${route.id} ${route.path} [${viewport}]`
      const expected = route.expectStatus ?? 200
      if (page.status !== expected) {
        results.push({ budget: null, where, ok: false, message: `answered HTTP ${page.status}, expected ${expected}: the figures below are not this route's` })
      }
      const js = page.requests.filter(isFirstLoadJs)
      check({ budget: firstLoadJsBudget(route.path), where, value: page.jsFirstLoad.compressed, detail: topFiles(js) })
      if (!page.hydrated) results.push({ budget: null, where, ok: false, message: "did not hydrate after the reader's first interaction" })
      const withInteraction = page.requests.filter((request) => isFirstLoadJs(request) || isViewOrInteractionJs(request))
      check({ budget: "interactionJs", where, value: page.jsFirstLoad.compressed + page.jsOnInteraction.compressed, detail: topFiles(withInteraction) })
      check({ budget: "pageCss", where, value: page.css.compressed })
      check({ budget: "searchInInitialLoad", where, value: page.search.firstLoad.length, detail: page.search.firstLoad.join(", ") })
      const thirdParty = [...page.thirdParty.requested, ...page.thirdParty.referenced]
      check({ budget: "thirdPartyRequests", where, value: thirdParty.length, detail: thirdParty.join("; ") })
    }
    return { routes: routes.length, measured }
  } finally {
    await browser.close()
    await server?.close()
  }
}

function describe(result) {
  if (!result.budget) return `✗ ${result.where}: ${result.message}`
  const { label, limit } = budgets[result.budget]
  const bytes = isByteBudget(result.budget)
  const value = bytes ? kB(result.value) : String(result.value)
  const budget = bytes ? kB(limit) : String(limit)
  // Which files make up a JS figure is said once per budget (below), not on every page.
  const detail = result.detail && !isJsBudget(result.budget) ? ` — ${result.detail}` : ""
  return `✗ ${result.where}: ${label} is ${value}, budget ${budget}${detail}`
}

async function main() {
  if (!fs.existsSync(path.join(publicDir, "index.html"))) {
    console.error(`budgets: no production build in ${publicDir} (run npm run build)`)
    process.exit(2)
  }
  const started = Date.now()
  const pages = staticPass()
  const browser = flag(argv, "static-only") ? null : await browserPass()
  const failed = results.filter((result) => !result.ok)
  for (const result of failed) console.log(describe(result))
  for (const [name, { label, limit }] of Object.entries(budgets)) {
    const own = results.filter((result) => result.budget === name)
    if (own.length === 0) continue
    const worst = own.reduce((a, b) => (b.value > a.value ? b : a))
    const bytes = isByteBudget(name)
    const show = (value) => (bytes ? kB(value) : String(value))
    const bad = own.filter((result) => !result.ok).length
    console.log(`${bad ? "✗" : "✓"} ${label} ≤ ${show(limit)}: ${own.length - bad}/${own.length} within (largest ${show(worst.value)}, ${worst.where})`)
    if (bad && isJsBudget(name)) console.log(`    largest files there: ${worst.detail}`)
  }
  const where = browser ? `${pages} pages from disk, ${browser.routes} routes × 2 viewports in Chromium` : `${pages} pages from disk`
  console.log(`budgets: ${results.length - failed.length} passed, ${failed.length} failed (${where}, ${((Date.now() - started) / 1000).toFixed(1)} s)`)
  const jsonFile = option(argv, "json", null)
  if (jsonFile) {
    fs.mkdirSync(path.dirname(path.resolve(jsonFile)), { recursive: true })
    fs.writeFileSync(jsonFile, JSON.stringify({ date: new Date().toISOString(), budgets, results }, null, 2) + "\n")
  }
  process.exit(failed.length ? 1 : 0)
}

main().catch((error) => {
  console.error(`budgets: ${error instanceof Error ? error.stack : error}`)
  process.exit(2)
})
