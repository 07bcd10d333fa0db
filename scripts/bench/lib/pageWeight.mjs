/**
 * What a reader's browser downloads for one route on a first visit (fresh
 * browser context: empty cache and storage): every request by type, its bytes
 * on the wire (the gzip body) and decoded, whether it was part of the first
 * load or a prefetch (Chromium marks `<link rel=prefetch>` requests with
 * `Sec-Purpose: prefetch`), search code or indexes, and requests to other
 * hosts (blocked, so nothing leaves the machine).
 *
 * Byte counts depend only on the build, so the budget check can rely on them;
 * which prefetches happen before the network settles is timing, so budgets
 * never count prefetched bytes.
 */
import fs from "node:fs"
import path from "node:path"
import { gzipSync } from "node:zlib"
import { giveFirstInteraction } from "../../lib/firstInteraction.mjs"

/** Lighthouse's emulated devices, so these figures and Lighthouse's agree. */
export const viewports = {
  mobile: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1 },
}

/** Strings only the search engines' code contains, should it end up in a page's bundles. */
export const searchCodeMarkers = ["MiniSearch: ", "x-algolia-api-key", "The `searchClient` option is required"]

/**
 * The JS files that only search chunks use (webpack chunk groups named
 * search-…, as src/search names its dynamic imports), from the build's
 * webpack.stats.json.
 */
export function searchCodeFiles(publicDir) {
  return filesOnlyIn(publicDir, (name) => /(^|[-_])search([-_]|$)/i.test(name))
}

/**
 * The JS files that only pages' views use (chunk groups named view-…, as
 * src/templates/pageView.tsx has each template name its view): fetched once
 * the browser is idle after the app starts, or on the reader's first
 * interaction if sooner, never as part of what the page needs to show.
 */
export function viewCodeFiles(publicDir) {
  return filesOnlyIn(publicDir, (name) => /^view-/.test(name))
}

/** JS files of the chunk groups whose name passes `test`, and of no other group (webpack.stats.json). */
function filesOnlyIn(publicDir, test) {
  const file = path.join(publicDir, "webpack.stats.json")
  if (!fs.existsSync(file)) return new Set()
  const { namedChunkGroups = {} } = JSON.parse(fs.readFileSync(file, "utf8"))
  const inGroups = new Set()
  const elsewhere = new Set()
  for (const [name, group] of Object.entries(namedChunkGroups)) {
    const matches = test(name)
    for (const asset of group.assets ?? []) {
      const assetName = typeof asset === "string" ? asset : asset.name
      if (!assetName.endsWith(".js")) continue
      ;(matches ? inGroups : elsewhere).add(assetName)
    }
  }
  return new Set([...inGroups].filter((name) => !elsewhere.has(name)))
}

