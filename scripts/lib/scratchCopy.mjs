/**
 * A scratch copy of the project in another folder (benchmarks, the
 * path-prefixed test build): its sources copied fresh, its node_modules a link
 * to the checkout's, and its Gatsby cache and build kept between runs unless
 * asked otherwise.
 */
import fs from "node:fs"
import path from "node:path"

/** Top-level entries never copied: installed packages, build output, caches, reports. */
const excluded = new Set(["node_modules", ".cache", "public", "test-results", ".test-reports", "playwright-report", ".git", "bench"])

/**
 * Copies `projectDir` into `dir`. `keepBuild` keeps `dir`'s .cache/ and
 * public/ (a warm rebuild); otherwise `dir` starts empty.
 */
export function copyProject(projectDir, dir, { keepBuild = false } = {}) {
  if (keepBuild && fs.existsSync(dir)) {
    for (const entry of fs.readdirSync(dir)) {
      if (entry !== ".cache" && entry !== "public") fs.rmSync(path.join(dir, entry), { recursive: true, force: true })
    }
  } else {
    fs.rmSync(dir, { recursive: true, force: true })
  }
  fs.mkdirSync(dir, { recursive: true })
  for (const entry of fs.readdirSync(projectDir)) {
    if (excluded.has(entry)) continue
    fs.cpSync(path.join(projectDir, entry), path.join(dir, entry), { recursive: true })
  }
  fs.symlinkSync(fs.realpathSync(path.join(projectDir, "node_modules")), path.join(dir, "node_modules"))
}
