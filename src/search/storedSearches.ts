/**
 * Recent and favorite searches in localStorage, DocSearch-style: the newest
 * first, one entry per objectID (a repeat moves to the front), capped at a
 * limit, stored without highlight or snippet data.
 *
 * What is stored is untrusted: it is capped and validated on every read, in
 * time proportional to the limit (a list of 10,000 entries costs no more than
 * one of 7), and entries with a URL search must not follow (`javascript:`) are
 * dropped. It lives in one storage slot (src/theme/storageSlot.ts): a garbled
 * value is removed on read, and storage that is missing or throws (private
 * mode, quota, blocked cookies) leaves the lists in memory that outlives the
 * modal, for the life of the page.
 */
import { browserStorage, createStorageSlot, storagePrefix, type StorageCodec, type StorageLike, type UnsavedValues } from "../theme/storageSlot"
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
  /** Where the lists live when storage fails; the page's (shared by every store, as by every storage slot) by default. */
  memory?: UnsavedValues
}

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

/** Any JSON array: the entries are checked on read, against the limit of the moment. */
const storedListCodec: StorageCodec<unknown[]> = {
  parse(raw) {
    try {
      const parsed: unknown = JSON.parse(raw)
      return Array.isArray(parsed) ? parsed : null
    } catch {
      return null
    }
  },
  serialize: value => JSON.stringify(value),
}

export function createStoredSearches({ key, limit, storage, memory }: StoredSearchesOptions): StoredSearches {
  if (!key.startsWith(storagePrefix)) throw new Error(`createStoredSearches: key ${key} lacks the site's storage prefix ${storagePrefix}`)
  const provider = storage === undefined ? browserStorage : () => storage
  // The site's one storage layer: garbage is removed on read, a list storage refuses lives on for the page.
  const slot = createStorageSlot(key.slice(storagePrefix.length), storedListCodec, provider, memory)
  const currentLimit = () => Math.max(0, typeof limit === "function" ? limit() : limit)

  function read(): StoredHit[] {
    const { hits, clean } = validStoredHits(slot.get() ?? [], currentLimit())
    // A longer or partly bad list is written back as what was read, so the next read is cheap.
    if (!clean) slot.set(hits)
    return hits
  }

  return {
    add(hit) {
      const item = toStoredHit(hit)
      if (!isStoredHit(item)) return
      const rest = read().filter((stored) => stored.objectID !== item.objectID)
      slot.set([item, ...rest].slice(0, currentLimit()))
    },
    remove(hit) {
      slot.set(read().filter((stored) => stored.objectID !== hit.objectID))
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
