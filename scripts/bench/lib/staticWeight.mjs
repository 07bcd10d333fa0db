/**
 * Every page's weight read straight from public/, without a browser: the JS a
 * first visit runs (the HTML's script tags plus the page component's chunk
 * group from webpack.stats.json, which Gatsby's loader fetches before it
 * hydrates), its CSS (inline <style> plus linked stylesheets) and the tags
 * that would fetch from another host. Exact and fast, so the budget check can
 * cover all pages; the browser run over sample routes catches what only
 * running the page shows (lazy chunks, requests made by scripts).
 */
import fs from "node:fs"
import path from "node:path"
import { gzipSync } from "node:zlib"
import { thirdPartyReferences } from "./pageWeight.mjs"

const notPages = new Set(["page-data", "static", "search", "_gatsby", "~partytown"])

function htmlPages(publicDir) {
  return fs
    .readdirSync(publicDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name === "index.html")
    .map((entry) => ({ folder: path.relative(publicDir, entry.parentPath).split(path.sep).join("/"), file: path.join(entry.parentPath, entry.name) }))
    .filter(({ folder }) => !notPages.has(folder.split("/")[0]))
    .map(({ folder, file }) => ({ path: folder ? `/${folder}` : "/", file }))
    .sort((a, b) => a.path.localeCompare(b.path))
}

export function staticPageWeights(publicDir, { origin = "http://127.0.0.1" } = {}) {
  const statsFile = path.join(publicDir, "webpack.stats.json")
  const groups = fs.existsSync(statsFile) ? JSON.parse(fs.readFileSync(statsFile, "utf8")).namedChunkGroups ?? {} : {}
  const gzipCache = new Map()
  const sizeOf = (file) => {
    if (!gzipCache.has(file)) {
      const full = path.join(publicDir, file)
      if (!fs.existsSync(full)) gzipCache.set(file, null)
      else {
        const body = fs.readFileSync(full)
        gzipCache.set(file, { decoded: body.length, compressed: gzipSync(body, { level: 6 }).length })
      }
    }
    return gzipCache.get(file)
  }
  const assetsOf = (name) => (groups[name]?.assets ?? []).map((asset) => (typeof asset === "string" ? asset : asset.name))

  return htmlPages(publicDir).map((page) => {
    const html = fs.readFileSync(page.file, "utf8")
    const dataFile = path.join(publicDir, "page-data", page.path === "/" ? "index" : page.path, "page-data.json")
    const chunkName = fs.existsSync(dataFile) ? JSON.parse(fs.readFileSync(dataFile, "utf8")).componentChunkName : null
    // Entry scripts wait in a <template> until the first paint (src/node/html/scriptsAfterFirstPaint.tsx): they load all the same.
    const scripts = [...html.matchAll(/<script\b[^>]*\bsrc=["']\/([^"']+\.js)["']/g)].map((match) => match[1])
    const js = [...new Set([...scripts, ...(chunkName ? assetsOf(chunkName) : [])])].filter((file) => file.endsWith(".js"))
    const jsSizes = js.map((file) => ({ file, ...(sizeOf(file) ?? { decoded: 0, compressed: 0, missing: true }) }))
    const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => match[1]).join("\n")
    const linked = [...html.matchAll(/<link\b[^>]*rel=["']stylesheet["'][^>]*href=["']\/([^"']+)["']/gi)].map((match) => match[1])
    const cssLinked = linked.map((file) => sizeOf(file) ?? { decoded: 0, compressed: 0 })
    const inline = styles ? gzipSync(styles, { level: 6 }).length : 0
    return {
      path: page.path,
      chunkName,
      js: {
        files: jsSizes,
        compressed: jsSizes.reduce((sum, file) => sum + file.compressed, 0),
        decoded: jsSizes.reduce((sum, file) => sum + file.decoded, 0),
      },
      css: {
        compressed: inline + cssLinked.reduce((sum, file) => sum + file.compressed, 0),
        decoded: Buffer.byteLength(styles) + cssLinked.reduce((sum, file) => sum + file.decoded, 0),
      },
      html: { decoded: Buffer.byteLength(html), compressed: gzipSync(html, { level: 6 }).length },
      thirdParty: thirdPartyReferences(html, origin),
    }
  })
}
