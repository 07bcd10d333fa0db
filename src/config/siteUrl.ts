/**
 * The site's one base-URL rule: a page's public address is the site's origin,
 * then the path prefix it is served under ("" at the root of its host, e.g.
 * "/rsvim" below a sub-path), then its site path. Canonical links, og:url,
 * the sitemap and both feeds build their URLs here. Pure, so the browser and
 * the build share it.
 */
import { siteConfig } from "./site"

/** "/rsvim/", "rsvim" → "/rsvim"; "/", "" or nothing → "". */
export function normalizePathPrefix(prefix: string | null | undefined): string {
  const trimmed = (prefix ?? "").trim().replace(/^\/+|\/+$/g, "")
  return trimmed === "" ? "" : `/${trimmed}`
}

/** The public URL of a site path ("/docs/manual/installation") under `pathPrefix`. */
export function publicUrl(sitePath: string, pathPrefix: string): string {
  const prefix = normalizePathPrefix(pathPrefix)
  const path = sitePath === "/" ? (prefix === "" ? "/" : "") : sitePath
  return `${siteConfig.url}${prefix}${path}`
}
