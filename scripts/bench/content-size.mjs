#!/usr/bin/env node
/**
 * Whether the content checks grow linearly with a page's size (issue 29):
 * the same bytes of docs text checked as one large page and as 50 pages
 * (`npm run check:content -- --root <scratch copy>`), the fastest of a few runs
 * each, and the build's content step (Gatsby's "source and transform nodes":
 * the content index and every body rendered) in a scratch copy of the project
 * with that content, stopped once the step is done. The text is the next
 * version's manual, repeated to the size asked, with its imports and file
 * links taken out so it checks clean. Writes bench/content-size.json and
 * bench/content-size.md.
 */
import { spawn, spawnSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { flag, option } from "./lib/format.mjs"
import { handleUsage } from "../lib/usage.mjs"

handleUsage({
  usage: "node scripts/bench/content-size.mjs [options]",
  summary:
    "Times the content check and the build's content step on the same docs text as one large page and as 50 pages, to show whether they grow linearly with a page's size. Writes bench/content-size.json and bench/content-size.md.",
  options: [
    ["--mb <n>", "megabytes of text (default 5)"],
    ["--runs <n>", "runs of each layout; the fastest counts (default 2)"],
    ["--out <dir>", "where the reports go (default bench)"],
    ["--skip-build", "time the content check only, not the build's content step"],
  ],
})

const argv = process.argv.slice(2)
const projectDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..")
const megabytes = Number(option(argv, "mb", "5"))
const runs = Number(option(argv, "runs", "2"))
const outDir = path.resolve(projectDir, option(argv, "out", "bench"))
const pieces = 50
const withBuild = !flag(argv, "skip-build")
const scratchRoot = path.join(os.tmpdir(), "rsvim-content-size")

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
  const dir = path.join(scratchRoot, name)
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

/** Beside the copied content and static files, the project's own files and its node_modules, so Gatsby builds that content. */
function addProject(dir) {
  const skipped = new Set(["node_modules", ".cache", "public", ".git", "content", "static", "bench", "test-results", "playwright-report"])
  for (const entry of fs.readdirSync(projectDir)) {
    if (skipped.has(entry)) continue
    fs.cpSync(path.join(projectDir, entry), path.join(dir, entry), { recursive: true })
  }
  fs.symlinkSync(path.join(projectDir, "node_modules"), path.join(dir, "node_modules"))
}

/** CPU seconds the process `pid` has used, all its threads (Linux's /proc; null elsewhere). */
function cpuSeconds(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ")
    return (Number(fields[11]) + Number(fields[12])) / 100
  } catch {
    return null
  }
}

/**
 * One clean `gatsby build` of `dir` up to the end of its content step, then stopped: the step's
 * seconds as Gatsby reports them, and the CPU seconds the build's process spent in it (steadier
 * than the wall time when other work shares the machine).
 */
function buildContentStep(dir) {
  for (const name of [".cache", "public"]) fs.rmSync(path.join(dir, name), { recursive: true, force: true })
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(dir, "node_modules/gatsby/cli.js"), "build"], {
      cwd: dir,
      detached: true,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "1" },
    })
    let log = ""
    let pending = ""
    let cpuAtStart = null
    let step = null
    const onData = (chunk) => {
      log += chunk
      pending += chunk
      let end
      while ((end = pending.indexOf("\n")) >= 0) {
        // eslint-disable-next-line no-control-regex
        const line = pending.slice(0, end).replace(/\x1b\[[0-9;]*[A-Za-z]/g, "")
        pending = pending.slice(end + 1)
        const done = /(?:success|info) (.+?) - ([\d.]+)s/.exec(line)
        if (!done) continue
        // The last step before sourcing; Gatsby logs the content step's end with the next lines.
        if (done[1] === "createSchemaCustomization") cpuAtStart = cpuSeconds(child.pid)
        if (done[1] === "source and transform nodes" && !step) {
          const cpu = cpuSeconds(child.pid)
          step = { seconds: Number(done[2]), cpuSeconds: cpu !== null && cpuAtStart !== null ? cpu - cpuAtStart : null }
          process.kill(-child.pid, "SIGTERM")
        }
      }
    }
    child.stdout.on("data", onData)
    child.stderr.on("data", onData)
    child.on("error", reject)
    child.on("exit", () => (step ? resolve(step) : reject(new Error(`the build of ${dir} ended before its content step did:\n${log.slice(-2000)}`))))
  })
}

