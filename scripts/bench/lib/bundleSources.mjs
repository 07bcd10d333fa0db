/**
 * Which sources a built JS file is made of, from its source map: generated
 * bytes attributed to each original file through the mappings, grouped by
 * npm package (node_modules/<name>) or by our own folder. Tells where the
 * first-load JS goes, so a budget failure points at something to cut.
 */
import fs from "node:fs"
import path from "node:path"

const base64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
const digit = Object.fromEntries([...base64].map((char, index) => [char, index]))

function decodeSegment(text) {
  const values = []
  let value = 0
  let shift = 0
  for (const char of text) {
    const bits = digit[char]
    value += (bits & 31) << shift
    if (bits & 32) shift += 5
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1)
      value = 0
      shift = 0
    }
  }
  return values
}

/** `webpack://rsvim-website/./node_modules/react-dom/...` → `react-dom`; `./src/search/x.ts` → `src/search`. */
export function groupOf(source) {
  const clean = source.replace(/^webpack:\/\/[^/]*\//, "").replace(/^(\.\.\/)*\.?\/?/, "")
  const modules = clean.lastIndexOf("node_modules/")
  if (modules >= 0) {
    const parts = clean.slice(modules + "node_modules/".length).split("/")
    return parts[0].startsWith("@") ? `${parts[0]}/${parts[1]}` : parts[0]
  }
  if (clean.startsWith(".cache/")) return "gatsby (.cache runtime)"
  const parts = clean.split("/")
  return parts.length > 2 ? parts.slice(0, 2).join("/") : clean
}

/** { group: decoded bytes } for one built file, or null without a map. */
export function sourceShares(publicDir, file) {
  const mapFile = path.join(publicDir, `${file}.map`)
  const codeFile = path.join(publicDir, file)
  if (!fs.existsSync(mapFile) || !fs.existsSync(codeFile)) return null
  const map = JSON.parse(fs.readFileSync(mapFile, "utf8"))
  const lines = fs.readFileSync(codeFile, "utf8").split("\n")
  const shares = {}
  let sourceIndex = 0
  map.mappings.split(";").forEach((line, lineNumber) => {
    const lineLength = Buffer.byteLength(lines[lineNumber] ?? "")
    let column = 0
    const segments = line ? line.split(",").map(decodeSegment) : []
    const starts = []
    for (const segment of segments) {
      column += segment[0]
      if (segment.length >= 4) sourceIndex += segment[1]
      starts.push({ column, source: segment.length >= 4 ? sourceIndex : null })
    }
    starts.forEach((start, index) => {
      const end = index + 1 < starts.length ? starts[index + 1].column : lineLength
      const group = start.source === null ? "(unmapped)" : groupOf(map.sources[start.source] ?? "?")
      shares[group] = (shares[group] ?? 0) + Math.max(0, end - start.column)
    })
  })
  return shares
}

/**
 * Groups across several files (a page's first-load JS), with each file's gzip
 * bytes spread over its groups by decoded share (an estimate: gzip is not linear).
 */
export function composition(publicDir, files) {
  const total = {}
  for (const { file, compressed } of files) {
    const shares = sourceShares(publicDir, file)
    if (!shares) {
      total[`(${file}, no source map)`] = { decoded: 0, compressed }
      continue
    }
    const sum = Object.values(shares).reduce((a, b) => a + b, 0) || 1
    for (const [group, bytes] of Object.entries(shares)) {
      total[group] ??= { decoded: 0, compressed: 0 }
      total[group].decoded += bytes
      total[group].compressed += Math.round((compressed * bytes) / sum)
    }
  }
  return Object.entries(total)
    .map(([group, bytes]) => ({ group, ...bytes }))
    .sort((a, b) => b.compressed - a.compressed)
}
