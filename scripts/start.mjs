#!/usr/bin/env node
/** npm start: a production build, then the site served at http://127.0.0.1:9000 (npm run build, npm run serve). */
import { spawnSync } from "node:child_process"
import { handleUsage } from "./lib/usage.mjs"

handleUsage({
  usage: "npm start",
  summary: "Builds the site for production (npm run build), then serves public/ at http://127.0.0.1:9000 (npm run serve).",
})

const npm = process.platform === "win32" ? "npm.cmd" : "npm"
for (const script of ["build", "serve"]) {
  const result = spawnSync(npm, ["run", script], { stdio: "inherit" })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
