/**
 * This site's production build side by side with the Docusaurus site it
 * replaces, on the same machine in one run: for each size (×1, and scratch
 * copies of both with their docs multiplied, ./syntheticDocs.mjs) a cold build
 * (no caches) and a warm one (caches kept, nothing changed), the two sites'
 * runs interleaved and the order swapped every sample, so a neighbour's load
 * falls on both. CPU time (user + sys of the whole process tree) is the figure
 * to trust on a shared machine; wall time is reported beside it; peak memory
 * is the tree's largest sum of resident sets (./processTree.mjs). At ×1 a
 * third build joins them: the specified stack alone, Gatsby 5 and the site's
 * plugins with one page (./stackFloor.mjs), the least any build of this site
 * can cost.
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { timedBuild } from "./build.mjs"
import { median } from "./format.mjs"
import { measuredRun } from "./processTree.mjs"
import { generateSyntheticDocs, generateSyntheticDocusaurusDocs } from "./syntheticDocs.mjs"
import { floorPlugins, writeStackFloorSite } from "./stackFloor.mjs"
import { copyProject } from "../../lib/scratchCopy.mjs"

export const buildTargets = { cpuRatio: 1.5, memoryRatio: 1.2 }

/** Docusaurus's build outputs and caches: the folders a cold build starts without. */
const originalCaches = ["build", ".docusaurus", "node_modules/.cache"]

/** A copy of the original checkout in `dir`: its files, its node_modules linked. */
function copyOriginal(originalDir, dir) {
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(dir, { recursive: true })
  for (const entry of fs.readdirSync(originalDir)) {
    if (["node_modules", "build", ".docusaurus", ".git"].includes(entry)) continue
    fs.cpSync(path.join(originalDir, entry), path.join(dir, entry), { recursive: true })
  }
  // Its own folder, so the persistent bundler cache of one size never serves another.
  fs.mkdirSync(path.join(dir, "node_modules"))
  const modules = fs.realpathSync(path.join(originalDir, "node_modules"))
  for (const entry of fs.readdirSync(modules)) {
    if (entry !== ".cache") fs.symlinkSync(path.join(modules, entry), path.join(dir, "node_modules", entry))
  }
}

/** A production build of the Docusaurus checkout in `cwd`; `clean` removes its outputs and caches first. */
export async function timedOriginalBuild({ cwd, clean, logFile }) {
  if (clean) for (const dir of originalCaches) fs.rmSync(path.join(cwd, dir), { recursive: true, force: true })
  const run = await measuredRun({
    command: `"${path.join(cwd, "node_modules/.bin/docusaurus")}" build`,
    cwd,
    env: { ...process.env, CI: "1", NO_COLOR: "1", FORCE_COLOR: "0", DOCUSAURUS_TELEMETRY_DISABLED: "1" },
  })
  if (logFile) {
    fs.mkdirSync(path.dirname(logFile), { recursive: true })
    fs.writeFileSync(logFile, run.output)
  }
  if (run.code !== 0) throw new Error(`docusaurus build in ${cwd} failed (exit ${run.code})${logFile ? `, log in ${logFile}` : ""}: ${run.output.trim().split("\n").slice(-15).join("\n")}`)
  return { clean, wallMs: run.wallMs, cpuMs: run.cpuMs, peakRssBytes: run.peakRssBytes, peakProcesses: run.peakProcesses }
}

/** Pages of a build, counted the same way for both sites: each `index.html`, and the root's 404.html (Gatsby's slices, in _gatsby/, are no pages). */
export function countPages(dir) {
  if (!fs.existsSync(dir)) return 0
  return fs
    .readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => !file.startsWith(`_gatsby${path.sep}`) && (path.basename(file) === "index.html" || file === "404.html")).length
}

const range = (values) => (values.length ? [Math.min(...values), Math.max(...values)] : null)

/** Ratio of this site's figure to the original's: of the medians, and the range over every pairing. */
function ratio(ours, theirs) {
  if (!ours.length || !theirs.length) return null
  const [oursLow, oursHigh] = range(ours)
  const [theirsLow, theirsHigh] = range(theirs)
  return { median: median(ours) / median(theirs), low: oursLow / theirsHigh, high: oursHigh / theirsLow }
}

function summarize(samples) {
  const of = (kind, field) => samples[kind].map((run) => run[field]).filter((value) => typeof value === "number")
  return {
    cold: { cpuMs: range(of("cold", "cpuMs")), wallMs: range(of("cold", "wallMs")), peakRssBytes: range(of("cold", "peakRssBytes")) },
    warm: { cpuMs: range(of("warm", "cpuMs")), wallMs: range(of("warm", "wallMs")), peakRssBytes: range(of("warm", "peakRssBytes")) },
  }
}

/**
 * Runs the comparison; returns { factors: [{ factor, ours, original, ratios }] }.
 * `projectDir` and `originalDir` are built in place at ×1; larger sizes in
 * scratch copies under the system's temp folder, removed afterwards.
 */
