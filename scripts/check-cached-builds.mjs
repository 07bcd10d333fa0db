#!/usr/bin/env node
/**
 * A build that reuses Gatsby's cache (.cache/ and public/, which the README
 * tells hosts to keep) must write exactly what a clean build of the same tree
 * writes, and leave nothing else in public/. This runs the ways a cache has
 * gone wrong before, in a scratch copy of the project, and compares each
 * cached build's public/ with a clean build's: the same files, and the same
 * bytes in every page's HTML, page-data, slice data, search indexes, feeds,
 * sitemap and Content-Security-Policy (_headers, csp.json):
 *   (a) the built checkout moved to another folder, then built again;
 *   (b) one stylesheet's rules edited, a page with an image beside it added
 *       and the home artwork replaced, and built (every page must inline the
 *       new rules); then all three reverted and one page edited, and built
 *       (the added page, its image and the replaced artwork's processed images
 *       must be gone); then the edit reverted while another file gets
 *       malformed front matter (that build must fail, naming the file); then
 *       the front matter fixed;
 *   (c) an MDX syntax error in one page while a new page is added (that build
 *       must fail, naming the file and line); then the error fixed.
 * Each case is one test. `npm test` runs (b), the one that covers most
 * (`--cases b`, about 2 minutes less); `npm run test:cached-builds` runs all three.
 */
import crypto from "node:crypto"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { runGatsbyBuild } from "./lib/gatsbyBuild.mjs"
import { copyProject } from "./lib/scratchCopy.mjs"
import { flag, option } from "./bench/lib/format.mjs"
import { handleUsage } from "./lib/usage.mjs"

handleUsage({
  usage: "node scripts/check-cached-builds.mjs [options]",
  summary:
    "Builds a scratch copy of the site clean and with Gatsby's cache in the ways a cache has gone wrong before (moved checkout, a stylesheet edit, a page and an image removed, a reverted edit beside a failed build, a syntax error beside a new page) and checks every cached build's public/ holds what a clean build's holds, and nothing else.",
  options: [
    ["--json <file>", "write the results as JSON (npm test counts each case as a test)"],
    ["--dir <folder>", "where the scratch copies go (default <system temp>/rsvim-cached-builds)"],
    ["--cases <letters>", "which cases to run: any of a, b, c (default abc; npm test runs b)"],
    ["--keep", "keep the scratch copies (they are removed when every case passes)"],
  ],
})

const argv = process.argv.slice(2)
const projectDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..")
const root = path.resolve(option(argv, "dir", path.join(os.tmpdir(), "rsvim-cached-builds")))
const jsonOut = option(argv, "json", null)
const cases = option(argv, "cases", "abc")
if (!/^[abc]+$/.test(cases)) {
  console.error(`--cases takes letters among a, b and c (got "${cases}")`)
  process.exit(2)
}
const gatsby = path.join(projectDir, "node_modules", ".bin", "gatsby")
const log = message => console.log(`[cached builds] ${message}`)

/**
 * Every file of public/ must be in both builds. Bytes are compared for what
 * readers and hosts get: pages, page and slice data, search indexes, feeds,
 * the sitemap and the CSP files (scripts and images are named by their hashes, so their names say
 * enough); Gatsby's build records differ between builds of the same tree.
 */
