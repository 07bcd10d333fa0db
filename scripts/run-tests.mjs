#!/usr/bin/env node
/**
 * The whole test suite, as `npm test` runs it: production build, type check
 * (site and each docs version's API declarations), lint (ESLint, warnings
 * included: `npm run lint`), the code samples of each
 * docs version against its own declarations (scripts/check-code-samples.ts),
 * unit tests (Vitest), browser tests (Playwright against `gatsby serve`) and
 * the performance budgets (scripts/bench/check-budgets.mjs: sizes and
 * counts, never timings) and cached builds against clean ones
 * (scripts/check-cached-builds.mjs). Ends with one line "tests: N passed, N failed"
 * counting code samples, unit and browser tests, each budget and each cached-build case as one test, and
 * a failed build, type check or lint as one failed test.
 */
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import { handleUsage } from "./lib/usage.mjs"

handleUsage({
  usage: "npm test [-- options]",
  summary: "The whole suite: production build, type checks, lint, code samples, unit tests, browser tests and performance budgets; ends with \"tests: N passed, N failed\".",
  options: [["--skip-build", "reuse the existing public/ (faster while iterating)"]],
})
const skipBuild = process.argv.includes("--skip-build")
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" }
// Not test-results/: Playwright empties that folder when it starts.
const reports = ".test-reports"
fs.mkdirSync(reports, { recursive: true })

function run(label, command, args) {
  console.log(`\n▶ ${label}: ${command} ${args.join(" ")}`)
  const result = spawnSync(command, args, { stdio: "inherit", env })
  if (result.error) console.error(`${label} could not start: ${result.error.message}`)
  return result.status === 0
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"))
  } catch {
    return null
  }
}

// Steps that are not test runners (build, type checks, lint) count as one failed test each when they fail.
const failedSteps = []
if (!skipBuild) {
  if (!run("build", "npx", ["gatsby", "build"])) failedSteps.push("build")
}
if (!fs.existsSync("public/index.html")) {
  console.error("No production build in public/: the browser tests need one (run without --skip-build).")
  console.log(`\ntests: 0 passed, ${failedSteps.length || 1} failed`)
  process.exit(1)
}
if (!run("type check", "npx", ["tsc", "--noEmit"])) failedSteps.push("type check")
if (!run("API declarations type check", "node", ["scripts/check-api-declarations.mjs"])) failedSteps.push("API declarations type check")
if (!run("lint", "npm", ["run", "--silent", "lint"])) failedSteps.push("lint")
for (const file of [`${reports}/samples.json`, `${reports}/unit.json`, `${reports}/e2e.json`, `${reports}/budgets.json`, `${reports}/cached-builds.json`]) fs.rmSync(file, { force: true })
const samplesOk = run("code samples", "npx", ["tsx", "scripts/check-code-samples.ts", "--json", `${reports}/samples.json`])
const unitOk = run("unit tests", "npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile=${reports}/unit.json`])
// After a failed build public/ holds an older site: browser tests and budgets would pass against it.
const builtNow = !failedSteps.includes("build")
if (!builtNow) console.error("\nThe build failed: browser tests and budgets are not run against the older public/.")
const e2eOk = builtNow && run("browser tests", "npx", ["playwright", "test"])
const budgetsOk = builtNow && run("performance budgets", "node", ["scripts/bench/check-budgets.mjs", "--json", `${reports}/budgets.json`])
// Scratch copies of their own, so it does not depend on this checkout's build.
const cachedOk = run("cached builds", "node", ["scripts/check-cached-builds.mjs", "--cases", "b", "--json", `${reports}/cached-builds.json`])

const samples = readJson(`${reports}/samples.json`)
const unit = readJson(`${reports}/unit.json`)
const e2e = readJson(`${reports}/e2e.json`)
// Each budget is one test: it passes when every page and route is within it.
const budgetResults = readJson(`${reports}/budgets.json`)?.results ?? []
const budgetNames = [...new Set(budgetResults.map(result => result.budget ?? "route status"))]
const cached = readJson(`${reports}/cached-builds.json`)
const budgetsFailed = budgetNames.filter(name => budgetResults.some(result => (result.budget ?? "route status") === name && !result.ok)).length
// Each checked code sample is one test; samples marked skip-check are listed by the check, not counted.
// Each cached-build case is one test.
const passed = (samples?.passed ?? 0) + (unit?.numPassedTests ?? 0) + (e2e ? e2e.stats.expected + e2e.stats.flaky : 0) + budgetNames.length - budgetsFailed + (cached?.passed ?? 0)
let failed = (samples?.failed ?? 0) + (unit?.numFailedTests ?? 0) + (e2e?.stats.unexpected ?? 0) + budgetsFailed + (cached?.failed ?? 0)
// A runner that crashed before reporting counts as one failure, so the total never hides it.
if (!samplesOk && !samples?.failed) failed += 1
if (!unitOk && !unit?.numFailedTests) failed += 1
if (builtNow && !e2eOk && !e2e?.stats.unexpected) failed += 1
if (builtNow && !budgetsOk && !budgetsFailed) failed += 1
if (!cachedOk && !cached?.failed) failed += 1
failed += failedSteps.length
if (failedSteps.length) console.error(`\nFailed steps: ${failedSteps.join(", ")}`)

console.log(`\ntests: ${passed} passed, ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)
