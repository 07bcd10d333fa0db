import { readFileSync } from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"

const root = path.resolve(__dirname, "../..")
const readme = readFileSync(path.join(root, "README.md"), "utf8")
const manifest = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as Record<string, Record<string, string> | undefined>

/** The packages the README's dependency table names: each row's first cell, `name` by `name` (`@types/*` covers every @types package). */
function namedInTable(text: string): Set<string> {
  const names = new Set<string>()
  for (const line of text.split("\n")) {
    const firstCell = /^\| ([^|]+) \|/.exec(line)?.[1] ?? ""
    for (const match of firstCell.matchAll(/`([^`]+)`/g)) names.add(match[1])
  }
  return names
}

describe("the README's dependency table", () => {
  it("says what every package in package.json does here", () => {
    const named = namedInTable(readme)
    const packages = [...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.devDependencies ?? {})]
    const missing = packages.filter(name => !named.has(name) && !(name.startsWith("@types/") && named.has("@types/*")))
    expect(missing).toEqual([])
    expect(packages.length).toBeGreaterThan(20)
  })

  it("names no package that package.json no longer has", () => {
    const packages = new Set([...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.devDependencies ?? {})])
    const tableStart = readme.indexOf("| `gatsby` |")
    const table = readme.slice(tableStart, readme.indexOf("\n\n", tableStart))
    const stale = [...namedInTable(table)].filter(name => /^(@[\w-]+\/)?[\w.-]+$/.test(name) && !packages.has(name) && name !== "@types/*")
    expect(stale).toEqual([])
  })
})
