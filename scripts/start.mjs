#!/usr/bin/env node
/**
 * npm start: a production build, then the site served at http://127.0.0.1:9000
 * (npm run build, then gatsby serve). When something already listens on 9000,
 * the site is served on the next free port and the script says so: `gatsby
 * serve` would only ask which port to use, and without a terminal to answer
 * it exits 0 having served nothing.
 */
import { spawnSync } from "node:child_process"
import { firstFreePort } from "./lib/ports.mjs"
import { handleUsage } from "./lib/usage.mjs"

handleUsage({
  usage: "npm start",
  summary: "Builds the site for production (npm run build), then serves public/ at http://127.0.0.1:9000 (the next free port up to 9099 when 9000 is taken).",
})

const preferredPort = 9000
const port = await firstFreePort(preferredPort, preferredPort + 99).catch(() => null)
if (port === null) {
  console.error(`npm start: ports ${preferredPort}-${preferredPort + 99} on 127.0.0.1 are all in use; stop one of the servers and try again.`)
  process.exit(1)
}
if (port !== preferredPort) console.log(`npm start: port ${preferredPort} is in use, so the site will be served on port ${port}.`)

const npm = process.platform === "win32" ? "npm.cmd" : "npm"
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" }
const build = spawnSync(npm, ["run", "build"], { stdio: "inherit", env })
if (build.status !== 0) process.exit(build.status ?? 1)
console.log(`Serving the site at http://127.0.0.1:${port}/`)
const serve = spawnSync("npx", ["gatsby", "serve", "--host", "127.0.0.1", "--port", String(port)], { stdio: "inherit", env })
process.exit(serve.status ?? 1)
