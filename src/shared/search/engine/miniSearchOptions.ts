/**
 * MiniSearch options shared by the build (which serialises the indexes) and
 * the browser (which loads them): MiniSearch can only load an index with the
 * options it was built with. No Node modules here.
 */
import type { Options } from "minisearch"
import { hierarchyLevels, type HierarchyLevel, type SearchRecord } from "../types"
import { allowedTypos, processTerm, tokenizeForIndex, tokenizeQuery } from "./terms"

/** Searchable attributes, best first: a match in an earlier one ranks higher. */
export const searchableFields = ["lvl1", "lvl2", "lvl3", "lvl4", "lvl5", "lvl6", "content", "lvl0"] as const
export type SearchableField = (typeof searchableFields)[number]

/** BM25 boosts; they only order hits that tie on the ranking criteria. */
export const fieldBoosts: Record<SearchableField, number> = {
  lvl1: 8,
  lvl2: 6,
  lvl3: 5,
  lvl4: 4,
  lvl5: 3,
  lvl6: 2,
  content: 1,
  lvl0: 0.5,
}

/** What each index keeps per record to answer hits without the original records. */
export const storedFields = ["url", "type", "hierarchy", "content", "version", "language", "weight"] as const

export type StoredRecord = Pick<SearchRecord, (typeof storedFields)[number]>

const levels = new Set<string>(hierarchyLevels)

function extractField(record: SearchRecord, field: string): unknown {
  if (levels.has(field)) return record.hierarchy?.[field as HierarchyLevel] ?? undefined
  return (record as unknown as Record<string, unknown>)[field]
}

export const miniSearchOptions: Options<SearchRecord> = {
  idField: "objectID",
  fields: [...searchableFields],
  storeFields: [...storedFields],
  extractField: extractField as Options<SearchRecord>["extractField"],
  tokenize: tokenizeForIndex,
  processTerm,
  searchOptions: {
    tokenize: tokenizeQuery,
    processTerm,
    combineWith: "AND",
    // Prefix search on the word being typed (the last one), like Algolia's prefixLast.
    prefix: (_term, index, terms) => index === terms.length - 1,
    fuzzy: (term) => allowedTypos(term),
    boost: fieldBoosts,
  },
}
