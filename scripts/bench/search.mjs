#!/usr/bin/env node
/**
 * npm run bench:search — how search performs in a real browser against a
 * production build:
 *
 * - the embedded index files per docs version (and `unversioned`): raw and
 *   gzip size, record count;
 * - query latency in the page (from the input event to the results on
 *   screen, React commit included) for a fixed list of as-you-type prefixes,
 *   typos and multi-word queries, on a page of the latest version and of next;
 * - time from Ctrl+K to an interactive modal (focus in the input): cold (new
 *   browser context, nothing loaded) and warm (opened before on that page),
 *   plus cold Ctrl+K to the first results (engine and index downloads included);
 * - a reader's first query, per docs version and query, in a new browser
 *   context: the index bytes it fetches (gzip level 6; the modal's code is not
 *   counted, nor a small index's whole file, which is asked for once the
 *   answer is complete) and the time from the keystroke to its results, with
 *   the mobile throttling of scripts/bench/lib/firstTap.mjs and without.
 *
 * Writes bench/search.json and bench/search.md. Serves public/ itself with
 * `gatsby serve` unless --url (or BENCH_URL) names a running server.
 *
 * Runs under tsx, which lets it share the browser tests' Chromium finder and
 * hydration wait.
 */
import { spawn } from "node:child_process"
import { existsSync } from "node:fs"
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises"
import path from "node:path"
import { gzipSync } from "node:zlib"
import { launchChromium } from "../lib/chromium.mjs"
import { kB, option, percentile, round } from "./lib/format.mjs"
import { searchQueries } from "./lib/searchQueries.mjs"
import { mobileThrottling, throttle } from "./lib/firstTap.mjs"
import { gotoHydrated } from "../../tests/e2e/support/hydrated.ts"
import { handleUsage } from "../lib/usage.mjs"

handleUsage({
  usage: "npm run bench:search [-- options]",
  summary:
    "Search in a real browser against a production build: index sizes, query latency in the page, Ctrl+K to an interactive modal, and a reader's first query (its index bytes, keystroke to results with the mobile throttling and without). Serves public/ itself unless --url (or BENCH_URL) names a running server. Writes bench/search.json and bench/search.md.",
  options: [
    ["--url <origin>", "measure a server already serving the build"],
    ["--runs <n>", "samples per query (default 15: the p95 of 28 queries × 15 is the 21st slowest of 420, not the 7th of 140)"],
    ["--cold <n>", "cold Ctrl+K opens (default 5)"],
    ["--first-runs <n>", "samples of each first query, throttled and not (default 3)"],
    ["--out <dir>", "where the reports go (default bench)"],
    ["--before <json>", "an earlier search.json whose figures are shown beside these (e.g. from git show <commit>:bench/search.json)"],
    ["--render <json>", "only write search.md again from this search.json (with --before, beside those figures); measures nothing"],
  ],
})


/** Pages whose docs version sets the search context. */
const contexts = [
  { label: "latest (0.1.2)", path: "/docs/manual/installation" },
  { label: "next", path: "/docs/next/manual/installation" },
]

function summarize(samples) {
  return { samples: samples.length, p50: round(percentile(samples, 50)), p95: round(percentile(samples, 95)), max: round(samples.length ? Math.max(...samples) : null) }
}

async function answers(url) {
  try {
    return (await fetch(url)).ok
  } catch {
    return false
  }
}

