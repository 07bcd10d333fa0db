/**
 * The search dialog (its own code-split chunk): a modal over a backdrop, with
 * InstantSearch over the site's search client. Clicking the backdrop closes
 * it; Tab stays inside; the page behind is inert and does not scroll while it
 * is open (the button gives focus back once the modal is gone).
 */
import React, { useEffect, useMemo, useRef, useState, type KeyboardEvent } from "react"
import { Configure, InstantSearch } from "react-instantsearch"
import type { InsightsEvent, SearchClient } from "instantsearch.js"
import { getSearchClient } from "../clients"
import { SearchPanel } from "../SearchPanel"
import { contextualFacetFilters, searchParameters } from "../searchParameters"
import {
  INSIGHTS_VIEW_DEBOUNCE_MS,
  SMALL_SCREEN_MEDIA_QUERY,
  SNIPPET_WORDS,
  SNIPPET_WORDS_SMALL_SCREEN,
  STALLED_SEARCH_DELAY_MS,
} from "../../shared/search/constants"
import type { SearchContext } from "../../shared/search/types"
import { useInertBackground } from "../../theme/inertBackground"
import * as theme from "../theme.module.css"
import * as styles from "./styles.module.css"

const text = {
  dialogLabel: "Search",
}

export interface SearchModalProps {
  searchContext: SearchContext
  /** The query to start with (the page's text selection). */
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

function useBodyScrollLock() {
  useEffect(() => {
    const { body, documentElement } = document
    const { overflow, paddingRight } = body.style
    const scrollbar = window.innerWidth - documentElement.clientWidth
    body.style.overflow = "hidden"
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`
    return () => {
      body.style.overflow = overflow
      body.style.paddingRight = paddingRight
    }
  }, [])
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

const focusable = 'a[href]:not([tabindex="-1"]), button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"]), summary'

function trapTab(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== "Tab") return
  const elements = [...event.currentTarget.querySelectorAll<HTMLElement>(focusable)].filter(
    (element) => !element.hidden && element.getClientRects().length > 0,
  )
  if (elements.length === 0) return
  const first = elements[0]
  const last = elements[elements.length - 1]
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault()
    first.focus()
  }
}

export function SearchModal({ searchContext, initialQuery, onClose, disableUserPersonalization, insights }: SearchModalProps) {
  const { client, indexName, backend } = getSearchClient()
  const insightsEnabled = Boolean(insights) && backend === "algolia"
  const snippetWords = useSnippetWords()
  const initialUiState = useRef({ [indexName]: { query: initialQuery } }).current
  const insightsOption = useMemo(
    () => (insightsEnabled ? { onEvent: createInsightsHandler(INSIGHTS_VIEW_DEBOUNCE_MS) } : false),
    [insightsEnabled],
  )
  useBodyScrollLock()
  const rootRef = useRef<HTMLDivElement>(null)
  useInertBackground(rootRef)
  // The reader types while the engine and the indexes of this context download.
  const { version } = searchContext
  useEffect(() => client.preload(contextualFacetFilters({ version })), [client, version])

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- a pointer press on the backdrop closes the dialog; the keyboard closes it with Escape
    <div
      ref={rootRef}
      className={`${theme.theme} ${styles.backdrop}`}
      onMouseDown={(event) => {
        if (event.target !== event.currentTarget) return
        // Keeps the browser from moving focus to the page after it went back to the opener.
        event.preventDefault()
        onClose()
      }}
    >
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- keeps Tab inside the dialog; the keys come from the controls in it */}
      <div role="dialog" aria-modal="true" aria-label={text.dialogLabel} className={styles.modal} onKeyDown={trapTab}>
        <InstantSearch
          searchClient={client as unknown as SearchClient}
          indexName={indexName}
          initialUiState={initialUiState}
          stalledSearchDelay={STALLED_SEARCH_DELAY_MS}
          insights={insightsOption}
          future={{ preserveSharedStateOnUnmount: true }}
        >
          <Configure {...searchParameters({ searchContext, snippetWords, clickAnalytics: insightsEnabled })} />
          <SearchPanel
            indexName={indexName}
            searchContext={searchContext}
            onClose={onClose}
            disableUserPersonalization={disableUserPersonalization}
            insightsEnabled={insightsEnabled}
          />
        </InstantSearch>
      </div>
    </div>
  )
}

export default SearchModal