function categoryOf(resourceType, url, contentType) {
  const pathname = new URL(url).pathname
  if (resourceType === "document") return "html"
  if (resourceType === "script" || /\.m?js$/.test(pathname) || /javascript/.test(contentType)) return "js"
  if (resourceType === "stylesheet" || pathname.endsWith(".css") || /text\/css/.test(contentType)) return "css"
  if (resourceType === "font" || /\.(woff2?|ttf|otf)$/.test(pathname) || /^font\//.test(contentType)) return "font"
  if (resourceType === "image" || /\.(png|jpe?g|gif|webp|avif|svg|ico)$/.test(pathname) || /^image\//.test(contentType)) return "image"
  if (/json/.test(contentType) || pathname.endsWith(".json")) return "data"
  return "other"
}

/** Bytes V8 ran at least once, from block coverage: inner ranges override outer ones. */
function usedBytes(entry) {
  const length = entry.source?.length ?? 0
  if (!length) return { total: 0, used: 0 }
  const counts = new Uint8Array(length)
  const ranges = entry.functions.flatMap((fn) => fn.ranges).sort((a, b) => a.startOffset - b.startOffset || b.endOffset - a.endOffset)
  for (const range of ranges) counts.fill(range.count > 0 ? 1 : 0, range.startOffset, Math.min(range.endOffset, length))
  let used = 0
  for (const flag of counts) used += flag
  return { total: length, used }
}

const inlineStyles = (html) => [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => match[1]).join("\n")
const inlineScripts = (html) => [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((match) => match[1]).join("\n")

/** `src`/`href` of tags that make the browser fetch something, pointing at another host. */
export function thirdPartyReferences(html, origin) {
  const host = new URL(origin).host
  const found = []
  const tags = /<(script|img|iframe|source|video|audio|link)\b[^>]*>/gi
  for (const [tag, name] of html.matchAll(tags)) {
    if (name.toLowerCase() === "link") {
      const rel = /\brel=["']?([^"'>]+)/i.exec(tag)?.[1]?.toLowerCase() ?? ""
      if (!/\b(stylesheet|preload|modulepreload|prefetch|preconnect|dns-prefetch|icon|apple-touch-icon|manifest)\b/.test(rel)) continue
    }
    for (const [, attribute, value] of tag.matchAll(/\b(src|href|srcset)=["']([^"']+)["']/gi)) {
      for (const candidate of attribute.toLowerCase() === "srcset" ? value.split(",").map((part) => part.trim().split(/\s+/)[0]) : [value]) {
        if (!/^(https?:)?\/\//i.test(candidate)) continue
        const url = new URL(candidate, origin)
        if (url.host !== host) found.push(`<${name.toLowerCase()}> ${url.href}`)
      }
    }
  }
  return found
}

/**
 * A JS file of the page's first load: not a prefetch, not the page's view
 * (fetched when idle or on the first interaction) and not fetched by the
 * reader's first interaction.
 */
export const isFirstLoadJs = (request) => request.category === "js" && !request.prefetch && !request.onInteraction

/** A JS file the page fetches for its view, or because the reader interacted: counted with the first load, never apart from it. */
export const isViewOrInteractionJs = (request) => request.category === "js" && request.onInteraction

function emptyTotals() {
  return { count: 0, compressed: 0, decoded: 0 }
}

function add(totals, request) {
  totals.count++
  totals.compressed += request.compressed
  totals.decoded += request.decoded
}

/**
 * Loads `origin + route.path` in a fresh context and waits until the app has
 * started, then at least `windowMs` and until the network has been quiet for
 * `quietMs` (at most `settleMs`): that is the first load, apart from the
 * page's view (`viewFiles`), which the app fetches once the browser is idle
 * (src/templates/pageView.tsx). Then it interacts once (a pointer movement)
 * and watches until the network is quiet again. The view's files and what the
 * interaction fetched are `jsOnInteraction`: first load + that is what a reader
 * who does anything downloads. Returns the figures above; `coverage` adds how
 * much of the first-load JS ran.
 */
export async function measurePage(browser, { origin, route, viewport = "desktop", coverage = false, searchFiles = new Set(), viewFiles = new Set(), windowMs = 0, quietMs = 1000, settleMs = 20_000 }) {
  const host = new URL(origin).host
  const context = await browser.newContext({ ...viewports[viewport], serviceWorkers: "block" })
  const blocked = []
  await context.route(
    (url) => /^https?:$/.test(url.protocol) && url.host !== host,
    (routed) => {
      blocked.push(routed.request().url())
      return routed.abort("blockedbyclient")
    },
  )
  const page = await context.newPage()
  const pending = new Set()
  const seen = []
  let lastActivity = Date.now()
  page.on("request", (request) => {
    pending.add(request)
    seen.push({ request, headers: request.allHeaders().catch(() => request.headers()) })
    lastActivity = Date.now()
  })
  const settle = (request) => {
    pending.delete(request)
    lastActivity = Date.now()
  }
  page.on("requestfinished", settle)
  page.on("requestfailed", settle)
  if (coverage) await page.coverage.startJSCoverage({ resetOnNavigation: false })

  const response = await page.goto(origin + route.path, { waitUntil: "load", timeout: 60_000 })
  const status = response?.status() ?? null
  await page
    .locator('html[data-app-started="true"]')
    .waitFor({ state: "attached", timeout: 15_000 })
    .catch(() => {})
  const settled = async (minimumMs) => {
    const started = Date.now()
    while (Date.now() - started < settleMs && (Date.now() - started < minimumMs || pending.size > 0 || Date.now() - lastActivity < quietMs)) {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  // Gatsby prefetches the links in view in batches, the first about 3 s after
  // it starts: `windowMs` keeps watching that long whatever the network does.
  await settled(windowMs)
  const firstInteraction = seen.length
  await giveFirstInteraction(page)
  const hydrated = await page
    .locator('html[data-hydrated="true"]')
    .waitFor({ state: "attached", timeout: 15_000 })
    .then(() => true)
    .catch(() => false)
  await settled(0)
  const coverageEntries = coverage ? await page.coverage.stopJSCoverage() : []

  // One entry per URL. Gatsby fetches a prefetched page's data again with XHR
  // (from cache), so a URL first requested as a prefetch stays a prefetch.
  const byUrl = new Map()
  for (const [index, { request, headers }] of seen.entries()) {
    const url = request.url()
    if (!/^https?:/.test(url)) continue
    const purpose = await headers
    const prefetch = /prefetch/i.test(purpose["sec-purpose"] ?? purpose["purpose"] ?? "")
    const isView = viewFiles.has(new URL(url).pathname.replace(/^.*\//, ""))
    if (!byUrl.has(url)) byUrl.set(url, { url, prefetch, onInteraction: index >= firstInteraction || isView, occurrences: [] })
    byUrl.get(url).occurrences.push(request)
  }

  const requests = []
  for (const { url, prefetch, onInteraction, occurrences } of byUrl.values()) {
    let best = null
    for (const request of occurrences) {
      const requestResponse = await request.response().catch(() => null)
      if (!requestResponse) continue
      const sizes = await request.sizes().catch(() => null)
      if (!best || (sizes?.responseBodySize ?? 0) > (best.sizes?.responseBodySize ?? 0)) best = { request, requestResponse, sizes }
    }
    const request = best?.request ?? occurrences[0]
    const requestResponse = best?.requestResponse ?? null
    const sizes = best?.sizes ?? null
    const responseHeaders = requestResponse ? await requestResponse.allHeaders().catch(() => requestResponse.headers()) : {}
    let body = requestResponse ? await requestResponse.body().catch(() => null) : null
    // Prefetched bodies are not kept by the page; fetch the same file again (decoded).
    if (!body && requestResponse && new URL(url).host === host) body = Buffer.from(await (await fetch(url)).arrayBuffer())
    const decoded = body?.length ?? 0
    const compressed = sizes?.responseBodySize || (responseHeaders["content-encoding"] ? 0 : decoded)
    const contentType = responseHeaders["content-type"] ?? ""
    const category = categoryOf(request.resourceType(), url, contentType)
    const pathname = new URL(url).pathname
    const isSearchIndex = /^\/search\//.test(pathname)
    const isSearchCode =
      category === "js" && (searchFiles.has(pathname.replace(/^.*\//, "")) || (body !== null && searchCodeMarkers.some((marker) => body.includes(marker))))
    requests.push({
      url: pathname + new URL(url).search,
      category,
      resourceType: request.resourceType(),
      status: requestResponse?.status() ?? null,
      failed: !requestResponse,
      compressed,
      decoded,
      encoding: responseHeaders["content-encoding"] ?? null,
      prefetch,
      onInteraction,
      search: isSearchIndex ? "index" : isSearchCode ? "code" : null,
      body: request.resourceType() === "document" && url === origin + route.path ? body?.toString("utf8") : undefined,
    })
  }
  await context.close()

  const byCategory = {}
  const firstLoad = emptyTotals()
  const prefetched = emptyTotals()
  const jsFirstLoad = emptyTotals()
  const jsPrefetched = emptyTotals()
  const jsOnInteraction = emptyTotals()
  for (const request of requests) {
    add((byCategory[request.category] ??= emptyTotals()), request)
    if (request.onInteraction) {
      if (request.category === "js") add(jsOnInteraction, request)
      continue
    }
    add(request.prefetch ? prefetched : firstLoad, request)
    if (request.category === "js") add(request.prefetch ? jsPrefetched : jsFirstLoad, request)
  }
  const cssFiles = emptyTotals()
  for (const request of requests) if (request.category === "css" && !request.prefetch) add(cssFiles, request)
  const html = requests.find((request) => request.body !== undefined)?.body ?? ""
  const styles = inlineStyles(html)
  const scripts = inlineScripts(html)
  const inlineCss = { decoded: Buffer.byteLength(styles), compressed: styles ? gzipSync(styles, { level: 6 }).length : 0 }

  let jsCoverage = null
  if (coverage) {
    const firstLoadUrls = new Set(requests.filter(isFirstLoadJs).map((r) => r.url))
    let total = 0
    let used = 0
    for (const entry of coverageEntries) {
      if (!firstLoadUrls.has(new URL(entry.url).pathname)) continue
      const bytes = usedBytes(entry)
      total += bytes.total
      used += bytes.used
    }
    jsCoverage = { total, used, unused: total - used }
  }

  for (const request of requests) delete request.body
  return {
    id: route.id,
    path: route.path,
    viewport,
    status,
    hydrated,
    requests,
    byCategory,
    firstLoad,
    prefetched,
    jsFirstLoad,
    jsPrefetched,
    jsOnInteraction,
    css: {
      files: cssFiles,
      inline: inlineCss,
      compressed: cssFiles.compressed + inlineCss.compressed,
      decoded: cssFiles.decoded + inlineCss.decoded,
    },
    inlineJs: { decoded: Buffer.byteLength(scripts) },
    search: {
      firstLoad: requests.filter((r) => r.search && !r.prefetch && !r.onInteraction).map((r) => `${r.search} ${r.url}`),
      prefetched: requests.filter((r) => r.search && r.prefetch).map((r) => `${r.search} ${r.url}`),
    },
    thirdParty: { requested: blocked, referenced: thirdPartyReferences(html, origin) },
    jsCoverage,
  }
}
