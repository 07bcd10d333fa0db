/**
 * Type-checks every JavaScript and TypeScript sample of each docs version
 * (user manual, API introduction, TSDoc `@example`s) against that version's
 * own API declarations; see src/node/codeSamples/. A fence marked
 * `skip-check` is left out and counted.
 * Exits 1 when a sample fails, naming its file and line.
 */
import fs from "node:fs"
import path from "node:path"
import { checkDocsSamples } from "../src/node/codeSamples/checkDocsSamples"
import { handleUsage } from "./lib/usage.mjs"

handleUsage({
  usage: "npx tsx scripts/check-code-samples.ts [options]",
  summary:
    "Type-checks every JavaScript and TypeScript sample of each docs version against that version's own API declarations; exits 1 when one fails, naming its file and line.",
  options: [["--json <file>", "also write the results as JSON"]],
})

const root = path.resolve(__dirname, "..")
const jsonAt = process.argv.indexOf("--json")
const report = jsonAt > 0 ? process.argv[jsonAt + 1] : undefined

const versions = checkDocsSamples(root)
let passed = 0
let failed = 0
let skipped = 0
const problems: { file: string; line: number; message: string }[] = []
for (const { version, results } of versions) {
  const counts = { passed: 0, failed: 0, skipped: 0 }
  for (const { sample, problems: found } of results) {
    if (sample.skipped) counts.skipped += 1
    else if (found.length > 0) counts.failed += 1
    else counts.passed += 1
    problems.push(...found)
  }
  console.log(`${version}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped (marked skip-check)`)
  passed += counts.passed
  failed += counts.failed
  skipped += counts.skipped
}
for (const problem of problems) console.error(`FAIL  ${problem.file}:${problem.line}: ${problem.message}`)
console.log(`code samples: ${passed} passed, ${failed} failed, ${skipped} opted out with skip-check`)
if (report) {
  fs.mkdirSync(path.dirname(report), { recursive: true })
  fs.writeFileSync(report, JSON.stringify({ passed, failed, skipped, problems }, null, 2))
}
process.exit(failed === 0 ? 0 : 1)