export async function compareBuilds({ projectDir, originalDir, factors = [1, 10], samples = 2, logDir, log = () => {} }) {
  if (!fs.existsSync(path.join(originalDir, "node_modules/.bin/docusaurus"))) throw new Error(`${originalDir}: no node_modules/.bin/docusaurus (run npm install there first)`)
  const scratchRoot = path.join(os.tmpdir(), "rsvim-bench-builds")
  const results = []
  for (const factor of factors) {
    let ours = projectDir
    let theirs = originalDir
    if (factor > 1) {
      ours = path.join(scratchRoot, `site-x${factor}`)
      theirs = path.join(scratchRoot, `original-x${factor}`)
      copyProject(projectDir, ours)
      generateSyntheticDocs({ projectDir: ours, factor })
      copyOriginal(originalDir, theirs)
      generateSyntheticDocusaurusDocs({ projectDir: theirs, factor })
    }
    const floor = factor === 1 ? writeStackFloorSite(path.join(scratchRoot, "stack-floor"), projectDir) : null
    const runs = { ours: { cold: [], warm: [] }, original: { cold: [], warm: [] }, floor: { cold: [], warm: [] } }
    const names = { ours: "this site", original: "original", floor: "the stack alone" }
    const build = async (who, kind, sample) => {
      const clean = kind === "cold"
      const logFile = path.join(logDir, `builds-x${factor}-${who}-${kind}-${sample}.log`)
      const result =
        who === "original"
          ? await timedOriginalBuild({ cwd: theirs, clean, logFile })
          : await timedBuild({ cwd: who === "ours" ? ours : floor, clean, logFile })
      runs[who][kind].push({ ...result, load: os.loadavg().map((value) => Math.round(value * 10) / 10) })
      log(`×${factor} ${names[who]} ${kind} #${sample + 1}: CPU ${(result.cpuMs / 1000).toFixed(1)} s, wall ${(result.wallMs / 1000).toFixed(1)} s, peak ${Math.round((result.peakRssBytes ?? 0) / 2 ** 20)} MiB`)
    }
    for (let sample = 0; sample < samples; sample++) {
      const sites = floor ? ["ours", "original", "floor"] : ["ours", "original"]
      // A different order each sample, so a neighbour's load does not always fall on the same site.
      const order = sites.map((_, index) => sites[(index + sample) % sites.length])
      for (const kind of ["cold", "warm"]) for (const who of order) await build(who, kind, sample)
    }
    const entry = {
      factor,
      ours: { pages: countPages(path.join(ours, "public")), runs: runs.ours, ...summarize(runs.ours) },
      original: { pages: countPages(path.join(theirs, "build")), runs: runs.original, ...summarize(runs.original) },
    }
    const values = (who, kind, field) => runs[who][kind].map((run) => run[field]).filter((value) => typeof value === "number")
    entry.ratios = {
      coldCpu: ratio(values("ours", "cold", "cpuMs"), values("original", "cold", "cpuMs")),
      warmCpu: ratio(values("ours", "warm", "cpuMs"), values("original", "warm", "cpuMs")),
      coldMemory: ratio(values("ours", "cold", "peakRssBytes"), values("original", "cold", "peakRssBytes")),
      coldWall: ratio(values("ours", "cold", "wallMs"), values("original", "cold", "wallMs")),
      warmWall: ratio(values("ours", "warm", "wallMs"), values("original", "warm", "wallMs")),
    }
    if (floor) {
      entry.floor = { plugins: floorPlugins, ...summarize(runs.floor), runs: runs.floor }
      entry.floorRatios = {
        coldCpu: ratio(values("floor", "cold", "cpuMs"), values("original", "cold", "cpuMs")),
        warmCpu: ratio(values("floor", "warm", "cpuMs"), values("original", "warm", "cpuMs")),
        coldMemory: ratio(values("floor", "cold", "peakRssBytes"), values("original", "cold", "peakRssBytes")),
      }
      fs.rmSync(floor, { recursive: true, force: true })
    }
    results.push(entry)
    if (factor > 1) for (const dir of [ours, theirs]) fs.rmSync(dir, { recursive: true, force: true })
  }
  return { date: new Date().toISOString(), samples, cpu: `${os.cpus()[0]?.model ?? "?"} × ${os.cpus().length}`, factors: results }
}

