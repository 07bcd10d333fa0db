import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { runGatsbyBuild } from "../../../../scripts/lib/gatsbyBuild.mjs"

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gatsby-build-test-"))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

/** A stand-in for `gatsby build`: runs `body` (Node code with `out`, `err` and `wait(ms)`) and exits with `status`. */
function fakeBuild(body: string, status = 0): string {
  const file = path.join(dir, `build-${fs.readdirSync(dir).length}.mjs`)
  fs.writeFileSync(
    file,
    `const out = text => process.stdout.write(text)\nconst err = text => process.stderr.write(text)\nconst wait = ms => new Promise(done => setTimeout(done, ms))\n${body}\nprocess.exitCode = ${status}\n`
  )
  return file
}

describe("runGatsbyBuild", () => {
  it("reports each finished phase while the build runs, not after it", async () => {
    const heard: { line: string; at: number }[] = []
    const script = fakeBuild(`
      out("info compile gatsby files - 0.5s\\n")
      out("success Building production JavaScript and CSS bundles - 12.3s\\n")
      await wait(1200)
      out("success Building static HTML for pages - 4.0s\\n")
    `)
    const result = await runGatsbyBuild({ command: process.execPath, args: [script], cwd: dir, report: line => heard.push({ line, at: Date.now() }) })
    const ended = Date.now()
    expect(result.ok).toBe(true)
    expect(heard.map(entry => entry.line)).toEqual([
      expect.stringMatching(/^compile gatsby files: 0\.5 s/),
      expect.stringMatching(/^Building production JavaScript and CSS bundles: 12\.3 s/),
      expect.stringMatching(/^Building static HTML for pages: 4\.0 s/),
    ])
    // The bundles' line came before the build's last 1.2 s, not with its end.
    expect(ended - heard[1].at).toBeGreaterThan(600)
  })

  it("says the build is still running after a stretch without a phase", async () => {
    const heard: string[] = []
    const script = fakeBuild(`out("success building schema - 0.2s\\n")\nawait wait(900)`)
    await runGatsbyBuild({ command: process.execPath, args: [script], cwd: dir, report: line => heard.push(line), everyMs: 300 })
    const phase = heard.findIndex(line => /^building schema: 0\.2 s/.test(line))
    expect(phase).toBeGreaterThanOrEqual(0)
    expect(heard.slice(phase + 1).some(line => /^still building \(\d+ s; last finished: building schema\)$/.test(line))).toBe(true)
  })

  it("reads a phase line written in pieces, or in colour, once; a line of the other stream between its pieces does not spoil it", async () => {
    const heard: string[] = []
    const script = fakeBuild(`
      out("success createPa")
      await wait(50)
      err("warn something else\\n")
      await wait(50)
      out("ges - 1.0s\\n\\x1b[32msuccess\\x1b[39m onPostBuild - 2.0s\\n")
    `)
    await runGatsbyBuild({ command: process.execPath, args: [script], cwd: dir, report: line => heard.push(line) })
    expect(heard).toEqual([expect.stringMatching(/^createPages: 1\.0 s/), expect.stringMatching(/^onPostBuild: 2\.0 s/)])
  })

  it("resolves with the exit status and the whole output of a failed build", async () => {
    const script = fakeBuild(`out("info compile gatsby files - 0.5s\\n")\nerr("ERROR content/docs/x.mdx:3: broken\\n")`, 1)
    const result = await runGatsbyBuild({ command: process.execPath, args: [script], cwd: dir, report: () => {} })
    expect(result).toMatchObject({ ok: false, status: 1, stderr: "ERROR content/docs/x.mdx:3: broken\n" })
    expect(result.output).toBe("info compile gatsby files - 0.5s\n\nERROR content/docs/x.mdx:3: broken\n")
  })
})
