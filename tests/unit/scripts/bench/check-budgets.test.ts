import { spawnSync } from "node:child_process"
import { randomBytes } from "node:crypto"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { afterEach, describe, expect, it } from "vitest"
import { scriptLoader } from "../../../../src/node/html/scriptsAfterFirstPaint"

/** A tiny public/ with one docs page and one other page; `heavy` makes every budget fail. */
function fakeBuild(heavy: boolean): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "budgets-"))
  // Random bytes do not compress, so their size is their gzip size.
  fs.writeFileSync(path.join(dir, "app.js"), randomBytes(heavy ? 90_000 : 30_000).toString("base64"))
  fs.writeFileSync(path.join(dir, "search-engine.js"), "/* MiniSearch: the engine */")
  const css = heavy ? `.x{content:"${randomBytes(20_000).toString("base64")}"}` : "body{margin:0}"
  // As the build writes them: the entry script inside the template the after-first-paint loader reads.
  const page = (extra: string) =>
    `<!DOCTYPE html><html><head><style>${css}</style></head><body><template id="gatsby-entry-scripts"><script src="/app.js" async></script></template>` +
    `<script id="scripts-after-first-paint">${scriptLoader}</script>${extra}</body></html>`
  fs.mkdirSync(path.join(dir, "docs/manual/install"), { recursive: true })
  fs.writeFileSync(path.join(dir, "docs/manual/install/index.html"), page(heavy ? '<script src="/search-engine.js"></script>' : ""))
  fs.writeFileSync(path.join(dir, "index.html"), page(heavy ? '<script src="https://www.googletagmanager.com/gtag/js?id=G-1"></script>' : ""))
  return dir
}

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

function check(heavy: boolean) {
  const dir = fakeBuild(heavy)
  dirs.push(dir)
  return spawnSync("node", ["scripts/bench/check-budgets.mjs", "--static-only", "--public", dir], { encoding: "utf8" })
}

// Each case starts a Node process; on a loaded two-core machine that alone can take seconds.
describe("performance budgets (scripts/bench/check-budgets.mjs)", { timeout: 30_000 }, () => {
  it("passes a lean build", () => {
    const result = check(false)
    expect(result.stdout).toContain("budgets: 8 passed, 0 failed")
    expect(result.status).toBe(0)
  })

  it("fails a heavy one, naming the route, the figure and the budget for each", () => {
    const result = check(true)
    expect(result.status).toBe(1)
    const lines = result.stdout.split("\n")
    expect(lines).toContainEqual(expect.stringMatching(/^✗ \/docs\/manual\/install \(from disk\): first-load JS \(gzip\) of a docs page is \d+\.\d kB, budget 74\.0 kB$/))
    expect(lines).toContainEqual(expect.stringMatching(/^✗ \/ \(from disk\): first-load JS \(gzip\) of any other page is \d+\.\d kB, budget 74\.0 kB$/))
    expect(lines).toContainEqual(expect.stringMatching(/^✗ \/ \(from disk\): CSS \(gzip, inline \+ linked\) per page is 2\d\.\d kB, budget 20\.0 kB$/))
    expect(lines).toContainEqual("✗ /docs/manual/install (from disk): search code or index files in a page's initial load is 1, budget 0 — search-engine.js")
    expect(lines).toContainEqual(expect.stringMatching(/^✗ \/ \(from disk\): requests to third-party hosts \(no tracking configured\) is 1, budget 0 — <script> https:\/\/www\.googletagmanager\.com\/gtag\/js/))
  })
})
