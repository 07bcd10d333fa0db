/** One attribute of a hit, with its matches in <mark>: the snippet, else the highlight, else the raw text. */
import React, { Fragment } from "react"
import type { HierarchyLevel, SearchHit, StoredHit } from "../../shared/search/types"
import { parseHighlight } from "./parseHighlight"
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
      {parseHighlight(marked).map((part, index) =>
        part.highlighted ? (
          <mark key={index} className={styles.mark}>
            {part.value}
          </mark>
        ) : (
          <Fragment key={index}>{part.value}</Fragment>
        ),
      )}
    </>
  )
}
