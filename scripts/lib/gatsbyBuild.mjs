/**
 * `gatsby build` run for a script that needs its output (to search it, or to
 * show it on failure) and must not go quiet for minutes meanwhile: each phase
 * Gatsby finishes is reported as it finishes, and every 30 s without one a
 * line says the build is still running (scripts/bench/lib/build.mjs's
 * `buildProgress`, which the benchmarks use too).
 */
import { spawn } from "node:child_process"
import { stripVTControlCharacters } from "node:util"
import { buildProgress } from "../bench/lib/build.mjs"

/**
 * Runs `command` (Gatsby's binary) with `args` in `cwd`. `report` hears of
 * progress, one line each; with `passThrough` the build's stdout and stderr
 * are also written to this process's as they come. Resolves with whether it
 * exited 0, its exit status, and its output: each stream, and both (stdout,
 * then stderr).
 */
export function runGatsbyBuild({ command, args = ["build"], cwd, env = process.env, report, passThrough = false, everyMs = 30_000 }) {
  const progress = buildProgress(report, { everyMs })
  const child = spawn(command, args, { cwd, env: { ...env, NO_COLOR: "1", FORCE_COLOR: "0" }, stdio: ["ignore", "pipe", "pipe"] })
  const streams = { stdout: "", stderr: "" }
  for (const name of ["stdout", "stderr"]) {
    // Whole lines only reach the progress reader, so a line is never spliced with the other stream's.
    let partial = ""
    child[name].setEncoding("utf8")
    child[name].on("data", chunk => {
      streams[name] += chunk
      if (passThrough) process[name].write(chunk)
      const lines = (partial + chunk).split("\n")
      partial = lines.pop()
      if (lines.length > 0) progress.take(stripVTControlCharacters(`${lines.join("\n")}\n`)) // colour would hide "success <phase> - 1.2s"
    })
  }
  return new Promise((resolve, reject) => {
    child.on("error", error => {
      progress.stop()
      reject(error)
    })
    child.on("close", status => {
      progress.stop()
      resolve({ ok: status === 0, status, ...streams, output: `${streams.stdout}\n${streams.stderr}` })
    })
  })
}
