/**
 * The "analytics on" build: tests/fixtures/analytics-site is a two-page
 * Gatsby site whose gatsby-config uses the site's own analyticsPlugins(), built
 * with tracking ids set. That takes well under a minute, against several for a
 * second full build of the site, and exercises exactly the code that decides
 * what analytics a build gets. It is rebuilt only when its inputs change.
 */
import { spawnSync } from "node:child_process"
import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"

export const probeDir = path.resolve("tests/fixtures/analytics-site")
export const probeIds = { gtag: ["G-TEST0001", "G-TEST0002"], gtm: "GTM-TEST01" }

function inputsHash(): string {
  const files = [
    "src/node/gatsby/analyticsPlugins.ts",
    "tests/fixtures/analytics-site/gatsby-config.ts",
    "tests/fixtures/analytics-site/package.json",
    "tests/fixtures/analytics-site/src/pages/index.tsx",
    "tests/fixtures/analytics-site/src/pages/second.tsx",
    "package-lock.json",
  ]
  const hash = crypto.createHash("sha256").update(JSON.stringify(probeIds))
  for (const file of files) hash.update(fs.readFileSync(path.resolve(file)))
  return hash.digest("hex")
}

/** Builds the probe site if needed; returns its public/ folder. */
export function buildAnalyticsProbe(): string {
  const publicDir = path.join(probeDir, "public")
  const stampFile = path.join(publicDir, ".inputs-hash")
  const hash = inputsHash()
  if (fs.existsSync(stampFile) && fs.readFileSync(stampFile, "utf8") === hash) return publicDir
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    GATSBY_TELEMETRY_DISABLED: "1",
    GATSBY_GTAG_IDS: probeIds.gtag.join(","),
    GATSBY_GTM_ID: probeIds.gtm,
  }
  delete env.NODE_ENV
  const result = spawnSync(process.execPath, [path.resolve("node_modules/gatsby/cli.js"), "build"], { cwd: probeDir, env, encoding: "utf8" })
  if (result.status !== 0) {
    throw new Error(`The analytics probe build failed:\n${(result.stdout + result.stderr).slice(-4000)}`)
  }
  fs.writeFileSync(stampFile, hash)
  return publicDir
}
