import { execFile } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { promisify } from "node:util"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { buildProgress } from "../../../../scripts/bench/lib/build.mjs"
import { formatUsage } from "../../../../scripts/lib/usage.mjs"

const run = promisify(execFile)
const repo = path.resolve(__dirname, "../../../..")
const packageScripts: Record<string, string> = JSON.parse(fs.readFileSync(path.join(repo, "package.json"), "utf8")).scripts

/** Every runnable script under scripts/ (libraries and declarations left out). */
function scriptFiles(): string[] {
  return fs
    .readdirSync(path.join(repo, "scripts"), { recursive: true })
    .map(file => `scripts/${String(file).split(path.sep).join("/")}`)
    .filter(file => /\.(mjs|ts)$/.test(file) && !/\.d\.m?ts$/.test(file) && !file.split("/").includes("lib"))
    .sort()
}

/**
 * A scratch copy holding what the scripts import, with a public/ and .cache/
 * that must come out of every --help untouched (the benchmark deletes both
 * when it runs for real).
 */
let dir = ""
const markers = ["public/index.html", ".cache/marker.json"]
function listing(root: string): string[] {
  return fs.readdirSync(root, { recursive: true }).map(String).sort()
}

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "rsvim-script-help-"))
  for (const entry of ["scripts", "src", "tests/e2e/support", "package.json", "tsconfig.json"]) {
    fs.cpSync(path.join(repo, entry), path.join(dir, entry), { recursive: true })
  }
  fs.symlinkSync(path.join(repo, "node_modules"), path.join(dir, "node_modules"))
  for (const marker of markers) {
    fs.mkdirSync(path.dirname(path.join(dir, marker)), { recursive: true })
    fs.writeFileSync(path.join(dir, marker), "kept")
  }
})

afterAll(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true })
})

async function help(command: string, args: string[]) {
  const before = { public: listing(path.join(dir, "public")), cache: listing(path.join(dir, ".cache")), top: fs.readdirSync(dir).sort() }
  const result = await run(command, args, { cwd: dir, timeout: 150_000, env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", NO_COLOR: "1" } }).then(
    ({ stdout }) => ({ code: 0, stdout }),
    (error: { code?: number | string; stdout?: string; stderr?: string; killed?: boolean }) => ({
      code: error.killed ? "killed (still running after 150 s)" : error.code,
      stdout: `${error.stdout ?? ""}${error.stderr ?? ""}`,
    })
  )
  for (const marker of markers) expect(fs.readFileSync(path.join(dir, marker), "utf8"), marker).toBe("kept")
  expect(listing(path.join(dir, "public"))).toEqual(before.public)
  expect(listing(path.join(dir, ".cache"))).toEqual(before.cache)
  expect(fs.readdirSync(dir).sort()).toEqual(before.top)
  return result
}

describe("--help", () => {
  // Concurrent: each is a Node start-up or two, mostly waiting on module loading.
  it.concurrent.each(scriptFiles())("%s prints its usage and options and exits 0, touching nothing", async file => {
    const { code, stdout } = await help(path.join(repo, "node_modules/.bin/tsx"), [file, "--help"])
    expect(code).toBe(0)
    expect(stdout).toMatch(/^Usage: /)
    expect(stdout).toContain("Options:\n")
    expect(stdout).toContain("--help")
  }, 180_000)

  it.concurrent.each(Object.keys(packageScripts))("npm run %s -- --help prints usage and exits 0, touching nothing", async name => {
    const { code, stdout } = await help("npm", ["run", "--silent", name, "--", "--help"])
    expect(code).toBe(0)
    expect(stdout).toMatch(/usage|options/i)
  }, 180_000)

  it("a mistyped option stops a script before it does anything", async () => {
    const { code, stdout } = await help(path.join(repo, "node_modules/.bin/tsx"), ["scripts/bench/run.mjs", "--skip-bulid"])
    expect(code).toBe(2)
    expect(stdout).toContain("Unknown option: --skip-bulid")
    expect(stdout).toContain("Usage: npm run bench")
  }, 180_000)
})

describe("npm run typecheck on a fresh clone", () => {
  it("says what to run first instead of listing every GraphQL query type as an error", async () => {
    fs.rmSync(path.join(dir, "src/gatsby-types.d.ts"), { force: true })
    const { code, stdout } = await help("node", ["scripts/typecheck.mjs"])
    expect(code).toBe(1)
    expect(stdout).toContain("src/gatsby-types.d.ts is missing")
    expect(stdout).toContain("Run `npm run build` once")
    expect(stdout).not.toContain("error TS")
  }, 60_000)
})

describe("usage text", () => {
  it("aligns the options and always lists --help", () => {
    expect(formatUsage({ usage: "npm run x [-- options]", summary: "Does x.", options: [["--out <dir>", "where"], ["--quick", "fast"]] })).toBe(
      "Usage: npm run x [-- options]\n\nDoes x.\n\nOptions:\n  --out <dir>  where\n  --quick      fast\n  --help       print this text and do nothing else\n"
    )
  })
})

describe("build progress", () => {
  it("reports each phase Gatsby finishes, and a heartbeat while none does", async () => {
    const heard: string[] = []
    let clock = 0
    const progress = buildProgress(message => heard.push(message), { everyMs: 20, now: () => clock })
    progress.take("success compile gatsby files - 1.234s\nsuccess load plugins - 0.5s\nsuccess createPa")
    progress.take("ges - 2.000s\n")
    clock = 30_000
    await new Promise(resolve => setTimeout(resolve, 60))
    progress.stop()
    expect(heard[0]).toBe("compile gatsby files: 1.2 s (0 s in)")
    expect(heard[1]).toBe("createPages: 2.0 s (0 s in)")
    expect(heard[2]).toBe("still building (30 s; last finished: createPages)")
  })
})
