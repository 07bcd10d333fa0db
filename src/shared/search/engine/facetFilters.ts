/**
 * Algolia `facetFilters` for the embedded engine: a string, or an array whose
 * items are AND-ed, where an item that is itself an array is an OR group.
 * `attribute:value`, `attribute:-value` (negation), `attribute:\-value` (a value
 * starting with a dash). Filtering on an attribute that is not a facet matches
 * nothing, as a filter on a missing attribute would.
 */
import type { StoredRecord } from "./miniSearchOptions"
import { hierarchyLevels, type HierarchyLevel } from "../types"

export interface FacetCondition {
  attribute: string
  value: string
  negated: boolean
}

/** AND of OR groups. */
export type FacetConditions = FacetCondition[][]

export const facetAttributes = ["version", "language", "type", ...hierarchyLevels.map((l) => `hierarchy.${l}`)]

function parseCondition(filter: unknown): FacetCondition {
  if (typeof filter !== "string") throw new TypeError(`A facet filter must be a string, got ${JSON.stringify(filter)}.`)
  const colon = filter.indexOf(":")
  if (colon <= 0) throw new TypeError(`Facet filter "${filter}" is not of the form attribute:value.`)
  const attribute = filter.slice(0, colon).trim()
  let value = filter.slice(colon + 1).trim()
  let negated = false
  if (value.startsWith("-")) {
    negated = true
    value = value.slice(1)
  } else if (value.startsWith("\\-")) {
    value = value.slice(1)
  }
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1)
  return { attribute, value, negated }
}

export function parseFacetFilters(filters: unknown): FacetConditions {
  if (filters === undefined || filters === null || filters === "") return []
  if (typeof filters === "string") {
    if (filters.trim().startsWith("[")) {
      let decoded: unknown
      try {
        decoded = JSON.parse(filters)
      } catch {
        throw new TypeError(`facetFilters "${filters}" is not valid JSON.`)
      }
      return parseFacetFilters(decoded)
    }
    return [[parseCondition(filters)]]
  }
  if (!Array.isArray(filters)) throw new TypeError("facetFilters must be a string or an array.")
  return filters.map((item) => (Array.isArray(item) ? item.map(parseCondition) : [parseCondition(item)]))
}

function attributeValue(record: StoredRecord, attribute: string): string | null | undefined {
  switch (attribute) {
    case "version":
      return record.version
    case "language":
      return record.language
    case "type":
      return record.type
    default:
      if (attribute.startsWith("hierarchy.")) {
        return record.hierarchy?.[attribute.slice("hierarchy.".length) as HierarchyLevel]
      }
      return undefined
  }
}

function holds(condition: FacetCondition, record: StoredRecord): boolean {
  const value = attributeValue(record, condition.attribute)
  if (value === undefined || !facetAttributes.includes(condition.attribute)) return false
  const equal = value === condition.value
  return condition.negated ? !equal : equal
}

/** Run for every record a query matches, so written as index loops: no closure or iterator per call. */
export function matchesFacetFilters(conditions: FacetConditions, record: StoredRecord): boolean {
  for (let g = 0; g < conditions.length; g++) {
    const group = conditions[g]
    let held = false
    for (let c = 0; c < group.length; c++) {
      if (holds(group[c], record)) {
        held = true
        break
      }
    }
    if (!held) return false
  }
  return true
}

/**
 * The versions a matching record can have, or null when the filters do not
 * restrict the version (so the engine knows which index files it needs).
 */
export function versionsAllowed(conditions: FacetConditions): Set<string> | null {
  let allowed: Set<string> | null = null
  for (const group of conditions) {
    const onlyVersions = group.every((c) => c.attribute === "version" && !c.negated)
    if (!onlyVersions || group.length === 0) continue
    const values = new Set<string>(group.map((c) => c.value))
    const previous: Set<string> | null = allowed
    allowed = previous === null ? values : new Set([...previous].filter((v: string) => values.has(v)))
  }
  return allowed
}