const compared = /\.(html|json|xml|txt)$|^_headers$/
const notCompared = [/^webpack\.stats\.json$/, /^chunk-map\.json$/, /^_gatsby\//]

/** A build of `dir`, its phases reported as they finish (a build takes minutes); its output kept for the checks. */
async function build(dir) {
  const started = Date.now()
  log(`  building in ${path.basename(dir)}`)
  const result = await runGatsbyBuild({ command: gatsby, cwd: dir, env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" }, report: line => log(`    ${line}`) })
  log(`  build in ${path.basename(dir)}: ${result.ok ? "ok" : "failed"} (${Math.round((Date.now() - started) / 1000)} s)`)
  return result
}

/** Every file of public/ with the digest of its bytes, or "" where bytes are not compared. */
function snapshot(dir) {
  const publicDir = path.join(dir, "public")
  const files = new Map()
  for (const entry of fs.readdirSync(publicDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const file = path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")
    const bytesCompared = compared.test(file) && !notCompared.some(pattern => pattern.test(file))
    files.set(file, bytesCompared ? crypto.createHash("sha256").update(fs.readFileSync(path.join(publicDir, file))).digest("hex") : "")
  }
  return files
}

/** What differs between two snapshots, as short lines (at most 10 of each kind). */
function differences(expected, actual) {
  const missing = [...expected.keys()].filter(file => !actual.has(file))
  const extra = [...actual.keys()].filter(file => !expected.has(file))
  const changed = [...expected.keys()].filter(file => actual.has(file) && actual.get(file) !== expected.get(file))
  const list = (label, files) => (files.length ? [`${label} (${files.length}): ${files.slice(0, 10).join(", ")}${files.length > 10 ? ", …" : ""}`] : [])
  return [...list("missing", missing), ...list("not in the clean build", extra), ...list("different", changed)]
}

function edit(dir, file, change) {
  const absolute = path.join(dir, file)
  fs.writeFileSync(absolute, change(fs.readFileSync(absolute, "utf8")))
}

/** A clean build of `dir`'s sources, in a folder of its own. */
async function cleanSnapshotOf(dir, name) {
  const cleanDir = path.join(root, name)
  fs.rmSync(cleanDir, { recursive: true, force: true })
  fs.mkdirSync(cleanDir, { recursive: true })
  for (const entry of fs.readdirSync(dir)) {
    if ([".cache", "public", "node_modules"].includes(entry)) continue
    fs.cpSync(path.join(dir, entry), path.join(cleanDir, entry), { recursive: true, verbatimSymlinks: true })
  }
  fs.symlinkSync(fs.realpathSync(path.join(projectDir, "node_modules")), path.join(cleanDir, "node_modules"))
  const result = await build(cleanDir)
  if (!result.ok) throw new Error(`the clean build of ${name} failed:\n${result.output.slice(-3000)}`)
  return snapshot(cleanDir)
}

const results = []
function record(name, problems) {
  results.push({ name, ok: problems.length === 0, problems })
  log(`${problems.length === 0 ? "✓" : "✗"} ${name}${problems.map(problem => `\n    ${problem}`).join("")}`)
}

const page = "content/docs/next/manual/command_line_interface/exit.mdx"
const other = "content/docs/next/manual/installation.mdx"
const added = "content/docs/next/manual/command_line_interface/suspend.mdx"
const stylesheet = "src/templates/views/HomePage.module.css"
/** In (b), a page with an image beside it is added for one build, and the home artwork replaced. */
const addedForOneBuild = "content/docs/next/manual/published-once.mdx"
const imageForOneBuild = "content/docs/next/manual/published-once.png"
const artwork = "src/images/logo.png"
const otherPng = "static/apple-touch-icon.png"
/** In (b), one rule of `stylesheet` changes value, and the minified stylesheet must then hold the new one. */
const ruleBefore = "letter-spacing: 0.08em;"
const ruleAfter = "letter-spacing: 0.0825em;"
const ruleAfterMinified = "letter-spacing:.0825em"

fs.rmSync(root, { recursive: true, force: true })
fs.mkdirSync(root, { recursive: true })
const first = path.join(root, "site")
copyProject(projectDir, first)
log("clean build of the site as it is")
const cleanFirst = await build(first)
if (!cleanFirst.ok) {
  console.error(cleanFirst.output.slice(-3000))
  throw new Error("the clean build of the site failed; nothing to compare with")
}
const clean = snapshot(first)

// (a) The checkout moves (a CI cache restored elsewhere); the cache keeps the old paths.
// Without (a), the later cases build where the clean build was made.
const moved = cases.includes("a") ? path.join(root, "moved") : first
if (cases.includes("a")) {
  fs.renameSync(first, moved)
  log("(a) the built site moved to another folder, built again")
  const result = await build(moved)
  record("(a) a built checkout moved to another folder builds what a clean build writes", result.ok ? differences(clean, snapshot(moved)) : [`the build failed:\n${result.output.slice(-1500)}`])
}

// (b) An edit, then its revert beside a failed build, then the fix.
if (cases.includes("b")) {
  log("(b) a stylesheet edited, a page with an image added, the artwork replaced; all reverted and one page edited; then reverted while another page's front matter breaks; then fixed")
  const problems = []
  // A value only, and nothing else: no class is added or removed, so the HTML renderer (which holds
  // the class names, not the rules) stays the same.
  const stylesheetOriginal = fs.readFileSync(path.join(moved, stylesheet), "utf8")
  if (!stylesheetOriginal.includes(ruleBefore)) throw new Error(`${stylesheet} no longer has "${ruleBefore}": pick another rule for case (b)`)
  edit(moved, stylesheet, text => text.replace(ruleBefore, ruleAfter))
  fs.writeFileSync(path.join(moved, addedForOneBuild), "---\ntitle: Published once\n---\n\n![A picture published once](./published-once.png)\n")
  fs.copyFileSync(path.join(moved, otherPng), path.join(moved, imageForOneBuild))
  const artworkOriginal = fs.readFileSync(path.join(moved, artwork))
  fs.copyFileSync(path.join(moved, otherPng), path.join(moved, artwork))
  const beforeEdits = snapshot(moved)
  /** What only the build with the added page and the replaced artwork published: its page, data and images. */
  let publishedOnce = []
  if (!(await build(moved)).ok) problems.push("the build with a stylesheet edited, a page added and the artwork replaced failed")
  else {
    if (!fs.readFileSync(path.join(moved, "public", "index.html"), "utf8").includes(ruleAfterMinified)) {
      problems.push(`the home page does not inline the rule changed in ${stylesheet} (${ruleAfter}): the cached build kept the old stylesheet`)
    }
    publishedOnce = [...snapshot(moved).keys()].filter(file => !beforeEdits.has(file) && /published-once|\.(png|webp|avif)$/.test(file))
    for (const kind of [/^docs\/next\/manual\/published-once\/index\.html$/, /^page-data\/docs\/next\/manual\/published-once\//, /^assets\/.*\.png$/, /^static\/.*\.(png|webp)$/]) {
      if (!publishedOnce.some(file => kind.test(file))) problems.push(`the build with a page and an image added published nothing matching ${kind}`)
    }
  }
  fs.writeFileSync(path.join(moved, stylesheet), stylesheetOriginal)
  fs.rmSync(path.join(moved, addedForOneBuild))
  fs.rmSync(path.join(moved, imageForOneBuild))
  fs.writeFileSync(path.join(moved, artwork), artworkOriginal)
  const original = fs.readFileSync(path.join(moved, page), "utf8")
  edit(moved, page, text => `${text}\nOne more paragraph, written to be taken back.\n`)
  if (!(await build(moved)).ok) problems.push("the build with one page edited failed")
  else {
    const left = publishedOnce.filter(file => fs.existsSync(path.join(moved, "public", file)))
    if (left.length > 0) problems.push(`the page, image and artwork removed are still in public/ (${left.length}): ${left.slice(0, 10).join(", ")}`)
  }
  fs.writeFileSync(path.join(moved, page), original)
  const otherOriginal = fs.readFileSync(path.join(moved, other), "utf8")
  edit(moved, other, text => text.replace(/^title: .*$/m, 'title: "Installation'))
  const broken = await build(moved)
  if (broken.ok) problems.push("the build with malformed front matter passed")
  else if (!broken.output.includes(other)) problems.push(`the failed build does not name ${other}`)
  fs.writeFileSync(path.join(moved, other), otherOriginal)
  const fixed = await build(moved)
  if (!fixed.ok) problems.push(`the build after the fix failed:\n${fixed.output.slice(-1500)}`)
  else problems.push(...differences(clean, snapshot(moved)))
  record("(b) a stylesheet edit reaches every page; a removed page and image leave public/; a reverted edit beside a failed build, once fixed, builds what a clean build writes", problems)
}

// (c) A syntax error beside a new page, then the fix.
if (cases.includes("c")) {
  log("(c) an MDX syntax error in one page while a new page is added; then fixed")
  const problems = []
  const original = fs.readFileSync(path.join(moved, page), "utf8")
  edit(moved, page, text => `${text}\n<div>\n\nAn element that is never closed.\n`)
  fs.writeFileSync(
    path.join(moved, added),
    '---\ntitle: Suspend\nsidebar_position: 9\n---\n\nA page added in the same build as a syntax error elsewhere.\n'
  )
  const broken = await build(moved)
  if (broken.ok) problems.push("the build with an MDX syntax error passed")
  else if (!new RegExp(`${page.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}:\\d+`).test(broken.output)) problems.push(`the failed build does not name ${page} and a line`)
  fs.writeFileSync(path.join(moved, page), original)
  const fixed = await build(moved)
  if (!fixed.ok) problems.push(`the build after the fix failed:\n${fixed.output.slice(-1500)}`)
  else {
    const cached = snapshot(moved)
    if (![...cached.keys()].some(file => file.endsWith("command_line_interface/suspend/index.html"))) problems.push("the page added beside the error is missing")
    problems.push(...differences(await cleanSnapshotOf(moved, "clean-c"), cached))
  }
  record("(c) a syntax error beside a new page, once fixed, builds what a clean build writes, new page included", problems)
}

const passed = results.filter(result => result.ok).length
log(`${passed} passed, ${results.length - passed} failed`)
if (jsonOut) fs.writeFileSync(jsonOut, JSON.stringify({ passed, failed: results.length - passed, results }, null, 2))
if (passed === results.length || !flag(argv, "keep")) fs.rmSync(root, { recursive: true, force: true })
else log(`scratch copies kept in ${root}`)
process.exitCode = passed === results.length ? 0 : 1
