/** One attribute of a hit, with its matches in <mark>: the snippet, else the highlight, else the raw text. */
import React, { Fragment } from "react"
import { HIGHLIGHT_POST_TAG, HIGHLIGHT_PRE_TAG } from "../../shared/search/constants"
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

export interface MarkedPart {
  text: string
  isMatch: boolean
}

/** A value with the site's highlight tags (searchParameters.ts) cut into text and matches; a match left open runs to the end. */
export function markedParts(value: string): MarkedPart[] {
  const parts: MarkedPart[] = []
  const push = (text: string, isMatch: boolean) => {
    if (text !== "") parts.push({ text, isMatch })
  }
  let at = 0
  while (at < value.length) {
    const open = value.indexOf(HIGHLIGHT_PRE_TAG, at)
    if (open < 0) break
    push(value.slice(at, open), false)
    const start = open + HIGHLIGHT_PRE_TAG.length
    const close = value.indexOf(HIGHLIGHT_POST_TAG, start)
    push(value.slice(start, close < 0 ? value.length : close), true)
    at = close < 0 ? value.length : close + HIGHLIGHT_POST_TAG.length
  }
  push(value.slice(at), false)
  return parts
}

export function Snippet({ hit, attribute }: { hit: SearchHit | StoredHit; attribute: SnippetAttribute }) {
  const { marked, raw } = pick(hit as SearchHit, attribute)
  if (marked === undefined) return <>{raw}</>
  // Text nodes only: a value is never parsed as HTML, whatever the index holds.
  return (
    <>
      {markedParts(marked).map((part, index) =>
        part.isMatch ? (
          <mark key={index} className={styles.mark}>
            {part.text}
          </mark>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  )
}
