/**
 * The shapes search works with, shared by the build (records, indexes) and the
 * browser (clients, modal). Types only: importing this file costs no bytes.
 */

export const hierarchyLevels = ["lvl0", "lvl1", "lvl2", "lvl3", "lvl4", "lvl5", "lvl6"] as const
export type HierarchyLevel = (typeof hierarchyLevels)[number]

/** lvl0 is the section, lvl1 the page title, lvl2..lvl6 the headings. */
export type Hierarchy = Record<HierarchyLevel, string | null>

export type SearchRecordType = Exclude<HierarchyLevel, "lvl0"> | "content"

/** One searchable record, shaped like the DocSearch crawler's records. */
export interface SearchRecord {
  objectID: string
  /** Site path, with `#anchor` for headings and for content under a heading. */
  url: string
  type: SearchRecordType
  hierarchy: Hierarchy
  content: string | null
  /** Docs version name, or `unversioned` for pages outside the docs. */
  version: string
  language: string
  tags: string[]
  weight: {
    pageRank: number
    /** DocSearch's scale: 90 for a page (lvl1), 80 for lvl2 ... 40 for lvl6, 0 for content. */
    level: number
    /** Order of the record on its page, from 0. */
    position: number
  }
}

export type MatchLevel = "none" | "partial" | "full"

export interface HighlightValue {
  value: string
  matchLevel: MatchLevel
  matchedWords: string[]
  fullyHighlighted?: boolean
}

export interface SnippetValue {
  value: string
  matchLevel: MatchLevel
}

/** What a search answers for each record: the record plus match markup. */
export interface SearchHit {
  objectID: string
  url: string
  type: SearchRecordType
  hierarchy: Hierarchy
  content: string | null
  _highlightResult?: {
    hierarchy?: Partial<Record<HierarchyLevel, HighlightValue>>
    content?: HighlightValue
  }
  _snippetResult?: {
    hierarchy?: Partial<Record<HierarchyLevel, SnippetValue>>
    content?: SnippetValue
  }
  __position?: number
  __queryID?: string
}

/** `search/manifest.json`, written by the build and read by the local client: the index file of each version facet value. */
export interface SearchIndexManifest {
  indexes: Record<string, string>
}

/** A hit kept for Recent / Favorite searches: no highlight or snippet data. */
export type StoredHit = Pick<SearchHit, "objectID" | "url" | "type" | "hierarchy" | "content">

/** Which docs version the modal searches (plus the pages outside the docs). */
export interface SearchContext {
  version: string
}