/** The build's content step on `dir`, the run with the least CPU time of `runs` (the fastest wall time without /proc). */
async function buildSeconds(dir) {
  let best = null
  for (let run = 0; run < runs; run++) {
    const step = await buildContentStep(dir)
    const better = best === null || (step.cpuSeconds !== null && best.cpuSeconds !== null ? step.cpuSeconds < best.cpuSeconds : step.seconds < best.seconds)
    if (better) best = step
  }
  return best
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
const layouts = { siteAlone: ["the site alone", [], 0], fiftyPages: [`as ${pieces} pages`, copies, pieces], onePage: ["as one page", copies, 1] }
const seconds = {}
const build = {}
for (const [key, [label, shared, pages]] of Object.entries(layouts)) {
  const dir = scratchSite(key, shared, pages)
  seconds[key] = checkSeconds(dir)
  console.log(`[content size] ${label}: check ${seconds[key].toFixed(1)} s`)
  if (!withBuild) continue
  addProject(dir)
  build[key] = await buildSeconds(dir)
  console.log(`[content size] ${label}: build's content step ${build[key].seconds.toFixed(1)} s${build[key].cpuSeconds === null ? "" : ` (${build[key].cpuSeconds.toFixed(1)} s CPU)`}`)
}
const { siteAlone: empty, fiftyPages: split, onePage: single } = seconds

/** How many times the time above the site alone one page takes, against the same bytes in 50 pages. */
const over = (alone, fifty, one) => (alone === null || fifty === null || one === null ? null : (one - alone) / Math.max(fifty - alone, 0.001))
const ratio = over(empty, split, single)
const buildRatio = withBuild ? over(build.siteAlone.seconds, build.fiftyPages.seconds, build.onePage.seconds) : null
const buildCpuRatio = withBuild ? over(build.siteAlone.cpuSeconds, build.fiftyPages.cpuSeconds, build.onePage.cpuSeconds) : null
const report = {
  date: new Date().toISOString(),
  bytes,
  runs,
  seconds: { siteAlone: empty, fiftyPages: split, onePage: single },
  onePageOverFiftyPages: ratio,
  build: withBuild ? { contentStep: build, onePageOverFiftyPages: buildRatio, onePageOverFiftyPagesCpu: buildCpuRatio } : null,
  target: 2,
}
const buildRow = (key) => {
  const step = build[key]
  const above = key === "siteAlone" ? "" : (step.seconds - build.siteAlone.seconds).toFixed(1)
  const cpuAbove = key === "siteAlone" || step.cpuSeconds === null ? "" : (step.cpuSeconds - build.siteAlone.cpuSeconds).toFixed(1)
  return ` ${step.seconds.toFixed(1)} | ${above} | ${step.cpuSeconds === null ? "–" : step.cpuSeconds.toFixed(1)} | ${cpuAbove} |`
}
fs.mkdirSync(outDir, { recursive: true })
fs.writeFileSync(path.join(outDir, "content-size.json"), `${JSON.stringify(report, null, 2)}\n`)
fs.writeFileSync(
  path.join(outDir, "content-size.md"),
  [
    "# Content check and page size",
    "",
    `\`node scripts/bench/content-size.mjs\`, ${report.date.slice(0, 10)}: ${(bytes / 1e6).toFixed(1)} MB of the next manual's text added to the site, as one page and as ${pieces} pages; the fastest of ${runs} run(s) of \`npm run check:content\`${withBuild ? ", and of the build's content step (Gatsby's `source and transform nodes`, in a clean build stopped after it; the run with the least CPU time)" : ""}.`,
    "",
    withBuild
      ? "| layout | check:content s | above the site alone | build content step s | above the site alone | its CPU s | above the site alone |"
      : "| layout | check:content s | above the site alone |",
    withBuild ? "| --- | ---: | ---: | ---: | ---: | ---: | ---: |" : "| --- | ---: | ---: |",
    `| the site alone | ${empty.toFixed(1)} | |${withBuild ? buildRow("siteAlone") : ""}`,
    `| ${pieces} pages | ${split.toFixed(1)} | ${(split - empty).toFixed(1)} |${withBuild ? buildRow("fiftyPages") : ""}`,
    `| one page | ${single.toFixed(1)} | ${(single - empty).toFixed(1)} |${withBuild ? buildRow("onePage") : ""}`,
    "",
    `One page takes ${ratio.toFixed(1)}× the time of the same bytes in ${pieces} pages in the content check${withBuild ? `, ${buildRatio.toFixed(1)}× in the build's content step${buildCpuRatio === null ? "" : ` (${buildCpuRatio.toFixed(1)}× in CPU time)`}` : ""} (target: at most 2×).`,
    "",
  ].join("\n"),
)
fs.rmSync(scratchRoot, { recursive: true, force: true })
