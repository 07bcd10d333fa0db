#!/usr/bin/env node
/**
 * Sums the V8 CPU profiles of a build (written by
 * `NODE_OPTIONS="--cpu-prof --cpu-prof-dir=<dir>" gatsby build`: one file per
 * Node process, workers included) into where the time went: self time by
 * package (node_modules/<name>, the site's own code, Node internals, garbage
 * collection) and the busiest functions. Prints Markdown.
 *
 *   node scripts/bench/profile-summary.mjs <dir> [--top 25]
 */
import fs from "node:fs"
import path from "node:path"
import { option } from "./lib/format.mjs"
import { handleUsage } from "../lib/usage.mjs"

handleUsage({
  usage: "node scripts/bench/profile-summary.mjs <dir> [options]",
  summary: "Sums the .cpuprofile files in <dir> (one per process of a build run with node --cpu-prof) into self time by package and the busiest functions, as Markdown.",
  options: [["--top <n>", "rows per table (default 25)"]],
})

const argv = process.argv.slice(2)
const dir = argv.find((arg, index) => !arg.startsWith("-") && argv[index - 1] !== "--top")
if (!dir || !fs.existsSync(dir)) {
  console.error("Give the folder holding the .cpuprofile files (see --help).")
  process.exit(2)
}
const top = Number(option(argv, "top", "25"))

/** Which package a script URL belongs to. */
function packageOf(url) {
  if (!url) return "(native / idle)"
  if (url.startsWith("node:")) return "(node internals)"
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url.replace(/\\/g, "/"))
  if (match) return match[1]
  if (/\/\.cache\//.test(url)) return "(gatsby .cache: generated render code)"
  if (/\/public\//.test(url)) return "(public: built render bundle)"
  return "(site code)"
}

const byPackage = new Map()
const byFunction = new Map()
let total = 0
const files = fs.readdirSync(dir).filter((name) => name.endsWith(".cpuprofile"))
for (const name of files) {
  const profile = JSON.parse(fs.readFileSync(path.join(dir, name), "utf8"))
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]))
  // Self time: each sample belongs to the node on top of the stack; deltas are the time since the previous sample.
  const self = new Map()
  profile.samples.forEach((id, index) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)))
  for (const [id, micros] of self) {
    const frame = nodes.get(id).callFrame
    if (frame.functionName === "(idle)" || frame.functionName === "(program)") continue
    const pkg = frame.functionName === "(garbage collector)" ? "(garbage collection)" : packageOf(frame.url)
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + micros)
    const key = `${frame.functionName || "(anonymous)"} · ${pkg}${frame.url && !frame.url.startsWith("node:") ? ` · ${path.basename(frame.url)}:${frame.lineNumber + 1}` : ""}`
    byFunction.set(key, (byFunction.get(key) ?? 0) + micros)
    total += micros
  }
}
const seconds = (micros) => `${(micros / 1e6).toFixed(1)} s`
const share = (micros) => `${((micros / total) * 100).toFixed(1)} %`
const lines = [`CPU profiles: ${files.length} processes, ${seconds(total)} busy (idle excluded).`, "", "| Package | Self time | Share |", "| --- | ---: | ---: |"]
for (const [pkg, micros] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, top)) lines.push(`| ${pkg} | ${seconds(micros)} | ${share(micros)} |`)
lines.push("", "| Function · package · file:line | Self time | Share |", "| --- | ---: | ---: |")
for (const [fn, micros] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, top)) lines.push(`| ${fn.replace(/\|/g, "\\|")} | ${seconds(micros)} | ${share(micros)} |`)
console.log(lines.join("\n"))
