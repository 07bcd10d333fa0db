/**
 * Finds Chromium the way tests/e2e/support/browser.ts does (CHROME_PATH, the
 * system's, Playwright's own), restated in plain JavaScript so the budget
 * check runs under plain Node without a TypeScript loader.
 */
import fs from "node:fs"
import { chromium } from "playwright-core"

const systemCandidates = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
  "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
]

export function findChromium(env = process.env) {
  if (env.CHROME_PATH) {
    if (!fs.existsSync(env.CHROME_PATH)) throw new Error(`CHROME_PATH is set to ${env.CHROME_PATH}, but no file is there.`)
    return env.CHROME_PATH
  }
  const system = systemCandidates.find((candidate) => fs.existsSync(candidate))
  if (system) return system
  let bundled
  try {
    bundled = chromium.executablePath()
  } catch {
    bundled = undefined
  }
  if (bundled && fs.existsSync(bundled)) return bundled
  throw new Error(
    "No Chromium found. Install one: `sudo apt-get install chromium` (Debian/Ubuntu), " +
      "or `npx playwright install chromium`, or point CHROME_PATH at a Chrome/Chromium executable.",
  )
}

/** Quiet headless run on a machine with no network but loopback. */
export const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
]

export function launchChromium() {
  return chromium.launch({ executablePath: findChromium(), args: chromiumArgs })
}
