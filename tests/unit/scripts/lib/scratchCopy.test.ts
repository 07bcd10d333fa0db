import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { afterEach, describe, expect, it } from "vitest"
import { copyProject, markBuilt } from "../../../../scripts/lib/scratchCopy.mjs"

const made: string[] = []
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

/** A checkout with its own node_modules and one source file. */
function checkout(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "scratch-copy-project-"))
  made.push(dir)
  fs.mkdirSync(path.join(dir, "node_modules"))
  fs.writeFileSync(path.join(dir, "gatsby-config.ts"), "export default {}\n")
  return dir
}

function scratch(): string {
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "scratch-copy-")), "site")
  made.push(path.dirname(dir))
  return dir
}

/** `project` copied into `dir` and built there; `finished` says whether the build got to its end (markBuilt). */
function builtCopy(project: string, dir: string, { finished }: { finished: boolean }) {
  copyProject(project, dir, { keepBuild: true })
  fs.mkdirSync(path.join(dir, ".cache"), { recursive: true })
  fs.writeFileSync(path.join(dir, ".cache", "compiled.js"), "cached")
  if (finished) markBuilt(project, dir)
}

describe("copyProject", () => {
  it("keeps the cache of a finished build made with the same node_modules", () => {
    const project = checkout()
    const dir = scratch()
    builtCopy(project, dir, { finished: true })
    copyProject(project, dir, { keepBuild: true })
    expect(fs.readFileSync(path.join(dir, ".cache", "compiled.js"), "utf8")).toBe("cached")
    expect(fs.realpathSync(path.join(dir, "node_modules"))).toBe(fs.realpathSync(path.join(project, "node_modules")))
    expect(fs.existsSync(path.join(dir, "gatsby-config.ts"))).toBe(true)
  })

  it("starts empty when the cache was made by another checkout's packages", () => {
    const first = checkout()
    const second = checkout()
    const dir = scratch()
    builtCopy(first, dir, { finished: true })
    copyProject(second, dir, { keepBuild: true })
    expect(fs.existsSync(path.join(dir, ".cache"))).toBe(false)
    expect(fs.realpathSync(path.join(dir, "node_modules"))).toBe(fs.realpathSync(path.join(second, "node_modules")))
  })

  it("starts empty when the last build there did not finish", () => {
    const project = checkout()
    const dir = scratch()
    builtCopy(project, dir, { finished: false })
    copyProject(project, dir, { keepBuild: true })
    expect(fs.existsSync(path.join(dir, ".cache"))).toBe(false)
  })
})
