import { describe, expect, it } from "vitest"
import { createStoredSearches, storedSearchKeys, validStoredHits, type StorageLike } from "../../../src/search/storedSearches"
import type { SearchHit } from "../../../src/shared/search/types"

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial))
  const storage: StorageLike & { data: Map<string, string> } = {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  }
  return storage
}

function hit(id: number): SearchHit {
  return {
    objectID: `/docs/page-${id}:0`,
    url: `/docs/page-${id}`,
    type: "lvl1",
    hierarchy: { lvl0: "User Manual", lvl1: `Page ${id}`, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    content: null,
    _highlightResult: { hierarchy: { lvl1: { value: "<mark>Page</mark>", matchLevel: "partial", matchedWords: ["page"] } } },
    _snippetResult: { content: { value: "…", matchLevel: "none" } },
    __position: 3,
    __queryID: "abc",
  }
}

const key = "rsvim.search.rsvim.recent"

describe("createStoredSearches", () => {
  it("uses keys namespaced by the index name", () => {
    expect(storedSearchKeys("rsvim")).toEqual({ recent: "rsvim.search.rsvim.recent", favorite: "rsvim.search.rsvim.favorite" })
  })

  it("stores hits newest first without highlight data", () => {
    const storage = memoryStorage()
    const recent = createStoredSearches({ key, limit: 7, storage })
    recent.add(hit(1))
    recent.add(hit(2))
    expect(recent.getAll().map((h) => h.objectID)).toEqual(["/docs/page-2:0", "/docs/page-1:0"])
    const [stored] = JSON.parse(storage.data.get(key)!)
    expect(Object.keys(stored).sort()).toEqual(["content", "hierarchy", "objectID", "type", "url"])
  })

  it("moves a repeated hit to the front instead of duplicating it", () => {
    const recent = createStoredSearches({ key, limit: 7, storage: memoryStorage() })
    ;[1, 2, 3, 1].forEach((id) => recent.add(hit(id)))
    expect(recent.getAll().map((h) => h.url)).toEqual(["/docs/page-1", "/docs/page-3", "/docs/page-2"])
  })

  it("keeps at most `limit` entries, reading a function limit on each add", () => {
    let favorites = 0
    const recent = createStoredSearches({ key, limit: () => (favorites === 0 ? 7 : 4), storage: memoryStorage() })
    for (let id = 0; id < 9; id++) recent.add(hit(id))
    expect(recent.getAll()).toHaveLength(7)
    favorites = 1
    recent.add(hit(9))
    expect(recent.getAll().map((h) => h.url)).toEqual(["/docs/page-9", "/docs/page-8", "/docs/page-7", "/docs/page-6"])
  })

  it("caps favorites at 10", () => {
    const favorite = createStoredSearches({ key, limit: 10, storage: memoryStorage() })
    for (let id = 0; id < 12; id++) favorite.add(hit(id))
    expect(favorite.getAll()).toHaveLength(10)
    expect(favorite.getAll()[0].url).toBe("/docs/page-11")
  })

  it("removes by objectID", () => {
    const recent = createStoredSearches({ key, limit: 7, storage: memoryStorage() })
    recent.add(hit(1))
    recent.add(hit(2))
    recent.remove({ objectID: "/docs/page-1:0" })
    expect(recent.getAll().map((h) => h.url)).toEqual(["/docs/page-2"])
  })

  it.each([["{not json"], ['{"an":"object"}'], ["42"], ["null"]])("ignores and removes garbage: %s", (garbage) => {
    const storage = memoryStorage({ [key]: garbage })
    const recent = createStoredSearches({ key, limit: 7, storage })
    expect(recent.getAll()).toEqual([])
    expect(storage.data.has(key)).toBe(false)
    recent.add(hit(1))
    expect(recent.getAll()).toHaveLength(1)
  })

  it("drops malformed entries and keeps the good ones", () => {
    const good = { objectID: "a", url: "/a", type: "lvl1", hierarchy: { lvl0: "Blog", lvl1: "A" }, content: null }
    const storage = memoryStorage({ [key]: JSON.stringify([good, { objectID: 3 }, "text", null]) })
    const recent = createStoredSearches({ key, limit: 7, storage })
    expect(recent.getAll()).toEqual([good])
    expect(JSON.parse(storage.data.get(key)!)).toEqual([good])
  })

  it("works in memory when storage is missing or throws", () => {
    const none = createStoredSearches({ key, limit: 7, storage: null, memory: new Map() })
    none.add(hit(1))
    expect(none.getAll()).toHaveLength(1)

    const throwing: StorageLike = {
      getItem: () => {
        throw new Error("SecurityError")
      },
      setItem: () => {
        throw new Error("QuotaExceededError")
      },
      removeItem: () => {},
    }
    const broken = createStoredSearches({ key, limit: 7, storage: throwing, memory: new Map() })
    expect(broken.getAll()).toEqual([])
    broken.add(hit(1))
    broken.add(hit(2))
    expect(broken.getAll().map((h) => h.url)).toEqual(["/docs/page-2", "/docs/page-1"])
  })

  it("falls back to memory outside a browser", () => {
    const recent = createStoredSearches({ key, limit: 7, memory: new Map() })
    recent.add(hit(1))
    expect(recent.getAll()).toHaveLength(1)
  })

  it("caps what it reads at the limit: 10,000 stored entries give 7, and 4 once a favorite exists", () => {
    const entries = Array.from({ length: 10_000 }, (_, id) => toStored(hit(id)))
    const storage = memoryStorage({ [key]: JSON.stringify(entries) })
    let favorites = 0
    const recent = createStoredSearches({ key, limit: () => (favorites === 0 ? 7 : 4), storage })
    expect(recent.getAll().map((h) => h.url)).toEqual([0, 1, 2, 3, 4, 5, 6].map((id) => `/docs/page-${id}`))
    favorites = 1
    expect(recent.getAll()).toHaveLength(4)
    // The capped list is written back, so the next read parses 4 entries, not 10,000.
    expect(JSON.parse(storage.data.get(key)!)).toHaveLength(4)
  })

  it("validates in time proportional to the limit, not to what is stored", () => {
    const entries = Array.from({ length: 10_000 }, (_, id) => toStored(hit(id)))
    let reads = 0
    const counted = new Proxy(entries, {
      get(target, property, receiver) {
        if (typeof property === "string" && /^\d+$/.test(property)) reads++
        return Reflect.get(target, property, receiver)
      },
    })
    expect(validStoredHits(counted, 7).hits).toHaveLength(7)
    expect(reads).toBeLessThanOrEqual(7)

    // 10,000 bad entries: a bounded look, not a pass over all of them.
    reads = 0
    const junk = new Proxy(Array.from({ length: 10_000 }, () => ({ objectID: 1 })), {
      get(target, property, receiver) {
        if (typeof property === "string" && /^\d+$/.test(property)) reads++
        return Reflect.get(target, property, receiver)
      },
    })
    expect(validStoredHits(junk, 7)).toEqual({ hits: [], clean: false })
    expect(reads).toBeLessThanOrEqual(7 * 4 + 8)
  })

  it("keeps one entry per objectID and drops entries with wrong field types", () => {
    const good = toStored(hit(1))
    const storage = memoryStorage({
      [key]: JSON.stringify([
        good,
        { ...good, url: "/docs/other" },
        { ...toStored(hit(2)), type: "script" },
        { ...toStored(hit(3)), hierarchy: { lvl0: { nested: "object" }, lvl1: "x" } },
        { ...toStored(hit(4)), content: 12 },
        toStored(hit(5)),
      ]),
    })
    const recent = createStoredSearches({ key, limit: 7, storage })
    expect(recent.getAll().map((h) => h.url)).toEqual(["/docs/page-1", "/docs/page-5"])
  })

  it.each([
    ["javascript:alert(document.domain)"],
    ["JavaScript:alert(1)"],
    [" javascript:alert(1)"],
    ["java\tscript:alert(1)"],
    ["data:text/html,<script>alert(1)</script>"],
    ["//evil.example/docs"],
    ["/\\evil.example/docs"],
    ["docs/relative"],
  ])("neither returns nor stores an entry whose URL is %s", (url) => {
    const good = toStored(hit(1))
    const storage = memoryStorage({ [key]: JSON.stringify([{ ...toStored(hit(9)), url }, good]) })
    const recent = createStoredSearches({ key, limit: 7, storage })
    expect(recent.getAll()).toEqual([good])
    recent.add({ ...hit(8), url })
    expect(recent.getAll()).toEqual([good])
    expect(JSON.parse(storage.data.get(key)!)).toEqual([good])
  })

  it("follows same-site paths and http(s) URLs", () => {
    const recent = createStoredSearches({ key, limit: 7, storage: memoryStorage() })
    recent.add({ ...hit(1), url: "https://rsvim.github.io/docs/page-1" })
    recent.add({ ...hit(2), url: "http://example.org/x" })
    recent.add({ ...hit(3), url: "/docs/page-3#usage" })
    expect(recent.getAll().map((h) => h.url)).toEqual(["/docs/page-3#usage", "http://example.org/x", "https://rsvim.github.io/docs/page-1"])
  })

  it("keeps the lists for the page when storage is blocked or full, across the modal's stores", () => {
    const memory = new Map()
    const full: StorageLike = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException("The quota has been exceeded.", "QuotaExceededError")
      },
      removeItem: () => {},
    }
    const first = createStoredSearches({ key, limit: 7, storage: full, memory })
    first.add(hit(1))
    // The modal closes and opens again: new stores, same page.
    const second = createStoredSearches({ key, limit: 7, storage: full, memory })
    expect(second.getAll().map((h) => h.url)).toEqual(["/docs/page-1"])
    const blocked = createStoredSearches({ key, limit: 7, storage: null, memory })
    expect(blocked.getAll().map((h) => h.url)).toEqual(["/docs/page-1"])
  })
})

function toStored(entry: SearchHit) {
  const { objectID, url, type, hierarchy, content } = entry
  return { objectID, url, type, hierarchy, content }
}
