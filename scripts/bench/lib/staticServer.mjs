/**
 * A static host for public/ on loopback that behaves like a real one: gzip
 * (zlib level 6, the usual host default) for text types, Gatsby's caching
 * advice (hashed assets immutable, HTML and page data revalidated), a page
 * folder's index.html without a trailing-slash redirect, and 404.html with
 * status 404 for anything else.
 */
import fs from "node:fs"
import http from "node:http"
import path from "node:path"
import { gzipSync } from "node:zlib"

const types = {
  ".html": "text/html; charset=utf-8",
  ".js": "application/javascript; charset=utf-8",
  ".mjs": "application/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".webmanifest": "application/manifest+json",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
}
const compressible = new Set([".html", ".js", ".mjs", ".css", ".json", ".xml", ".txt", ".map", ".svg", ".webmanifest", ".ttf"])
const hashed = /[.-][0-9a-f]{8,}\.(js|css|json)$/

function cacheControl(urlPath, ext) {
  if (urlPath.startsWith("/static/") || (ext !== ".html" && hashed.test(urlPath) && !urlPath.startsWith("/page-data/"))) {
    return "public, max-age=31536000, immutable"
  }
  return "public, max-age=0, must-revalidate"
}

function isFile(file) {
  try {
    return fs.statSync(file).isFile()
  } catch {
    return false
  }
}

/** The file a URL path names, or null (→ 404). */
export function resolveFile(root, urlPath) {
  let decoded
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return null
  }
  const full = path.join(root, path.normalize(decoded))
  if (full !== root && !full.startsWith(root + path.sep)) return null
  for (const candidate of [full, path.join(full, "index.html")]) if (isFile(candidate)) return candidate
  return null
}

/** Finds a free port in [from, to] on 127.0.0.1. */
async function listenInRange(server, from, to) {
  for (let port = from; port <= to; port++) {
    const ok = await new Promise((resolve) => {
      const onError = () => resolve(false)
      server.once("error", onError)
      server.listen(port, "127.0.0.1", () => {
        server.off("error", onError)
        resolve(true)
      })
    })
    if (ok) return port
  }
  throw new Error(`no free port in ${from}-${to} on 127.0.0.1`)
}

/**
 * Serves `root`; resolves with { origin, close }. `port` picks one port; else
 * the first free one in 9500-9599 (the range this benchmark keeps to).
 */
export async function startStaticServer({ root, port, gzip = true, level = 6 }) {
  root = path.resolve(root)
  if (!isFile(path.join(root, "index.html"))) throw new Error(`no production build in ${root} (run npm run build)`)
  const gzipped = new Map()
  const server = http.createServer((request, response) => {
    const urlPath = new URL(request.url, "http://localhost").pathname
    let file = resolveFile(root, urlPath)
    let status = 200
    if (!file) {
      status = 404
      file = path.join(root, "404.html")
      if (!isFile(file)) {
        response.writeHead(404, { "content-type": "text/plain" }).end("Not found")
        return
      }
    }
    const ext = path.extname(file).toLowerCase()
    let body = fs.readFileSync(file)
    const headers = {
      "content-type": types[ext] ?? "application/octet-stream",
      "cache-control": status === 404 ? "no-cache" : cacheControl(urlPath, ext),
      vary: "Accept-Encoding",
    }
    if (gzip && compressible.has(ext) && /\bgzip\b/.test(request.headers["accept-encoding"] ?? "")) {
      const key = `${file}:${body.length}`
      if (!gzipped.has(key)) gzipped.set(key, gzipSync(body, { level }))
      body = gzipped.get(key)
      headers["content-encoding"] = "gzip"
    }
    headers["content-length"] = body.length
    response.writeHead(status, headers)
    response.end(request.method === "HEAD" ? undefined : body)
  })
  server.keepAliveTimeout = 5000
  const bound = port ? await listenInRange(server, port, port) : await listenInRange(server, 9500, 9599)
  return {
    origin: `http://127.0.0.1:${bound}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.()
        server.close(() => resolve())
      }),
  }
}

// Run directly: node scripts/bench/lib/staticServer.mjs [public] [port]
if (import.meta.url === `file://${process.argv[1]}`) {
  const { origin } = await startStaticServer({ root: process.argv[2] ?? "public", port: process.argv[3] ? Number(process.argv[3]) : undefined })
  console.log(`serving on ${origin}`)
}
