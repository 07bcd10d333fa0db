/**
 * The entries the arrow keys move through, in screen order, and what Enter
 * does with the modifier keys held.
 */
import type { HitGroup } from "../ResultsScreen/groupHits"
import type { SearchHit, StoredHit } from "../../shared/search/types"

export interface NavigableItem {
  /** Position in the screen's list; the option's id ends with it. */
  index: number
  hit: SearchHit | StoredHit
  /** The page this hit is shown under (results only). */
  parent: SearchHit | null
  isLastChild: boolean
  source: "result" | "recent" | "favorite"
}

export interface ItemGroup {
  title: string
  items: NavigableItem[]
}

export function resultItemGroups(groups: HitGroup[]): ItemGroup[] {
  let index = 0
  return groups.map((group) => ({
    title: group.title,
    items: group.entries.map((entry) => ({ index: index++, hit: entry.hit, parent: entry.parent, isLastChild: entry.isLastChild, source: "result" as const })),
  }))
}

export function startItems(recents: StoredHit[], favorites: StoredHit[]): NavigableItem[] {
  const item = (source: "recent" | "favorite") => (hit: StoredHit) => ({ hit, parent: null, isLastChild: false, source })
  return [...recents.map(item("recent")), ...favorites.map(item("favorite"))].map((entry, index) => ({ ...entry, index }))
}

/** The next active index, wrapping around at both ends. */
export function moveActive(index: number, delta: number, count: number): number {
  if (count === 0) return 0
  return (((index + delta) % count) + count) % count
}

export type OpenMode = "same" | "tab" | "window" | "none"

/** Enter opens here; with Ctrl/⌘ in a new tab, with Shift in a new window; Alt does nothing. */
export function openMode(event: { ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }): OpenMode {
  if (event.altKey) return "none"
  if (event.ctrlKey || event.metaKey) return "tab"
  if (event.shiftKey) return "window"
  return "same"
}
