/**
 * Recent and favorite searches in localStorage, DocSearch-style: the newest
 * first, one entry per objectID (a repeat moves to the front), capped at a
 * limit, stored without highlight or snippet data. A garbled value is ignored
 * and rewritten; storage that is missing or throws (private mode, quota,
 * blocked cookies) falls back to memory for the session.
 */
import type { SearchHit, StoredHit } from "./types"

export interface StorageLike {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export interface StoredSearchesOptions {
  key: string
  /** A number, or a function read on every add (the recent limit depends on the favorites count). */
  limit: number | (() => number)
  /** Defaults to window.localStorage when it works. */
  storage?: StorageLike | null
}

export interface StoredSearches {
  add(hit: SearchHit | StoredHit): void
  remove(hit: Pick<StoredHit, "objectID">): void
  getAll(): StoredHit[]
}

export function storedSearchKeys(indexName: string) {
  return { recent: `rsvim.search.${indexName}.recent`, favorite: `rsvim.search.${indexName}.favorite` }
}

function browserStorage(): StorageLike | null {
  try {
    const storage = typeof window !== "undefined" ? window.localStorage : null
    if (!storage) return null
    const probe = "rsvim.search.probe"
    storage.setItem(probe, probe)
    storage.removeItem(probe)
    return storage
  } catch {
    return null
  }
}

function isStoredHit(value: unknown): value is StoredHit {
  if (!value || typeof value !== "object") return false
  const hit = value as Record<string, unknown>
  return (
    typeof hit.objectID === "string" &&
    typeof hit.url === "string" &&
    typeof hit.type === "string" &&
    !!hit.hierarchy &&
    typeof hit.hierarchy === "object"
  )
}

/** The record part of a hit: no highlight/snippet data, no InstantSearch bookkeeping (`__position`...). */
export function toStoredHit(hit: SearchHit | StoredHit): StoredHit {
  const { objectID, url, type, hierarchy, content } = hit
  return { objectID, url, type, hierarchy: { ...hierarchy }, content: content ?? null }
}

export function createStoredSearches({ key, limit, storage }: StoredSearchesOptions): StoredSearches {
  let backend = storage === undefined ? browserStorage() : storage
  let memory: StoredHit[] = []

  const currentLimit = () => Math.max(0, typeof limit === "function" ? limit() : limit)

  function write(items: StoredHit[]): void {
    memory = items
    if (!backend) return
    try {
      backend.setItem(key, JSON.stringify(items))
    } catch {
      backend = null
    }
  }

  function read(): StoredHit[] {
    if (!backend) return memory
    let raw: string | null
    try {
      raw = backend.getItem(key)
    } catch {
      backend = null
      return memory
    }
    if (raw === null) return []
    try {
      const parsed: unknown = JSON.parse(raw)
      if (Array.isArray(parsed)) {
        const valid = parsed.filter(isStoredHit)
        if (valid.length !== parsed.length) write(valid)
        return valid
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
