/**
 * Lighthouse (the npm package) driving Chromium through its DevTools port.
 * One browser, one fresh profile for the whole series; Lighthouse itself
 * clears the origin's cache and storage before every run. Scores are the
 * medians of `runs` runs; the CPU benchmark index of each run is kept, since
 * a loaded machine lowers it and slows every simulated figure.
 */
import { spawn } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import lighthouse from "lighthouse"
import desktopConfig from "lighthouse/core/config/desktop-config.js"
import { chromiumArgs, findChromium } from "../../lib/chromium.mjs"
import { median } from "./format.mjs"

export const categories = ["performance", "accessibility", "best-practices", "seo"]
const metrics = {
  fcp: "first-contentful-paint",
  lcp: "largest-contentful-paint",
  tbt: "total-blocking-time",
  cls: "cumulative-layout-shift",
  si: "speed-index",
}

async function answers(url) {
  try {
    return (await fetch(url)).ok
  } catch {
    return false
  }
}

/** Chromium with a DevTools port on loopback and a throwaway profile. */
export async function launchDebuggableChromium(port) {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rsvim-bench-lighthouse-"))
  const child = spawn(
    findChromium(),
    [...chromiumArgs, `--remote-debugging-port=${port}`, "--remote-debugging-address=127.0.0.1", `--user-data-dir=${userDataDir}`, "--no-default-browser-check", "about:blank"],
    { stdio: "ignore" },
  )
  const close = async () => {
    child.kill("SIGTERM")
    await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once("exit", resolve)))
    fs.rmSync(userDataDir, { recursive: true, force: true })
  }
  for (let waited = 0; waited < 30_000; waited += 200) {
    if (await answers(`http://127.0.0.1:${port}/json/version`)) return { port, close }
    if (child.exitCode !== null) break
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  await close()
  throw new Error(`Chromium did not open its DevTools port ${port}`)
}

/** Audits that cost points in a category: id, title, score, and the display value when there is one. */
function shortfalls(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0 || category === "performance")
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== "informative" && audit.scoreDisplayMode !== "notApplicable")
    .map((audit) => ({ id: audit.id, title: audit.title, score: audit.score, value: audit.displayValue ?? null }))
}

/** Opportunities and diagnostics that name savings (render-blocking, unused JS, ...). */
function opportunities(lhr) {
  return Object.values(lhr.audits)
    .filter((audit) => audit.details?.type === "opportunity" && ((audit.details.overallSavingsMs ?? 0) > 0 || (audit.details.overallSavingsBytes ?? 0) > 0))
    .map((audit) => ({ id: audit.id, title: audit.title, savingsMs: audit.details.overallSavingsMs ?? 0, savingsBytes: audit.details.overallSavingsBytes ?? 0 }))
}

function lcpElement(lhr) {
  const details = lhr.audits["largest-contentful-paint-element"]?.details
  const first = details?.items?.[0]
  const node = first?.node ?? first?.items?.[0]?.node
  if (!node) return null
  return node.nodeLabel ? `${node.snippet} "${node.nodeLabel.slice(0, 40)}"` : node.snippet
}

/** TTFB / load delay / load time / render delay of the LCP, in ms. */
function lcpPhases(lhr) {
  const table = lhr.audits["largest-contentful-paint-element"]?.details?.items?.find((item) => item.items?.[0]?.phase)
  return table ? Object.fromEntries(table.items.map((item) => [item.phase, Math.round(item.timing)])) : null
}

/** Main-thread scripting per script (simulated throttled CPU), the biggest first. */
function bootup(lhr) {
  return (lhr.audits["bootup-time"]?.details?.items ?? [])
    .slice(0, 5)
    .map((item) => ({ url: String(item.url).replace(/^https?:\/\/[^/]+/, ""), total: Math.round(item.total), scripting: Math.round(item.scripting) }))
}

export async function runLighthouse({ url, port, formFactor }) {
  const flags = { port, output: "json", logLevel: "error", onlyCategories: categories }
  const result = await lighthouse(url, flags, formFactor === "desktop" ? desktopConfig : undefined)
  const lhr = result.lhr
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
  const scores = Object.fromEntries(categories.map((category) => [category, lhr.categories[category].score === null ? null : Math.round(lhr.categories[category].score * 100)]))
  const values = Object.fromEntries(Object.entries(metrics).map(([name, id]) => [name, lhr.audits[id]?.numericValue ?? null]))
  return {
    scores,
    metrics: values,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    warnings: lhr.runWarnings ?? [],
    shortfalls: Object.fromEntries(categories.map((category) => [category, shortfalls(lhr, category)])),
    opportunities: opportunities(lhr),
    lcpElement: lcpElement(lhr),
    lcpPhases: lcpPhases(lhr),
    bootup: bootup(lhr),
  }
}

/** Median scores and metrics of `runs` runs, with every run's benchmark index. */
export async function medianLighthouse({ url, port, formFactor, runs }) {
  const all = []
  for (let run = 0; run < runs; run++) all.push(await runLighthouse({ url, port, formFactor }))
  const pick = (get) => median(all.map(get))
  // The shortfalls and opportunities of the run whose performance score is the median one.
  const byPerformance = [...all].sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0))
  const middle = byPerformance[Math.floor((byPerformance.length - 1) / 2)]
  return {
    runs,
    scores: Object.fromEntries(categories.map((category) => [category, pick((run) => run.scores[category])])),
    metrics: Object.fromEntries(Object.keys(metrics).map((name) => [name, pick((run) => run.metrics[name])])),
    scoreRange: Object.fromEntries(categories.map((category) => [category, [Math.min(...all.map((r) => r.scores[category])), Math.max(...all.map((r) => r.scores[category]))]])),
    benchmarkIndex: all.map((run) => run.benchmarkIndex),
    warnings: [...new Set(all.flatMap((run) => run.warnings))],
    shortfalls: middle.shortfalls,
    opportunities: middle.opportunities,
    lcpElement: middle.lcpElement,
    lcpPhases: middle.lcpPhases,
    bootup: middle.bootup,
  }
}
