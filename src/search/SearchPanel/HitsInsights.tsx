/**
 * The hits widget, mounted only when Insights events are on (Algolia). It
 * sends the view events as results render, and gives a click the hit's
 * position and query ID. Without Insights the panel reads the hits from the
 * results themselves: the widget copies every hit twice per render to add
 * those fields, work a keystroke does not need.
 */
import { useLayoutEffect, type MutableRefObject } from "react"
import { useHits } from "react-instantsearch"
import type { SearchHit } from "../../shared/search/types"

/** Sends the click event for a hit of the current results. */
export type SendClick = (hit: SearchHit) => void

export function HitsInsights({ sendClick }: { sendClick: MutableRefObject<SendClick | null> }) {
  // Snippets are rendered as text (Snippet), so the hits need no HTML escaping (searchParameters.ts).
  const { items, sendEvent } = useHits<SearchHit & Record<string, unknown>>({ escapeHTML: false })
  useLayoutEffect(() => {
    sendClick.current = (hit) => {
      const item = items.find((candidate) => candidate.objectID === hit.objectID)
      if (item) sendEvent("click", item, "Item Selected")
    }
    return () => {
      sendClick.current = null
    }
  }, [items, sendEvent, sendClick])
  return null
}
