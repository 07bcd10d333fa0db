/**
 * Recent and favorite searches in localStorage, DocSearch-style: the newest
 * first, one entry per objectID (a repeat moves to the front), capped at a
 * limit, stored without highlight or snippet data.
 *
 * What is stored is untrusted: it is capped and validated on every read, in
 * time proportional to the limit (a list of 10,000 entries costs no more than
 * one of 7), and entries with a URL search must not follow (`javascript:`) are
 * dropped. A garbled value is ignored and rewritten. Storage that is missing or
 * throws (private mode, quota, blocked cookies) falls back to memory that
 * outlives the modal, for the life of the page.
 */
import { browserStorage, type StorageLike } from "./browserStorage"
import { isFollowableUrl } from "./hitUrl"
import { hierarchyLevels, type SearchHit, type SearchRecordType, type StoredHit } from "../shared/search/types"

const recordTypes = new Set<string>(["lvl1", "lvl2", "lvl3", "lvl4", "lvl5", "lvl6", "content"] satisfies SearchRecordType[])

export type { StorageLike }

export interface StoredSearchesOptions {
  key: string
  /** A number, or a function read on every read and add (the recent limit depends on the favorites count). */
  limit: number | (() => number)
  /** Defaults to window.localStorage when it works. */
  storage?: StorageLike | null
  /** Where the lists live when storage fails; shared by every store of the page by default. */
  memory?: Map<string, StoredHit[]>
}

/** The page's fallback when storage fails: the modal (and its stores) come and go, this stays. */
const pageMemory = new Map<string, StoredHit[]>()

export interface StoredSearches {
  add(hit: SearchHit | StoredHit): void
  remove(hit: Pick<StoredHit, "objectID">): void
  getAll(): StoredHit[]
}

export function storedSearchKeys(indexName: string) {
  return { recent: `rsvim.search.${indexName}.recent`, favorite: `rsvim.search.${indexName}.favorite` }
}

function isStoredHit(value: unknown): value is StoredHit {
  if (!value || typeof value !== "object") return false
  const hit = value as Record<string, unknown>
  return (
    typeof hit.objectID === "string" &&
    isFollowableUrl(hit.url) &&
    typeof hit.type === "string" &&
    recordTypes.has(hit.type) &&
    (hit.content === undefined || hit.content === null || typeof hit.content === "string") &&
    !!hit.hierarchy &&
    typeof hit.hierarchy === "object" &&
    hierarchyLevels.every((level) => {
      const value = (hit.hierarchy as Record<string, unknown>)[level]
      return value === undefined || value === null || typeof value === "string"
    })
  )
}

/** The record part of a hit: no highlight/snippet data, no InstantSearch bookkeeping (`__position`...). */
export function toStoredHit(hit: SearchHit | StoredHit): StoredHit {
  const { objectID, url, type, hierarchy, content } = hit
  return { objectID, url, type, hierarchy: { ...hierarchy }, content: content ?? null }
}

/**
 * The first `limit` well-formed entries, one per objectID. It looks at no more
 * entries than it needs, and at most a few times `limit`: the site never
 * writes more than `limit`, so a longer run of bad entries is junk. `clean`
 * says whether the list was already exactly what it returns.
 */
export function validStoredHits(parsed: unknown[], limit: number): { hits: StoredHit[]; clean: boolean } {
  const hits: StoredHit[] = []
  const seen = new Set<string>()
  const end = Math.min(parsed.length, limit * 4 + 8)
  let index = 0
  for (; index < end && hits.length < limit; index++) {
    const entry = parsed[index]
    if (!isStoredHit(entry) || seen.has(entry.objectID)) continue
    seen.add(entry.objectID)
    hits.push(toStoredHit(entry))
  }
  return { hits, clean: index === parsed.length && hits.length === parsed.length }
}

export function createStoredSearches({ key, limit, storage, memory = pageMemory }: StoredSearchesOptions): StoredSearches {
  let backend = storage === undefined ? browserStorage() : storage

  const currentLimit = () => Math.max(0, typeof limit === "function" ? limit() : limit)

  // A list lands in memory only when storage failed for it; from then on memory holds the truth for this page.
  function write(items: StoredHit[]): void {
    if (backend) {
      try {
        backend.setItem(key, JSON.stringify(items))
        memory.delete(key)
        return
      } catch {
        backend = null
      }
    }
    memory.set(key, items)
  }

  function read(): StoredHit[] {
    const max = currentLimit()
    const remembered = memory.get(key)
    if (remembered || !backend) return (remembered ?? []).slice(0, max)
    let raw: string | null
    try {
      raw = backend.getItem(key)
    } catch {
      backend = null
      return []
    }
    if (raw === null) return []
    try {
      const parsed: unknown = JSON.parse(raw)
      if (Array.isArray(parsed)) {
        const { hits, clean } = validStoredHits(parsed, max)
        if (!clean) write(hits)
        return hits
      }
    } catch {
      // Fall through: garbage is replaced below.
    }
    write([])
    return []
  }

  return {
    add(hit) {
      const item = toStoredHit(hit)
      if (!isStoredHit(item)) return
      const rest = read().filter((stored) => stored.objectID !== item.objectID)
      write([item, ...rest].slice(0, currentLimit()))
    },
    remove(hit) {
      write(read().filter((stored) => stored.objectID !== hit.objectID))
    },
    getAll() {
      return read()
    },
  }
}

/**
 * What selecting a hit saves to Recent: the hit itself, except that a content
 * hit saves its page (the lvl1 parent from the results, or one rebuilt from
 * the hit's hierarchy: a page's own record is always `<page url>:0`).
 */
export function recentSearchFor(hit: SearchHit | StoredHit, parent?: SearchHit | StoredHit | null): StoredHit {
  if (hit.type !== "content") return toStoredHit(hit)
  if (parent && parent.type === "lvl1") return toStoredHit(parent)
  const hash = hit.url.indexOf("#")
  const url = hash >= 0 ? hit.url.slice(0, hash) : hit.url
  return {
    objectID: `${url}:0`,
    url,
    type: "lvl1",
    hierarchy: { lvl0: hit.hierarchy.lvl0, lvl1: hit.hierarchy.lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    content: null,
  }
}