/** `gatsby serve` of public/ on a port of its own, stopped when the benchmark ends. */
async function startServer(port) {
  const child = spawn("npx", ["gatsby", "serve", "--host", "127.0.0.1", "--port", String(port)], {
    stdio: "ignore",
    detached: true,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
  })
  const origin = `http://127.0.0.1:${port}`
  for (let waited = 0; waited < 60_000; waited += 250) {
    if (await answers(`${origin}/search/manifest.json`)) return { origin, stop: () => process.kill(-child.pid, "SIGTERM") }
    if (child.exitCode !== null) break
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  try {
    process.kill(-child.pid, "SIGTERM")
  } catch {
    // It has already exited.
  }
  throw new Error(`gatsby serve did not answer on ${origin} (is there a build in public/? run npm run build)`)
}

async function indexSizes(origin, publicDir) {
  const manifest = await (await fetch(`${origin}/search/manifest.json`)).json()
  const sizeOf = async (file) => {
    const body = Buffer.from(await (await fetch(`${origin}/search/${file}`)).arrayBuffer())
    return { body, raw: body.length, gzip: gzipSync(body, { level: 6 }).length }
  }
  const sizes = []
  for (const [name, file] of Object.entries(manifest.indexes)) {
    const head = await sizeOf(file)
    const parsed = JSON.parse(head.body.toString("utf8"))
    const shards = { files: 0, raw: 0, gzip: 0 }
    for (const shard of [...(parsed.postings ?? []), ...(parsed.stores ?? [])]) {
      const size = await sizeOf(shard)
      shards.files++
      shards.raw += size.raw
      shards.gzip += size.gzip
    }
    const whole = parsed.whole ? await sizeOf(parsed.whole) : null
    // Answer files are named by their queries' hash, not listed: counted on disk, when the served folder is here.
    let answers = null
    const folder = parsed.answers && path.join(publicDir, "search", parsed.answers.files)
    if (folder && existsSync(folder)) {
      const gzips = []
      answers = { files: 0, raw: 0 }
      for (const file of (await readdir(folder)).filter((name) => name.endsWith(".json"))) {
        const body = await readFile(path.join(folder, file))
        answers.files++
        answers.raw += body.length
        gzips.push(gzipSync(body, { level: 6 }).length)
      }
      gzips.sort((a, b) => a - b)
      Object.assign(answers, { gzipMedian: gzips[Math.floor((gzips.length - 1) / 2)] ?? 0, gzipMax: gzips[gzips.length - 1] ?? 0 })
    }
    sizes.push({
      name,
      file,
      records: parsed.documentCount,
      raw: head.raw,
      gzip: head.gzip,
      shards,
      whole: whole && { raw: whole.raw, gzip: whole.gzip },
      answers,
    })
  }
  return sizes
}

/** Ctrl+K from inside the page; resolves with the ms until the search input has focus. */
function openInPage(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const started = performance.now()
        const onFocus = (event) => {
          // The modal's own input (a combobox), not the pending bar shown while its code loads.
          if (event.target instanceof HTMLInputElement && event.target.matches('[role="dialog"] input[role="combobox"]')) {
            document.removeEventListener("focusin", onFocus)
            resolve(performance.now() - started)
          }
        }
        document.addEventListener("focusin", onFocus)
        window.dispatchEvent(new KeyboardEvent("keydown", { key: "k", ctrlKey: true, bubbles: true }))
      }),
  )
}

function closeInPage(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        window.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }))
        const check = () => (document.querySelector('[role="dialog"]') ? requestAnimationFrame(check) : resolve())
        check()
      }),
  )
}

/**
 * Enters a query in the open modal and resolves with the ms from its input
 * event to the DOM showing its answer. Starts from the empty query, so the
 * first screen after the start screen is this query's. With `keyEvery` (ms),
 * the query is typed a key at a time instead, and the time runs from the first
 * key to the first results, whichever of the query's beginnings they answer.
 */
function queryInPage(page, query, keyEvery = null) {
  return page.evaluate(
    ([text, every]) =>
      new Promise((resolve, reject) => {
        const dialog = document.querySelector('[role="dialog"]')
        const input = dialog?.querySelector('input[role="combobox"]')
        if (!dialog || !input) return reject(new Error("the search modal is not open"))
        const setValue = (value) => {
          Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value").set.call(input, value)
          input.dispatchEvent(new Event("input", { bubbles: true }))
        }
        const onStartScreen = () => dialog.textContent.includes("No recent searches")
        const answered = () =>
          !onStartScreen() && (dialog.querySelector('[role="listbox"]') || /No results for|Unable to fetch results/.test(dialog.textContent))
        const waitFor = (condition, then) => {
          if (condition()) return then()
          const observer = new MutationObserver(() => {
            if (!condition()) return
            observer.disconnect()
            then()
          })
          observer.observe(dialog, { childList: true, subtree: true, characterData: true })
        }
        const typeOn = () => {
          let typed = 1
          setValue(text.slice(0, 1))
          const timer = setInterval(() => (typed < text.length ? setValue(text.slice(0, ++typed)) : clearInterval(timer)), every)
        }
        setValue("")
        waitFor(onStartScreen, () => {
          const started = performance.now()
          if (every === null) setValue(text)
          else typeOn()
          waitFor(answered, () => {
            const at = performance.now()
            resolve({ ms: at - started, answeredAt: at, announced: dialog.querySelector('[role="status"]')?.textContent ?? "" })
          })
        })
      }),
    [query, keyEvery],
  )
}

