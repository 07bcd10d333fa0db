#!/usr/bin/env node
/**
 * Builds the site as a host serving it below a sub-path would (PATH_PREFIX
 * with prefixed paths), in a scratch copy of the project so this checkout's
 * public/ stays the plain build, then (with --serve) serves it with
 * `gatsby serve --prefix-paths`. The browser tests' "prefixed" project runs
 * against it (playwright.config.ts starts this script). With --site, the copy
 * builds another content tree instead of this checkout's: the "docusaurus"
 * project builds tests/fixtures/docusaurus-site this way.
 *
 * Its own lines and the build's progress (each phase Gatsby finishes, and a
 * line every 30 s without one) go to stderr: Playwright starts this script
 * with stdout ignored and shows stderr, so a cold build of several minutes
 * is not silent there. Gatsby's own output goes where it went before.
 */
import { spawn } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { runGatsbyBuild } from "./lib/gatsbyBuild.mjs"
import { copyProject, markBuilt } from "./lib/scratchCopy.mjs"
import { handleUsage } from "./lib/usage.mjs"

handleUsage({
  usage: "node scripts/build-prefixed.mjs [options]",
  summary: "Builds a scratch copy of the site below a path prefix (this checkout's public/ is left alone) and, with --serve, serves it.",
  options: [
    ["--prefix <path>", "the path prefix (default /rsvim)"],
    ["--dir <folder>", "the scratch copy (default <system temp>/rsvim-prefixed-site)"],
    ["--site <folder>", "build the content/ of this folder (its static/ added to the site's) instead of this checkout's"],
    ["--serve", "serve the build afterwards (gatsby serve --prefix-paths)"],
    ["--port <n>", "port for --serve (default 9102)"],
  ],
})
const argv = process.argv.slice(2)
const option = (name, fallback) => {
  const at = argv.indexOf(`--${name}`)
  return at === -1 ? fallback : argv[at + 1]
}
const prefix = option("prefix", "/rsvim")
const dir = path.resolve(option("dir", path.join(os.tmpdir(), "rsvim-prefixed-site")))
const port = option("port", "9102")
const projectDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..")
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", PATH_PREFIX: prefix, PREFIX_PATHS: "true" }
const gatsby = path.join(projectDir, "node_modules", ".bin", "gatsby")
const say = message => console.error(`[prefixed] ${message}`)

say(`building ${projectDir} under ${prefix} in ${dir}`)
copyProject(projectDir, dir, { keepBuild: true })
const site = option("site", null)
if (site) {
  // Another content tree in place of this checkout's; its static files join the site's own.
  const siteDir = path.resolve(site)
  fs.rmSync(path.join(dir, "content"), { recursive: true, force: true })
  fs.cpSync(path.join(siteDir, "content"), path.join(dir, "content"), { recursive: true })
  if (fs.existsSync(path.join(siteDir, "static"))) fs.cpSync(path.join(siteDir, "static"), path.join(dir, "static"), { recursive: true })
  say(`with the content of ${siteDir}`)
}
const started = Date.now()
const build = await runGatsbyBuild({ command: gatsby, args: ["build", "--prefix-paths"], cwd: dir, env, report: say, passThrough: true })
if (!build.ok) {
  // The end of Gatsby's stdout too, where Playwright shows it (its stderr has been passed through already).
  console.error(build.stdout.trim().split("\n").slice(-40).join("\n"))
  say(`the build under ${prefix} failed`)
  process.exit(build.status ?? 1)
}
say(`built in ${Math.round((Date.now() - started) / 1000)} s`)
markBuilt(projectDir, dir)
if (argv.includes("--serve")) {
  const server = spawn(gatsby, ["serve", "--prefix-paths", "--host", "127.0.0.1", "--port", port], { cwd: dir, env, stdio: "inherit" })
  const stop = () => server.kill("SIGTERM")
  process.on("SIGTERM", stop)
  process.on("SIGINT", stop)
  server.on("exit", code => process.exit(code ?? 0))
}
