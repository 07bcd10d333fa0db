/** One attribute of a hit, with its matches in <mark>: the snippet, else the highlight, else the raw text. */
import React, { Fragment } from "react"
// InstantSearch's own highlight helpers (what react-instantsearch's <Highlight> uses): they split its escaped
// "<mark>" values into parts and unescape them, so matches render as React text, never as HTML.
import { getHighlightedParts, unescape } from "instantsearch.js/es/lib/utils"
import type { HierarchyLevel, SearchHit, StoredHit } from "../../shared/search/types"
import * as styles from "./styles.module.css"

export type SnippetAttribute = "content" | `hierarchy.${HierarchyLevel}`

function pick(hit: SearchHit, attribute: SnippetAttribute): { marked?: string; raw: string } {
  if (attribute === "content") {
    return { marked: hit._snippetResult?.content?.value ?? hit._highlightResult?.content?.value, raw: hit.content ?? "" }
  }
  const level = attribute.slice("hierarchy.".length) as HierarchyLevel
  return {
    marked: hit._snippetResult?.hierarchy?.[level]?.value ?? hit._highlightResult?.hierarchy?.[level]?.value,
    raw: hit.hierarchy[level] ?? "",
  }
}

export function Snippet({ hit, attribute }: { hit: SearchHit | StoredHit; attribute: SnippetAttribute }) {
  const { marked, raw } = pick(hit as SearchHit, attribute)
  if (marked === undefined) return <>{raw}</>
  return (
    <>
      {getHighlightedParts(marked)
        .filter((part) => part.value !== "")
        .map((part, index) => {
          const text = unescape(part.value)
          return part.isHighlighted ? (
            <mark key={index} className={styles.mark}>
              {text}
            </mark>
          ) : (
            <Fragment key={index}>{text}</Fragment>
          )
        })}
    </>
  )
}
