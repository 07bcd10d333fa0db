/**
 * Finds a Chromium to drive, the way readers' machines differ: CHROME_PATH if
 * set, else the system's (Debian's chromium and friends), else the one
 * Playwright downloaded; names the install commands when there is none.
 * Plain JavaScript, so the browser tests (through tests/e2e/support/browser.ts)
 * and the benchmark scripts under plain Node share it. Types: chromium.d.mts.
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

function playwrightChromium() {
  try {
    return chromium.executablePath()
  } catch {
    return undefined
  }
}

export function findChromium(env = process.env, exists = fs.existsSync, bundled = playwrightChromium) {
  if (env.CHROME_PATH) {
    if (!exists(env.CHROME_PATH)) throw new Error(`CHROME_PATH is set to ${env.CHROME_PATH}, but no file is there.`)
    return env.CHROME_PATH
  }
  const system = systemCandidates.find((candidate) => exists(candidate))
  if (system) return system
  const own = bundled()
  if (own && exists(own)) return own
  throw new Error(
    "No Chromium found for the browser tests and benchmarks. Install one: `sudo apt-get install chromium` (Debian/Ubuntu), " +
      "or `npx playwright install chromium`, or point CHROME_PATH at a Chrome/Chromium executable.",
  )
}

/** Flags for a quiet headless run on a machine with no network but loopback. */
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
