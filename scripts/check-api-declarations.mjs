#!/usr/bin/env node
// Type-checks each version's API declarations on its own, so a version's
// rsvim.d.ts and web.d.ts must be complete without any other version.
import { spawnSync } from "node:child_process"
import { existsSync, readdirSync } from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { handleUsage } from "./lib/usage.mjs"

handleUsage({
  usage: "node scripts/check-api-declarations.mjs",
  summary: "Type-checks each docs version's API declarations (content/docs/<version>/api/tsconfig.json) on its own.",
})

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const docs = path.join(root, "content", "docs")
const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc")

const configs = readdirSync(docs, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => path.join(docs, d.name, "api", "tsconfig.json"))
  .filter((file) => existsSync(file))

if (configs.length === 0) {
  console.error("check-api-declarations: no content/docs/<version>/api/tsconfig.json found")
  process.exit(1)
}

let failed = 0
for (const config of configs) {
  const name = path.relative(root, config)
  const result = spawnSync(process.execPath, [tsc, "-p", config, "--noEmit"], { cwd: root, stdio: "inherit" })
  if (result.status === 0) console.log(`ok    ${name}`)
  else {
    failed += 1
    console.error(`FAIL  ${name}`)
  }
}
console.log(`${configs.length - failed} passed, ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)
