/** What a build puts in public/: bytes and files by kind, pages, and the deployable total (no source maps). */
import fs from "node:fs"
import path from "node:path"

function kindOf(relative) {
  if (relative.endsWith(".map")) return "sourceMaps"
  if (relative.startsWith("search/")) return "search"
  if (relative.startsWith("page-data/")) return "pageData"
  // Gatsby's rendered slices, kept for stitching into pages in later builds; no page links to them.
  if (relative.startsWith("_gatsby/slices/")) return "sliceHtml"
  const ext = path.extname(relative).toLowerCase()
  if (ext === ".html") return "html"
  if (ext === ".js") return "js"
  if (ext === ".css") return "css"
  if ([".png", ".jpg", ".jpeg", ".gif", ".webp", ".avif", ".svg", ".ico"].includes(ext)) return "images"
  if ([".woff", ".woff2", ".ttf", ".otf"].includes(ext)) return "fonts"
  return "other"
}

export function outputSize(publicDir) {
  const kinds = {}
  let files = 0
  let bytes = 0
  let pages = 0
  for (const entry of fs.readdirSync(publicDir, { recursive: true, withFileTypes: true })) {
    if (entry.isDirectory()) continue
    const full = path.join(entry.parentPath, entry.name)
    const rel = path.relative(publicDir, full).split(path.sep).join("/")
    const size = fs.statSync(full).size
    const kind = kindOf(rel)
    kinds[kind] ??= { files: 0, bytes: 0 }
    kinds[kind].files++
    kinds[kind].bytes += size
    files++
    bytes += size
    if (entry.name === "index.html" || rel === "404.html") pages++
  }
  const maps = kinds.sourceMaps?.bytes ?? 0
  return { files, bytes, deployableBytes: bytes - maps, pages, kinds }
}
