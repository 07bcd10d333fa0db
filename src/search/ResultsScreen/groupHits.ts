/**
 * DocSearch's result layout: hits grouped by section (lvl0) in rank order, at
 * most N per group, and inside a group each hit placed under its page (the
 * lvl1 hit with the same URL) when that page is among the results.
 */
import type { SearchHit } from "../../shared/search/types"

export interface HitEntry {
  hit: SearchHit
  /** The page hit this one is shown under, if any. */
  parent: SearchHit | null
  isLastChild: boolean
}

export interface HitGroup {
  title: string
  entries: HitEntry[]
}

export function pageUrlOf(url: string): string {
  const hash = url.indexOf("#")
  return hash >= 0 ? url.slice(0, hash) : url
}

export function groupHits(hits: readonly SearchHit[], maxPerGroup: number): HitGroup[] {
  const groups = new Map<string, SearchHit[]>()
  for (const hit of hits) {
    const title = hit.hierarchy.lvl0 ?? ""
    const group = groups.get(title) ?? []
    if (group.length < maxPerGroup) group.push(hit)
    groups.set(title, group)
  }
  return [...groups].map(([title, items]) => {
    const pages = new Set(items.filter((hit) => hit.type === "lvl1").map((hit) => pageUrlOf(hit.url)))
    // Clusters in the order of their best-ranked member: a page with the hits under it,
    // or a lone hit whose page is not among the results.
    const clusters = new Map<string, { head: SearchHit | null; children: SearchHit[] }>()
    const cluster = (key: string) => {
      const found = clusters.get(key) ?? { head: null, children: [] }
      clusters.set(key, found)
      return found
    }
    for (const hit of items) {
      const page = pageUrlOf(hit.url)
      if (hit.type === "lvl1") cluster(page).head = hit
      else if (pages.has(page)) cluster(page).children.push(hit)
      else cluster(`hit:${hit.objectID}`).head = hit
    }
    const entries: HitEntry[] = []
    for (const { head, children } of clusters.values()) {
      if (!head) continue
      entries.push({ hit: head, parent: null, isLastChild: false })
      children.forEach((hit, index) => entries.push({ hit, parent: head, isLastChild: index === children.length - 1 }))
    }
    return { title, entries }
  })
}
