/**
 * A timed production build: wall time, the CPU time of the build's processes
 * (the shell's `times` after it; steadier than wall time on a shared
 * machine), the peak memory of its process tree (./processTree.mjs), and
 * Gatsby's own phase timings from its log.
 */
import fs from "node:fs"
import path from "node:path"
import { measuredRun } from "./processTree.mjs"

const phases = [
  "compile gatsby files",
  "source and transform nodes",
  "building schema",
  "createPages",
  "extract queries from components",
  "onPostBootstrap",
  "bootstrap finished",
  "Building production JavaScript and CSS bundles",
  "Building HTML renderer",
  "Building static HTML for pages",
  "onPostBuild",
  "Running gatsby-plugin-sharp.IMAGE_PROCESSING jobs",
]

export function parsePhases(log) {
  const found = {}
  for (const match of log.matchAll(/(?:success|info) (.+?) - ([\d.]+)s/g)) {
    const name = match[1].trim()
    if (phases.includes(name)) found[name] = Math.round(Number(match[2]) * 1000)
  }
  return found
}

/**
 * Reports a build's progress while its log is being collected: each phase
 * Gatsby finishes, and every `everyMs` without one, how long it has been
 * running, so a build of several minutes is never silent. Returns the
 * function taking the log's chunks, and one that stops the heartbeat.
 */
export function buildProgress(report, { everyMs = 30_000, now = () => performance.now() } = {}) {
  const started = now()
  let pending = ""
  let lastPhase = "starting"
  let lastReport = started
  const elapsed = () => `${Math.round((now() - started) / 1000)} s`
  const timer = setInterval(() => {
    if (now() - lastReport < everyMs) return
    lastReport = now()
    report(`still building (${elapsed()}; last finished: ${lastPhase})`)
  }, Math.min(everyMs, 5000))
  timer.unref?.()
  return {
    take(chunk) {
      pending += chunk
      const lines = pending.split("\n")
      pending = lines.pop()
      for (const line of lines) {
        const match = /(?:success|info) (.+?) - ([\d.]+)s/.exec(line)
        if (!match || !phases.includes(match[1].trim())) continue
        lastPhase = match[1].trim()
        lastReport = now()
        report(`${lastPhase}: ${Number(match[2]).toFixed(1)} s (${elapsed()} in)`)
      }
    },
    stop: () => clearInterval(timer),
  }
}

/**
 * Runs `gatsby build` in `cwd` (after removing .cache and public/ when
 * `clean`), logging to `logFile`; `onProgress` hears of each finished phase
 * and of a build still running. Rejects when the build fails.
 */
export async function timedBuild({ cwd = process.cwd(), clean = false, logFile, env = {}, onProgress = () => {} }) {
  if (clean) {
    for (const dir of [".cache", "public"]) fs.rmSync(path.join(cwd, dir), { recursive: true, force: true })
  }
  const gatsby = path.join(cwd, "node_modules/.bin/gatsby")
  const progress = buildProgress(onProgress)
  const run = await measuredRun({
    command: `"${gatsby}" build`,
    cwd,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "1", NO_COLOR: "1", FORCE_COLOR: "0", ...env },
    onOutput: (chunk) => progress.take(chunk),
  })
  progress.stop()
  const { code, output: log, wallMs } = run
  if (logFile) {
    fs.mkdirSync(path.dirname(logFile), { recursive: true })
    fs.writeFileSync(logFile, log)
  }
  const result = { clean, wallMs, cpuMs: run.cpuMs, peakRssBytes: run.peakRssBytes, peakProcesses: run.peakProcesses, phases: parsePhases(log) }
  if (code !== 0) {
    const reason = /heap out of memory/.test(log) ? "JavaScript heap out of memory" : log.trim().split("\n").slice(-25).join("\n")
    const error = new Error(`gatsby build failed (exit ${code})${logFile ? `, log in ${logFile}` : ""}: ${reason}`)
    error.result = { ...result, exitCode: code, reason }
    throw error
  }
  return result
}