const s = (ms) => `${(ms / 1000).toFixed(1)} s`
const mib = (bytes) => `${Math.round(bytes / 2 ** 20).toLocaleString("en")} MiB`
const spanOf = (values, format) => (values ? `${format(values[0])}–${format(values[1])}` : "–")
/** The targets' verdicts, one per figure and size, for the bench's summary. */
export function comparisonTargets(comparison) {
  const rows = []
  for (const entry of comparison.factors) {
    for (const [key, label, limit] of [
      ["coldCpu", "cold build CPU", buildTargets.cpuRatio],
      ["warmCpu", "warm build CPU", buildTargets.cpuRatio],
      ["coldMemory", "cold build peak memory", buildTargets.memoryRatio],
    ]) {
      const r = entry.ratios[key]
      if (!r) continue
      rows.push({ target: `${label} ≤ ${limit} × the original's`, where: `×${entry.factor} (${entry.original.pages} / ${entry.ours.pages} pages)`, value: `${r.median.toFixed(2)} × (${r.low.toFixed(2)}–${r.high.toFixed(2)})`, met: r.median <= limit })
    }
  }
  return rows
}

const times = (r) => (r ? `${r.median.toFixed(2)}× (${r.low.toFixed(2)}–${r.high.toFixed(2)})` : "–")
const verdict = (r, limit) => (r ? (r.median <= limit ? "met" : "not met") : "–")

/** The comparison as a Markdown table, with the targets' verdicts (on the median ratio). */
export function comparisonMarkdown(comparison) {
  const lines = [
    `Measured ${comparison.date.slice(0, 16).replace("T", " ")} UTC on ${comparison.cpu}, ${comparison.samples} interleaved sample(s) per figure. CPU = user + sys of the whole process tree; memory = the tree's peak resident set. Ratio = this site ÷ original, of the medians (in brackets: the range over every pairing of samples). Targets: CPU ≤ ${buildTargets.cpuRatio}×, memory ≤ ${buildTargets.memoryRatio}×.`,
    "",
    "| build | original | this site | ratio | target |",
    "| --- | ---: | ---: | ---: | --- |",
  ]
  for (const entry of comparison.factors) {
    const pages = `${entry.original.pages} / ${entry.ours.pages} pages`
    lines.push(
      `| cold CPU, ×${entry.factor} (${pages}) | ${spanOf(entry.original.cold.cpuMs, s)} | ${spanOf(entry.ours.cold.cpuMs, s)} | ${times(entry.ratios.coldCpu)} | ${verdict(entry.ratios.coldCpu, buildTargets.cpuRatio)} |`,
      `| warm CPU, ×${entry.factor} | ${spanOf(entry.original.warm.cpuMs, s)} | ${spanOf(entry.ours.warm.cpuMs, s)} | ${times(entry.ratios.warmCpu)} | ${verdict(entry.ratios.warmCpu, buildTargets.cpuRatio)} |`,
      `| peak memory, cold ×${entry.factor} | ${spanOf(entry.original.cold.peakRssBytes, mib)} | ${spanOf(entry.ours.cold.peakRssBytes, mib)} | ${times(entry.ratios.coldMemory)} | ${verdict(entry.ratios.coldMemory, buildTargets.memoryRatio)} |`,
      `| cold wall, ×${entry.factor} | ${spanOf(entry.original.cold.wallMs, s)} | ${spanOf(entry.ours.cold.wallMs, s)} | ${times(entry.ratios.coldWall)} | – |`,
      `| warm wall, ×${entry.factor} | ${spanOf(entry.original.warm.wallMs, s)} | ${spanOf(entry.ours.warm.wallMs, s)} | ${times(entry.ratios.warmWall)} | – |`,
    )
  }
  for (const entry of comparison.factors.filter((entry) => entry.floor)) lines.push("", floorMarkdown(entry))
  return lines.join("\n") + "\n"
}

/** The stack alone beside the original, and what room it leaves under each target. */
function floorMarkdown(entry) {
  const room = (kind, field, limit, format) => {
    const original = entry.original[kind][field]
    const floor = entry.floor[kind][field]
    if (!original || !floor) return "–"
    return format(limit * ((original[0] + original[1]) / 2) - (floor[0] + floor[1]) / 2)
  }
  const rows = [
    ["cold CPU", "cold", "cpuMs", entry.floorRatios.coldCpu, buildTargets.cpuRatio, s],
    ["warm CPU", "warm", "cpuMs", entry.floorRatios.warmCpu, buildTargets.cpuRatio, s],
    ["peak memory, cold", "cold", "peakRssBytes", entry.floorRatios.coldMemory, buildTargets.memoryRatio, mib],
  ]
  return [
    `The specified stack alone, built interleaved with the two at ×${entry.factor}: Gatsby 5 with ${entry.floor.plugins.join(", ")}, one page and no content (scripts/bench/lib/stackFloor.mjs). Any build of this site costs at least this; "room" is what the target leaves for everything the site does on top (target × the original's mid-range − the stack's mid-range).`,
    "",
    "| build | the stack alone | ÷ original | room under the target |",
    "| --- | ---: | ---: | ---: |",
    ...rows.map(([label, kind, field, r, limit, format]) => `| ${label} | ${spanOf(entry.floor[kind][field], format)} | ${times(r)} | ${room(kind, field, limit, format)} |`),
  ].join("\n")
}