async function measureQueries(browser, origin, runs) {
  const results = []
  for (const context of contexts) {
    const browserContext = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await browserContext.newPage()
    await gotoHydrated(page, origin + context.path)
    await openInPage(page)
    // Warm-up: engine code and this context's indexes loaded, JIT warm.
    for (const query of Object.values(searchQueries).flat()) await queryInPage(page, query)
    const categories = {}
    const all = []
    const perQuery = {}
    for (const [category, list] of Object.entries(searchQueries)) {
      const samples = []
      for (const query of list) {
        const own = []
        for (let run = 0; run < runs; run++) {
          const { ms, announced } = await queryInPage(page, query)
          own.push(ms)
          perQuery[query] = { ...summarize(own), announced }
        }
        samples.push(...own)
      }
      categories[category] = summarize(samples)
      all.push(...samples)
    }
    results.push({ context: context.label, page: context.path, categories, all: summarize(all), perQuery })
    await browserContext.close()
  }
  return results
}

async function measureOpen(browser, origin, coldRuns) {
  const cold = []
  const warm = []
  const firstResults = []
  let scripts = null
  for (let run = 0; run < coldRuns; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    await gotoHydrated(page, origin + contexts[0].path)
    cold.push(await openInPage(page))
    for (let again = 0; again < 3; again++) {
      await closeInPage(page)
      warm.push(await openInPage(page))
    }
    await context.close()

    // Cold again, typing at once: what a reader waits for the first answer.
    const fresh = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const freshPage = await fresh.newPage()
    await gotoHydrated(freshPage, origin + contexts[0].path)
    const before = await freshPage.evaluate(() => performance.now())
    const opened = await openInPage(freshPage)
    const { ms } = await queryInPage(freshPage, "buffer")
    firstResults.push(opened + ms)
    // The search code this took: every script requested from Ctrl+K to the first results.
    scripts ??= await freshPage.evaluate(
      (since) =>
        performance
          .getEntriesByType("resource")
          .filter((entry) => entry.startTime >= since && new URL(entry.name).pathname.endsWith(".js"))
          .map((entry) => entry.name),
      before,
    )
    await fresh.close()
  }
  const modalCode = await Promise.all(
    (scripts ?? []).map(async (url) => ({ file: new URL(url).pathname.slice(1), gzip: gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer()), { level: 6 }).length })),
  )
  return {
    cold: summarize(cold),
    warm: summarize(warm),
    coldFirstResults: summarize(firstResults),
    modalCode: { files: modalCode, gzip: modalCode.reduce((sum, file) => sum + file.gzip, 0) },
  }
}

/** A reader's first query on each context's page: the first letter as typed, a word, a typo, two words. */
const firstQueries = ["b", "buffer", "instalation", "exit editor"]

/** Typed as soon as the modal's input has focus, throttled or not; and throttled, typed once the heads are in. */
const firstQueryModes = {
  throttled: { throttled: true, settled: false },
  settled: { throttled: true, settled: true },
  unthrottled: { throttled: false, settled: false },
  typed: { throttled: true, settled: false, typed: true },
}

/** A reader typing: one key every this many ms (about 80 words a minute). */
const TYPING_INTERVAL_MS = 150

/** The figures issue 27 gives for the site before the split index, to read these against (its method is not recorded here). */
const beforeSplit =
  "Before the split index (issue 27, production build of 5dc9476, ×1, same throttling): the first query downloaded 136 kB gzip, search code 70 + index 66 (the two whole indexes of a docs page), and keystroke → first results took 2.45 s throttled, 137 ms unthrottled."

/** This bench's figures for the split index before its heads had fixed names (bench/search.md of 00862f0). */
const beforeEarlyHeads =
  "Before the heads had fixed names (split index, production build of 00862f0, ×1, same throttling): the engine chunk was asked for once the modal ran, then the manifest, then the heads; the first query fetched 17.8 to 29.6 kB in 11 to 17 files, and keystroke → first results took 3227 to 3892 ms throttled p50 (1490 to 2078 ms typed once the heads were in), 112 to 252 ms unthrottled; Ctrl+K → first results 4209 to 4851 ms."

