import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { afterEach, describe, expect, it } from "vitest"
import { comparisonMarkdown } from "../../../../scripts/bench/lib/buildComparison.mjs"
import { floorPlugins, writeStackFloorSite } from "../../../../scripts/bench/lib/stackFloor.mjs"

const dirs: string[] = []
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })))

describe("the stack's floor (scripts/bench/lib/stackFloor.mjs)", () => {
  it("is a Gatsby site with every plugin gatsby-config.ts always loads, at this project's versions, and one page", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "floor-"))
    dirs.push(dir)
    writeStackFloorSite(dir, process.cwd())
    const config = fs.readFileSync(path.join(dir, "gatsby-config.ts"), "utf8")
    const ours = fs.readFileSync("gatsby-config.ts", "utf8")
    for (const plugin of floorPlugins) {
      expect(config).toContain(`"${plugin}"`)
      expect(ours).toContain(`"${plugin}"`)
    }
    const pkg = JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8"))
    expect(pkg.dependencies.gatsby).toBe(JSON.parse(fs.readFileSync("node_modules/gatsby/package.json", "utf8")).version)
    expect(fs.readdirSync(path.join(dir, "src/pages"))).toEqual(["index.tsx"])
    expect(fs.realpathSync(path.join(dir, "node_modules"))).toBe(fs.realpathSync("node_modules"))
  })

  it("is reported beside the original with the room each target leaves above it", () => {
    const span = (low: number, high: number) => [low, high]
    const site = (cold: number[], warm: number[], memory: number[]) => ({ pages: 1, cold: { cpuMs: cold, wallMs: cold, peakRssBytes: memory }, warm: { cpuMs: warm, wallMs: warm, peakRssBytes: memory } })
    const ratio = (median: number) => ({ median, low: median, high: median })
    const markdown = comparisonMarkdown({
      date: "2026-11-28T10:00:00.000Z",
      samples: 2,
      cpu: "test × 2",
      factors: [
        {
          factor: 1,
          original: site(span(18_000, 20_000), span(6_000, 6_000), span(600 * 2 ** 20, 700 * 2 ** 20)),
          ours: site(span(50_000, 52_000), span(20_000, 22_000), span(1300 * 2 ** 20, 1300 * 2 ** 20)),
          ratios: { coldCpu: ratio(2.7), warmCpu: ratio(3.5), coldMemory: ratio(2), coldWall: ratio(2), warmWall: ratio(2) },
          floor: { plugins: floorPlugins, ...site(span(24_000, 26_000), span(9_000, 9_400), span(400 * 2 ** 20, 420 * 2 ** 20)) },
          floorRatios: { coldCpu: ratio(1.32), warmCpu: ratio(1.53), coldMemory: ratio(0.63) },
        },
      ],
    })
    // Cold: 1.5 × 19 s − 25 s; warm: 1.5 × 6 s − 9.2 s; memory: 1.2 × 650 MiB − 410 MiB.
    expect(markdown).toContain("| cold CPU | 24.0 s–26.0 s | 1.32× (1.32–1.32) | 3.5 s |")
    expect(markdown).toContain("| warm CPU | 9.0 s–9.4 s | 1.53× (1.53–1.53) | -0.2 s |")
    expect(markdown).toContain("| peak memory, cold | 400 MiB–420 MiB | 0.63× (0.63–0.63) | 370 MiB |")
  })
})
