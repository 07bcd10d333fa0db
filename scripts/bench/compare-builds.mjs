#!/usr/bin/env node
/**
 * Compares two builds' output (two public/ folders) page by page: every HTML
 * file and every page-data/slice-data JSON file must be byte-identical once
 * the names webpack gives chunks are set aside (content hashes, numeric chunk
 * ids, the compilation hash), since a change of transpiler or minifier
 * renames chunks without changing a page. Used to check that a build-speed
 * change (issue 30, bench/build.md) leaves what readers get as it was.
 * Exits 1 and prints the first difference of each file that differs.
 *
 *   node scripts/bench/compare-builds.mjs <public-before> <public-after>
 */
import fs from "node:fs"
import path from "node:path"
import { handleUsage } from "../lib/usage.mjs"

handleUsage({
  usage: "node scripts/bench/compare-builds.mjs <public-before> <public-after>",
  summary: "Compares two builds' HTML, page-data and slice-data files byte for byte, apart from chunk names and hashes; exits 1 when a file differs or exists in one build only.",
  options: [],
})

/** Webpack's names for chunks and builds, replaced by placeholders before comparing. */
export function withoutChunkNames(text) {
  return (
    text
      // A chunk file: "[name-]hash.js|css" or "[id]-hash.js", with or without a folder.
      .replace(/\b(?:[\w~.-]+?-)?[0-9a-f]{8,32}\.(js|css|mjs)(\.map)?\b/g, "<chunk>.$1$2")
      // The compilation hash Gatsby writes into pages (window.___webpackCompilationHash and its data form).
      .replace(/("?webpackCompilationHash"?\s*[:=]\s*)"[0-9a-f]{8,}"/g, '$1"<hash>"')
      // A map of chunk ids to hashes or files: {"174":"08c588bb",...} (and its escaped form inside JSON strings).
      .replace(/(\\?")\d+\1:\1[0-9a-f]{8,32}\1/g, "$1<id>$1:$1<hash>$1")
  )
}

function files(root) {
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath ?? entry.path, entry.name)))
    .filter((file) => file.endsWith(".html") || ((file.startsWith("page-data") || file.startsWith("slice-data")) && file.endsWith(".json")))
    .filter((file) => file !== path.join("page-data", "app-data.json"))
    .sort()
}

function firstDifference(a, b) {
  let index = 0
  while (index < a.length && a[index] === b[index]) index++
  const from = Math.max(0, index - 80)
  return { index, before: a.slice(from, index + 120), after: b.slice(from, index + 120) }
}

/** { compared, onlyBefore, onlyAfter, differing: [{ file, index, before, after }] } */
export function compareBuilds(beforeDir, afterDir) {
  const before = files(beforeDir)
  const after = new Set(files(afterDir))
  const result = { compared: 0, onlyBefore: [], onlyAfter: [...after].filter((file) => !before.includes(file)), differing: [] }
  for (const file of before) {
    if (!after.has(file)) {
      result.onlyBefore.push(file)
      continue
    }
    result.compared++
    const a = fs.readFileSync(path.join(beforeDir, file), "utf8")
    const b = fs.readFileSync(path.join(afterDir, file), "utf8")
    if (a === b) continue
    const na = withoutChunkNames(a)
    const nb = withoutChunkNames(b)
    if (na !== nb) result.differing.push({ file, ...firstDifference(na, nb) })
  }
  return result
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [beforeDir, afterDir] = process.argv.slice(2).filter((arg) => !arg.startsWith("-"))
  if (!beforeDir || !afterDir || !fs.existsSync(beforeDir) || !fs.existsSync(afterDir)) {
    console.error("Give two public/ folders (see --help).")
    process.exit(2)
  }
  const result = compareBuilds(beforeDir, afterDir)
  for (const file of result.onlyBefore) console.log(`only in ${beforeDir}: ${file}`)
  for (const file of result.onlyAfter) console.log(`only in ${afterDir}: ${file}`)
  for (const { file, index, before, after } of result.differing) console.log(`${file} differs at character ${index}:\n  before: …${before}…\n  after:  …${after}…`)
  const same = result.compared - result.differing.length
  console.log(`${same} of ${result.compared} files identical apart from chunk names; ${result.differing.length} differ; ${result.onlyBefore.length + result.onlyAfter.length} in one build only`)
  process.exit(result.differing.length || result.onlyBefore.length || result.onlyAfter.length ? 1 : 0)
}
