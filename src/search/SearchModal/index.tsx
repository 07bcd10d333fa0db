/**
 * The search modal's contents (its own code-split chunk): InstantSearch over
 * the site's search client, with the modal's search parameters, and the
 * panel. The dialog around it (SearchDialog) comes with the search button.
 */
import React, { useEffect, useLayoutEffect, useMemo, useRef, useState } from "react"
import { InstantSearch } from "react-instantsearch"
import type { InsightsEvent, SearchClient } from "instantsearch.js"
import { getSearchClient } from "../clients"
import { withSearchParameters } from "../clients/withSearchParameters"
import { SearchPanel } from "../SearchPanel"
import { contextualFacetFilters, searchParameters } from "../searchParameters"
import { truncateQuery } from "./initialQuery"
import { carryTypingToNextInput } from "../../theme/typingCarry"
import {
  INSIGHTS_VIEW_DEBOUNCE_MS,
  MAX_QUERY_LENGTH,
  SMALL_SCREEN_MEDIA_QUERY,
  SNIPPET_WORDS,
  SNIPPET_WORDS_SMALL_SCREEN,
  STALLED_SEARCH_DELAY_MS,
} from "../../shared/search/constants"
import type { SearchContext } from "../../shared/search/types"

export interface SearchModalProps {
  searchContext: SearchContext
  /** The page's text selection when search opened: the query to start with, once trimmed and cut to the input's limit. */
  initialQuery: string
  onClose(): void
  disableUserPersonalization?: boolean
  insights?: boolean
}

function useSnippetWords(): number {
  const [small, setSmall] = useState(() => window.matchMedia?.(SMALL_SCREEN_MEDIA_QUERY).matches ?? false)
  useEffect(() => {
    const media = window.matchMedia?.(SMALL_SCREEN_MEDIA_QUERY)
    if (!media) return
    const onChange = () => setSmall(media.matches)
    media.addEventListener("change", onChange)
    return () => media.removeEventListener("change", onChange)
  }, [])
  return small ? SNIPPET_WORDS_SMALL_SCREEN : SNIPPET_WORDS
}

/** Insights with view events debounced (typing fires a search per key), other events at once. */
function createInsightsHandler(delay: number) {
  let timer: ReturnType<typeof setTimeout> | undefined
  return (event: InsightsEvent, insightsClient: unknown) => {
    const method = event.insightsMethod
    if (!method) return
    const send = () => (insightsClient as ((method: string, payload: unknown) => void) | null)?.(method, event.payload)
    if (method !== "viewedObjectIDs") return send()
    clearTimeout(timer)
    timer = setTimeout(send, delay)
  }
}

export function SearchModal({ searchContext, initialQuery, onClose, disableUserPersonalization, insights }: SearchModalProps) {
  const { client, indexName, backend } = getSearchClient()
  const insightsEnabled = Boolean(insights) && backend === "algolia"
  const snippetWords = useSnippetWords()
  const initialUiState = useRef({ [indexName]: { query: truncateQuery(initialQuery, MAX_QUERY_LENGTH) } }).current
  const insightsOption = useMemo(
    () => (insightsEnabled ? { onEvent: createInsightsHandler(INSIGHTS_VIEW_DEBOUNCE_MS) } : false),
    [insightsEnabled],
  )
  // The reader types while the engine and the indexes of this context download.
  const { version } = searchContext
  useEffect(() => client.preload(contextualFacetFilters({ version })), [client, version])
  const searchClient = useMemo(
    () => withSearchParameters(client, searchParameters({ searchContext: { version }, snippetWords, clickAnalytics: insightsEnabled })),
    [client, version, snippetWords, insightsEnabled],
  )

  // InstantSearch renders the panel one commit after this one, once it has started: the
  // pending bar this replaces is gone, so letters typed in between are carried to the panel's input.
  useLayoutEffect(() => carryTypingToNextInput(), [])

  return (
    <InstantSearch
      searchClient={searchClient as unknown as SearchClient}
      indexName={indexName}
      initialUiState={initialUiState}
      stalledSearchDelay={STALLED_SEARCH_DELAY_MS}
      insights={insightsOption}
      future={{ preserveSharedStateOnUnmount: true }}
    >
      <SearchPanel
        indexName={indexName}
        searchContext={searchContext}
        onClose={onClose}
        disableUserPersonalization={disableUserPersonalization}
        insightsEnabled={insightsEnabled}
      />
    </InstantSearch>
  )
}

export default SearchModal
