/**
 * The build check that search never sends a reader to a page or heading that
 * does not exist: every record's URL must be a rendered page and its `#anchor`
 * an id in that page's HTML.
 */
import type { SearchRecord } from "../../shared/search/types"

export interface MissingAnchor {
  objectID: string
  url: string
  /** "page" when no page has the URL, "anchor" when the page lacks the id. */
  missing: "page" | "anchor"
}

export type RenderedAnchors = ReadonlyMap<string, Iterable<string>> | Readonly<Record<string, Iterable<string>>>

function normalizePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, "") : path
}

export function findMissingAnchors(records: readonly SearchRecord[], renderedAnchorsByUrl: RenderedAnchors): MissingAnchor[] {
  const entries = renderedAnchorsByUrl instanceof Map ? [...renderedAnchorsByUrl] : Object.entries(renderedAnchorsByUrl)
  const pages = new Map<string, Set<string>>()
  for (const [url, ids] of entries) {
    const key = normalizePath(url)
    const known = pages.get(key) ?? new Set<string>()
    for (const id of ids) known.add(id)
    pages.set(key, known)
  }
  const missing: MissingAnchor[] = []
  for (const record of records) {
    const hash = record.url.indexOf("#")
    const path = normalizePath(hash >= 0 ? record.url.slice(0, hash) : record.url)
    const anchor = hash >= 0 ? record.url.slice(hash + 1) : null
    const ids = pages.get(path)
    if (!ids) missing.push({ objectID: record.objectID, url: record.url, missing: "page" })
    else if (anchor !== null && !ids.has(anchor)) missing.push({ objectID: record.objectID, url: record.url, missing: "anchor" })
  }
  return missing
}
