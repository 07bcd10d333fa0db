import { describe, expect, it } from "vitest"
import { groupHits } from "../../../src/search/ResultsScreen/groupHits"
import { moveActive, openMode, resultItemGroups, startItems } from "../../../src/search/SearchPanel/navigableItems"
import { isEditableTarget, shortcutAction } from "../../../src/search/hooks/useSearchShortcuts"
import { reportIssueUrl } from "../../../src/search/NoResultsScreen/reportIssueUrl"
import { recentSearchFor } from "../../../src/search/storedSearches"
import { contextualFacetFilters, searchParameters } from "../../../src/search/searchParameters"
import type { SearchHit, SearchRecordType } from "../../../src/shared/search/types"

function hit(url: string, type: SearchRecordType, lvl0 = "User Manual", lvl1 = "Page"): SearchHit {
  return {
    objectID: `${url}:${type}`,
    url,
    type,
    hierarchy: { lvl0, lvl1, lvl2: type === "lvl1" ? null : "Heading", lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    content: type === "content" ? "Some text" : null,
  }
}

describe("groupHits", () => {
  it("groups by section in rank order, at most N per group", () => {
    const hits = [
      hit("/a", "lvl1"),
      hit("/api", "lvl1", "API References"),
      ...["/b", "/c", "/d", "/e", "/f"].map((url) => hit(url, "lvl1")),
    ]
    const groups = groupHits(hits, 5)
    expect(groups.map((g) => [g.title, g.entries.length])).toEqual([
      ["User Manual", 5],
      ["API References", 1],
    ])
  })

  it("places headings and content under their page, the page first", () => {
    const hits = [hit("/a#x", "lvl2"), hit("/b#y", "content"), hit("/a", "lvl1"), hit("/a#z", "content")]
    const [group] = groupHits(hits, 5)
    expect(group.entries.map((e) => [e.hit.url, e.parent?.url ?? null, e.isLastChild])).toEqual([
      ["/a", null, false],
      ["/a#x", "/a", false],
      ["/a#z", "/a", true],
      ["/b#y", null, false],
    ])
  })
})

describe("navigation", () => {
  it("numbers items across groups and wraps the active index around", () => {
    const groups = resultItemGroups(groupHits([hit("/a", "lvl1"), hit("/b", "lvl1", "Blog")], 5))
    expect(groups.flatMap((g) => g.items.map((i) => i.index))).toEqual([0, 1])
    expect(moveActive(0, -1, 3)).toBe(2)
    expect(moveActive(2, 1, 3)).toBe(0)
    expect(moveActive(1, 1, 3)).toBe(2)
    expect(moveActive(0, 1, 0)).toBe(0)
  })

  it("lists recent searches before favorites", () => {
    const items = startItems([hit("/a", "lvl1")], [hit("/b", "lvl1")])
    expect(items.map((i) => [i.index, i.source, i.hit.url])).toEqual([
      [0, "recent", "/a"],
      [1, "favorite", "/b"],
    ])
  })

  it("maps Enter's modifier keys to where the page opens", () => {
    const keys = { ctrlKey: false, metaKey: false, shiftKey: false, altKey: false }
    expect(openMode(keys)).toBe("same")
    expect(openMode({ ...keys, ctrlKey: true })).toBe("tab")
    expect(openMode({ ...keys, metaKey: true })).toBe("tab")
    expect(openMode({ ...keys, shiftKey: true })).toBe("window")
    expect(openMode({ ...keys, altKey: true, ctrlKey: true })).toBe("none")
  })
})

describe("keyboard shortcuts", () => {
  const key = (key: string | undefined, extra: Partial<Parameters<typeof shortcutAction>[0]> = {}) => ({
    key,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    target: { tagName: "BODY" } as unknown as EventTarget,
    ...extra,
  })

  it("toggles with Ctrl/⌘+K anywhere", () => {
    expect(shortcutAction(key("k", { ctrlKey: true }), false)).toBe("toggle")
    expect(shortcutAction(key("K", { metaKey: true }), true)).toBe("toggle")
    expect(shortcutAction(key("k", { ctrlKey: true, target: { tagName: "INPUT" } as unknown as EventTarget }), false)).toBe("toggle")
    expect(shortcutAction(key("k"), false)).toBeNull()
  })

  it('opens with "/" unless the reader is typing in a field', () => {
    expect(shortcutAction(key("/"), false)).toBe("open")
    expect(shortcutAction(key("/"), true)).toBeNull()
    expect(shortcutAction(key("/", { target: { tagName: "TEXTAREA" } as unknown as EventTarget }), false)).toBeNull()
    expect(shortcutAction(key("/", { target: { tagName: "DIV", isContentEditable: true } as unknown as EventTarget }), false)).toBeNull()
    expect(shortcutAction(key("/", { ctrlKey: true }), false)).toBeNull()
  })

  it("closes with Escape, and ignores events without a key or during composition", () => {
    expect(shortcutAction(key("Escape"), true)).toBe("close")
    expect(shortcutAction(key("Escape"), false)).toBeNull()
    expect(shortcutAction(key(undefined), true)).toBeNull()
    expect(shortcutAction(key("k", { ctrlKey: true, isComposing: true }), false)).toBeNull()
    expect(isEditableTarget(null)).toBe(false)
    expect(isEditableTarget({ tagName: "select" } as unknown as EventTarget)).toBe(true)
  })
})

describe("recentSearchFor", () => {
  it("saves a content hit's page instead of the hit", () => {
    const content = hit("/docs/a#x", "content")
    expect(recentSearchFor(content)).toEqual({
      objectID: "/docs/a:0",
      url: "/docs/a",
      type: "lvl1",
      hierarchy: { lvl0: "User Manual", lvl1: "Page", lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
      content: null,
    })
    const parent = { ...hit("/docs/a", "lvl1"), _highlightResult: {} }
    expect(recentSearchFor(content, parent)).toEqual({ ...hit("/docs/a", "lvl1") })
    expect(recentSearchFor(hit("/docs/a#x", "lvl2")).url).toBe("/docs/a#x")
  })
})

describe("reportIssueUrl", () => {
  it("prefills a new issue with the query, page and version", () => {
    const url = new URL(reportIssueUrl("bufer", "https://rsvim.github.io/docs", "0.1.2"))
    expect(`${url.origin}${url.pathname}`).toBe("https://github.com/rsvim/rsvim/issues/new")
    expect(url.searchParams.get("title")).toBe('Search: no results for "bufer"')
    expect(url.searchParams.get("body")).toContain("- Docs version: 0.1.2")
  })
})

describe("searchParameters", () => {
  it("filters to the reader's docs version plus pages outside the docs", () => {
    expect(contextualFacetFilters({ version: "next" })).toEqual(["language:en", ["version:next", "version:unversioned"]])
    expect(searchParameters({ searchContext: { version: "0.1.0" }, snippetWords: 5, clickAnalytics: false })).toMatchObject({
      hitsPerPage: 20,
      attributesToSnippet: expect.arrayContaining(["content:5", "hierarchy.lvl1:5"]),
      attributesToHighlight: [],
      clickAnalytics: false,
    })
  })
})
