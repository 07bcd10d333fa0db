/**
 * A static host for a build folder on loopback that behaves like GitHub Pages:
 * a page folder's index.html (and x.html for /x) without a trailing-slash
 * redirect, 404.html with status 404 for anything else, and gzip only (zlib level
 * 6, the usual host default) for compressible types. `sirv` finds and sends
 * the files, `compression` gzips them; this module adds Gatsby's caching advice
 * (hashed assets immutable, HTML and page data revalidated), the 404 page and
 * an optional path prefix, outside which everything answers a plain 404.
 * The benchmarks and the browser tests both serve builds through it. With
 * `hostHeaders`, it also sends the headers the build's `_headers` file asks
 * for (Netlify and Cloudflare Pages' format), as those hosts would.
 */
import fs from "node:fs"
import http from "node:http"
import path from "node:path"
import compression from "compression"
import sirv from "sirv"
import { listenInRange } from "./ports.mjs"

const hashed = /[.-][0-9a-f]{8,}\.(js|css|json)$/

/** Gatsby's caching advice for a served URL path. */
export function cacheControl(urlPath) {
  if (urlPath.startsWith("/static/") || (!urlPath.startsWith("/page-data/") && hashed.test(urlPath))) {
    return "public, max-age=31536000, immutable"
  }
  return "public, max-age=0, must-revalidate"
}

/**
 * The rules of a `_headers` file: a path pattern on its own line (`/*` ends
 * with a splat matching any rest), then its indented `Name: value` lines;
 * `#` starts a comment.
 */
export function parseHeadersFile(text) {
  const rules = []
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === "" || line.trim().startsWith("#")) continue
    if (!/^\s/.test(line)) rules.push({ path: line.trim(), headers: [] })
    else if (rules.length > 0) {
      const colon = line.indexOf(":")
      if (colon > 0) rules[rules.length - 1].headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()])
    }
  }
  return rules
}

/** The headers of every rule matching `urlPath`, in the file's order. */
export function headersFor(rules, urlPath) {
  const matches = (pattern) => (pattern.endsWith("*") ? urlPath.startsWith(pattern.slice(0, -1)) : urlPath === pattern)
  return rules.filter((rule) => matches(rule.path)).flatMap((rule) => rule.headers)
}

function notFoundText(response) {
  response.writeHead(404, { "content-type": "text/plain; charset=utf-8", "cache-control": "no-cache" })
  response.end("Not found")
}

/**
 * Serves `root` below `prefix`; resolves with { origin, requests, close }.
 * `port` picks one port, `ports` a range [from, to] to take the first free
 * port of; by default any free port. `requests` lists every requested path.
 */
export async function startStaticServer({ root, prefix = "/", port, ports, gzip = true, level = 6, hostHeaders = false }) {
  root = path.resolve(root)
  if (!fs.existsSync(path.join(root, "index.html"))) throw new Error(`no production build in ${root} (run npm run build)`)
  const base = prefix.endsWith("/") ? prefix : `${prefix}/`
  const notFoundPage = path.join(root, "404.html")
  const files = sirv(root, {
    dev: true, // looks each file up when asked: a test may write into the folder after the server starts
    extensions: ["html"],
    setHeaders: (response, urlPath) => response.setHeader("cache-control", cacheControl(urlPath)),
  })
  const compress = compression({ level, threshold: 0, filter: (request, response) => gzip && compression.filter(request, response) })
  const requests = []
  const headersFile = path.join(root, "_headers")
  if (hostHeaders && !fs.existsSync(headersFile)) throw new Error(`no _headers file in ${root}`)
  const headerRules = hostHeaders ? parseHeadersFile(fs.readFileSync(headersFile, "utf8")) : []

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost")
    requests.push(url.pathname)
    // Matched against the path the site sees (below the prefix), as a host serving the folder at the prefix would.
    for (const [name, value] of headersFor(headerRules, url.pathname.startsWith(base) ? `/${url.pathname.slice(base.length)}` : url.pathname)) response.setHeader(name, value)
    // gzip only, as GitHub Pages serves: `compression` would answer a browser's `br` with
    // low-quality Brotli, and the size budgets are gzip sizes.
    const accepted = request.headers["accept-encoding"]
    if (accepted) request.headers["accept-encoding"] = accepted.split(",").filter((coding) => !/^\s*(br|zstd)\b/.test(coding)).join(",")
    compress(request, response, () => {
      if (url.pathname !== prefix && !url.pathname.startsWith(base)) return notFoundText(response)
      request.url = `/${url.pathname.slice(base.length)}${url.search}`
      files(request, response, () => {
        if (!fs.existsSync(notFoundPage)) return notFoundText(response)
        response.writeHead(404, { "content-type": "text/html; charset=utf-8", "cache-control": "no-cache" })
        if (request.method === "HEAD") return response.end()
        fs.createReadStream(notFoundPage).pipe(response)
      })
    })
  })
  server.keepAliveTimeout = 5000
  const [from, to] = port ? [port, port] : (ports ?? [0, 0])
  const bound = await listenInRange(server, from, to)
  return {
    origin: `http://127.0.0.1:${bound}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.()
        server.close(() => resolve())
      }),
  }
}
