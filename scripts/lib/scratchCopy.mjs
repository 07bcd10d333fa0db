/**
 * A scratch copy of the project in another folder (benchmarks, the
 * path-prefixed test build): its sources copied fresh, its node_modules a link
 * to the checkout's, and its Gatsby cache and build kept between runs unless
 * asked otherwise or made with another install of the packages.
 */
import fs from "node:fs"
import path from "node:path"

/** Top-level entries never copied: installed packages, build output, caches, reports. */
const excluded = new Set(["node_modules", ".cache", "public", "test-results", ".test-reports", "playwright-report", ".git", "bench"])

/** Inside .cache, so it goes wherever Gatsby's cache goes: which node_modules the last finished build used. */
const builtWith = (dir) => path.join(dir, ".cache", "scratch-built-with")

function readBuiltWith(dir) {
  try {
    return fs.readFileSync(builtWith(dir), "utf8")
  } catch {
    return null
  }
}

/**
 * Copies `projectDir` into `dir`. `keepBuild` keeps `dir`'s .cache/ and
 * public/ (a warm rebuild) when the last build there finished with the same
 * node_modules (`markBuilt`); otherwise `dir` starts empty. Gatsby's compiled
 * config in .cache holds absolute paths into node_modules, and the scratch
 * folder is shared by every checkout on the machine: another checkout's
 * cache fails to load.
 */
export function copyProject(projectDir, dir, { keepBuild = false } = {}) {
  const modules = fs.realpathSync(path.join(projectDir, "node_modules"))
  if (keepBuild && readBuiltWith(dir) === modules) {
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
  fs.symlinkSync(modules, path.join(dir, "node_modules"))
}

/** Records that `dir`'s build finished with `projectDir`'s packages, so the next copy may keep it. */
export function markBuilt(projectDir, dir) {
  fs.writeFileSync(builtWith(dir), fs.realpathSync(path.join(projectDir, "node_modules")))
}