/** This bench's figures before the engine scored in typed arrays and the heads named their shards compactly (bench/search.md of 8b14542). */
const beforeTypedArrays =
  "Before the engine scored in typed arrays and the heads named their shards compactly (production build of 8b14542, ×1, same throttling): search code 51.7 kB (search-modal 50.0 kB), heads 5.0 kB (0.1.2) and 6.0 kB (next) gzip, query p95 in the page 4.0 and 3.7 ms; the first query fetched 17.6 to 29.5 kB in 10 to 16 files, keystroke → first results 1.57 to 2.23 s throttled p50, 73 to 133 ms unthrottled."

const isWholeFile = (url) => /\/w\.[0-9a-f]{12}\.json$/.test(url)

/**
 * One first query in a new browser context: the page loads unthrottled, then (if asked) the throttling
 * applies, Ctrl+K opens the modal (its code and the index heads start loading), and the query is typed as
 * soon as the input has focus. Counts the index files requested before the answer showed, a small index's
 * whole file aside (requested once the answer is complete, after every file it used had arrived: checked).
 */
async function firstQuerySample(browser, origin, contextPath, query, { throttled, settled, typed = false }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  try {
    const page = await context.newPage()
    const bodies = new Map()
    page.on("response", (response) => {
      if (new URL(response.url()).pathname.startsWith("/search/")) {
        // A whole file may still be arriving when the context closes: its body is not needed.
        const size = response.body().then((body) => gzipSync(body, { level: 6 }).length)
        size.catch(() => {})
        bodies.set(response.url(), size)
      }
    })
    await gotoHydrated(page, origin + contextPath)
    if (throttled) await throttle(page)
    const opened = await openInPage(page)
    if (settled) {
      // A reader who looks before typing: the two index heads (fetched on open) are in.
      await page.waitForFunction(
        () => performance.getEntriesByType("resource").filter((entry) => /\/search\/[\w.-]+\/head\.json$/.test(entry.name) && entry.responseEnd > 0).length >= 2,
        undefined,
        { timeout: 60_000 },
      )
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
    // Typed a key at a time, several beginnings of the query are asked for: only the time is this sample's.
    if (typed) return { ms: (await queryInPage(page, query, TYPING_INTERVAL_MS)).ms, opened }
    const { ms, answeredAt } = await queryInPage(page, query)
    const entries = await page.evaluate(
      (at) =>
        performance
          .getEntriesByType("resource")
          .filter((entry) => new URL(entry.name).pathname.startsWith("/search/") && entry.startTime <= at)
          .map(({ name, startTime, responseEnd }) => ({ url: name, startTime, responseEnd })),
      answeredAt,
    )
    const needed = entries.filter((entry) => !isWholeFile(entry.url))
    const lastArrival = Math.max(...needed.map((entry) => entry.responseEnd))
    const early = entries.filter((entry) => isWholeFile(entry.url) && entry.startTime < lastArrival)
    if (early.length) throw new Error(`a whole index file was requested before the first answer's own files were in: ${early.map((e) => e.url).join(", ")}`)
    for (let waited = 0; needed.some((entry) => !bodies.has(entry.url)); waited += 50) {
      if (waited > 30_000) throw new Error("the first query's responses did not all arrive")
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    const gzip = (await Promise.all(needed.map((entry) => bodies.get(entry.url)))).reduce((sum, size) => sum + size, 0)
    return { ms, opened, files: needed.length, gzip }
  } finally {
    await context.close()
  }
}

async function measureFirstQueries(browser, origin, runs) {
  const results = []
  for (const context of contexts) {
    for (const query of firstQueries) {
      const row = { context: context.label, query }
      for (const [mode, conditions] of Object.entries(firstQueryModes)) {
        const samples = []
        for (let run = 0; run < runs; run++) samples.push(await firstQuerySample(browser, origin, context.path, query, conditions))
        row[mode] = summarize(samples.map((sample) => sample.ms))
        // Typed at once: Ctrl+K to the answer, the modal's code included.
        if (mode === "throttled") row.fromOpen = summarize(samples.map((sample) => sample.opened + sample.ms))
        if (conditions.typed) continue
        row.gzip ??= samples[0].gzip
        row.files ??= samples[0].files
        // The same files each time, unless a run raced differently: then the most is reported.
        for (const sample of samples) if (sample.gzip > row.gzip) Object.assign(row, { gzip: sample.gzip, files: sample.files })
      }
      results.push(row)
    }
  }
  return results
}


function toMarkdown(report, before = null) {
  const oldIndex = (name) => before?.indexes.find((index) => index.name === name)
  const oldQueries = (context) => before?.queries.find((old) => old.context === context)
  const lines = [
    "# Search benchmark",
    "",
    `${report.date} · ${report.browser} · ${report.origin} · ${report.runs} samples per query`,
    "",
    "## Index files",
    "",
    `| Index | Records | Head raw | Head gzip | Shards | Shards raw | Shards gzip (each file) | Whole file gzip | Answer files | Answer files raw | Answer file gzip, median (max) |${before ? " Head gzip before |" : ""}`,
    `| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |${before ? " ---: |" : ""}`,
    ...report.indexes.map(
      (index) =>
        `| ${index.name} | ${index.records} | ${kB(index.raw)} | ${kB(index.gzip)} | ${index.shards.files} | ${kB(index.shards.raw)} | ${kB(index.shards.gzip)} | ${index.whole ? kB(index.whole.gzip) : "–"} | ${index.answers ? `${index.answers.files} | ${kB(index.answers.raw)} | ${kB(index.answers.gzipMedian)} (${kB(index.answers.gzipMax)})` : "– | – | –"} |${before ? ` ${oldIndex(index.name) ? kB(oldIndex(index.name).gzip) : "–"} |` : ""}`,
    ),
    "",
    "Sizes at gzip level 6. A docs page's search loads its version's head plus `unversioned`'s when the modal opens; a one-word query of up to 12 characters that begins a term then loads one answer file (its first page, records included; the queries beginning with the same 3 characters share it), any other query the shards it needs; a small index's whole file (every shard in one) once the first answer is complete.",
    "",
    "## Query latency in the page (ms, input event to results in the DOM)",
    "",
    `| Context | Queries | Samples | p50 | p95 | max |${before ? " p50 before | p95 before |" : ""}`,
    `| --- | --- | ---: | ---: | ---: | ---: |${before ? " ---: | ---: |" : ""}`,
  ]
  const beside = (stats) => (!before ? "" : stats ? ` ${stats.p50} | ${stats.p95} |` : " – | – |")
  for (const context of report.queries) {
    const old = oldQueries(context.context)
    for (const [category, stats] of Object.entries(context.categories)) {
      lines.push(`| ${context.context} | ${category} | ${stats.samples} | ${stats.p50} | ${stats.p95} | ${stats.max} |${beside(old?.categories[category])}`)
    }
    lines.push(`| ${context.context} | **all** | ${context.all.samples} | **${context.all.p50}** | **${context.all.p95}** | ${context.all.max} |${beside(old?.all)}`)
  }
  lines.push(
    "",
    "Queries: " + Object.entries(searchQueries).map(([category, list]) => `${category}: ${list.map((q) => `\`${q}\``).join(", ")}`).join("; ") + ".",
    "",
    "## Opening the modal (ms)",
    "",
    "| Measure | Samples | p50 | p95 | max |",
    "| --- | ---: | ---: | ---: | ---: |",
    `| Ctrl+K → input focused, cold (new context: modal code downloaded) | ${report.open.cold.samples} | ${report.open.cold.p50} | ${report.open.cold.p95} | ${report.open.cold.max} |`,
    `| Ctrl+K → input focused, warm (opened before on the page) | ${report.open.warm.samples} | ${report.open.warm.p50} | ${report.open.warm.p95} | ${report.open.warm.max} |`,
    `| Ctrl+K → first results for \`buffer\`, cold (engine + indexes downloaded) | ${report.open.coldFirstResults.samples} | ${report.open.coldFirstResults.p50} | ${report.open.coldFirstResults.p95} | ${report.open.coldFirstResults.max} |`,
    "",
    `Search code fetched from Ctrl+K to the first results (gzip level 6): ${kB(report.open.modalCode.gzip)} (${report.open.modalCode.files.map((file) => `${file.file.replace(/-[0-9a-f]{8,}\.js$/, "")} ${kB(file.gzip)}`).join(", ")})${before ? `; before: ${kB(before.open.modalCode.gzip)}` : ""}.`,
    "",
    "## A reader's first query",
    "",
    `New browser context per sample; the page loads unthrottled, then ${report.firstQueryThrottling} applies (or not), Ctrl+K opens the modal and the query is entered at once (one input event, as a paste) as soon as its input has focus; in the last column it is typed a key at a time instead, and the time runs from the first key to the first results on screen, for whichever beginning of the query they answer. Bytes (entered at once): the index files requested before the answer showed, gzip level 6 (the modal's code is not counted, nor a small index's whole file, asked for once the answer is complete and after every file it used had arrived). Time: from the keystroke's input event to the answer in the DOM; ${report.firstQueryRuns} samples each.`,
    "",
    `| Context | Query | First query downloads (gzip) | Files | Keystroke → first results, throttled p50 (max) | throttled, typed once the heads are in | unthrottled | Ctrl+K → first results, throttled | typed a key every ${TYPING_INTERVAL_MS} ms, throttled: first key → first results |${before ? " Before: downloads, files | throttled p50 | unthrottled |" : ""}`,
    `| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |${before ? " ---: | ---: | ---: |" : ""}`,
    ...report.firstQueries.map((row) => {
      const old = before?.firstQueries.find((earlier) => earlier.context === row.context && earlier.query === row.query)
      const oldCells = !before ? "" : old ? ` ${kB(old.gzip)}, ${old.files} | ${old.throttled.p50} ms | ${old.unthrottled.p50} ms |` : " – | – | – |"
      return `| ${row.context} | \`${row.query}\` | ${kB(row.gzip)} | ${row.files} | ${row.throttled.p50} ms (${row.throttled.max}) | ${row.settled.p50} ms (${row.settled.max}) | ${row.unthrottled.p50} ms (${row.unthrottled.max}) | ${row.fromOpen.p50} ms (${row.fromOpen.max}) | ${row.typed ? `${row.typed.p50} ms (${row.typed.max})` : "–"} |${oldCells}`
    }),
    "",
    beforeSplit,
    "",
    beforeEarlyHeads,
    "",
    beforeTypedArrays,
    "",
  )
  return lines.join("\n")
}

async function main() {
  const beforeFile = option(process.argv, "before", null)
  const before = beforeFile ? JSON.parse(await readFile(beforeFile, "utf8")) : null
  const rendered = option(process.argv, "render", null)
  const outDir = path.resolve(option(process.argv, "out", "bench"))
  if (rendered) {
    await mkdir(outDir, { recursive: true })
    await writeFile(path.join(outDir, "search.md"), toMarkdown(JSON.parse(await readFile(rendered, "utf8")), before))
    return
  }
  const runs = Number(option(process.argv, "runs", "15"))
  const coldRuns = Number(option(process.argv, "cold", "5"))
  const firstRuns = Number(option(process.argv, "first-runs", "3"))
  let origin = option(process.argv, "url", process.env.BENCH_URL)
  let server = null
  if (!origin) {
    server = await startServer(Number(process.env.BENCH_PORT ?? 9500))
    origin = server.origin
  }
  origin = origin.replace(/\/+$/, "")
  const browser = await launchChromium()
  try {
    const report = {
      date: new Date().toISOString(),
      browser: `Chromium ${browser.version()}`,
      origin,
      runs,
      indexes: await indexSizes(origin, path.resolve(option(process.argv, "public", "public"))),
      queries: await measureQueries(browser, origin, runs),
      open: await measureOpen(browser, origin, coldRuns),
      firstQueryThrottling: `${mobileThrottling.cpuSlowdown}× CPU, ${mobileThrottling.latencyMs} ms RTT, ${(mobileThrottling.downloadKbps / 1000).toFixed(2)} Mbit/s down`,
      firstQueryRuns: firstRuns,
      firstQueries: await measureFirstQueries(browser, origin, firstRuns),
    }
    await mkdir(outDir, { recursive: true })
    await writeFile(path.join(outDir, "search.json"), JSON.stringify(report, null, 2) + "\n")
    const markdown = toMarkdown(report, before)
    await writeFile(path.join(outDir, "search.md"), markdown)
    console.log(markdown)
  } finally {
    await browser.close()
    server?.stop()
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
