#!/usr/bin/env node
/**
 * npm run typecheck: `tsc --noEmit` over the site, its tests and scripts. The
 * types of the site's GraphQL queries (src/gatsby-types.d.ts) are written by
 * Gatsby from its schema during a build or `gatsby develop`, so a fresh clone
 * has none: then this says what to run first instead of listing every query
 * type as an error.
 */
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { handleUsage } from "./lib/usage.mjs"

handleUsage({
  usage: "npm run typecheck",
  summary:
    "Type-checks the site, its tests and scripts (tsc --noEmit). Needs the GraphQL query types in src/gatsby-types.d.ts, which `npm run build` or `npm run develop` writes; without them it says so and stops.",
})

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const generatedTypes = path.join(root, "src", "gatsby-types.d.ts")
if (!fs.existsSync(generatedTypes)) {
  console.error(
    [
      "typecheck: src/gatsby-types.d.ts is missing.",
      "Gatsby writes it (the types of the site's GraphQL queries) from the site's schema during a build.",
      "Run `npm run build` once (or start `npm run develop` and wait for \"Generating TypeScript types\"), then `npm run typecheck` again.",
    ].join("\n")
  )
  process.exit(1)
}
const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc")
const result = spawnSync(process.execPath, [tsc, "--noEmit"], { cwd: root, stdio: "inherit" })
process.exit(result.status ?? 1)
