/**
 * The modal's contents under <InstantSearch>: the search box, the screen for
 * the current state and the footer. It owns the query, the active entry
 * (arrow keys, wrap-around), what selecting an entry does, and the polite
 * announcement of result counts.
 */
import React, { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from "react"
import { navigate, withPrefix } from "gatsby"
import { useInstantSearch, useSearchBox } from "react-instantsearch"
import { SearchBox } from "../SearchBox"
import { ScreenState, type ScreenView } from "../ScreenState"
import { Footer } from "../Footer"
import { listboxId } from "../ResultsScreen"
import { groupHits } from "../ResultsScreen/groupHits"
import { reportIssueUrl } from "../NoResultsScreen/reportIssueUrl"
import { useStoredSearches } from "../hooks/useStoredSearches"
import { useStableCallback } from "../hooks/useStableCallback"
import { useRenderResultsAtOnce } from "../hooks/useRenderResultsAtOnce"
import { hitLink, isFollowableUrl } from "../hitUrl"
import { DEFAULT_SUGGESTIONS, MAX_NO_RESULTS_SUGGESTIONS, MAX_RESULTS_PER_GROUP } from "../../shared/search/constants"
import type { SearchContext, SearchHit, StoredHit } from "../../shared/search/types"
import { HitsInsights, type SendClick } from "./HitsInsights"
import { moveActive, openMode, resultItemGroups, startItems, type NavigableItem, type OpenMode } from "./navigableItems"
import * as styles from "./styles.module.css"

/** What the polite live region announces (worded apart from the screens' own text). */
const text = {
  resultsCount: (count: number) => (count === 1 ? "1 result" : `${count} results`),
  noResults: (query: string) => `0 results for "${query}"`,
  error: "The search service could not be reached.",
  dropdownLabel: "Search results",
}

export interface SearchPanelProps {
  indexName: string
  searchContext: SearchContext
  onClose(): void
  disableUserPersonalization?: boolean
  insightsEnabled: boolean
}

/**
 * How tall the dropdown can grow: the dialog around it grows up to its max-height (or the window's bottom edge),
 * and what sits below the dropdown in it (the footer) keeps its height.
 */
function dropdownReach(dropdown: HTMLElement): number {
  const box = dropdown.getBoundingClientRect()
  const dialog = dropdown.parentElement
  if (!dialog) return window.innerHeight - box.top
  const frame = dialog.getBoundingClientRect()
  const maxHeight = Number.parseFloat(getComputedStyle(dialog).maxHeight)
  const lowest = Math.min(window.innerHeight, Number.isFinite(maxHeight) ? frame.top + maxHeight : Infinity)
  return lowest - (frame.bottom - box.bottom) - box.top
}

type Results = ReturnType<typeof useInstantSearch>["results"] & { __isArtificial?: boolean }

function viewOf(status: string, error: Error | undefined, results: Results, allHits: SearchHit[]): ScreenView {
  if (status === "error") return { screen: "error", error }
  const query = results?.query?.trim() ?? ""
  if (query === "") return { screen: "start" }
  // Before the first answer InstantSearch shows made-up, empty results.
  if (results.__isArtificial || (status !== "idle" && status !== "error")) return { screen: "pending" }
  // A hosted index may hold anything: a hit whose URL search must not follow is not shown.
  const hits = allHits.filter((hit) => isFollowableUrl(hit.url))
  if (results.nbHits === 0 || hits.length === 0) return { screen: "noResults", query: results.query }
  return { screen: "results", groups: resultItemGroups(groupHits(hits, MAX_RESULTS_PER_GROUP)), nbHits: results.nbHits }
}

/**
 * The view to show: recomputed only when a search has settled, or when an answer arrives while later
 * keystrokes' searches are still out (new results, status not idle yet), so results never flash and a
 * reader who types on sees the answers to what they typed so far.
 */
function useSettledView(status: string, error: Error | undefined, results: Results, hits: SearchHit[]): ScreenView {
  const last = useRef<{ results: Results; status: string; view: ScreenView } | null>(null)
  const settled = status === "idle" || status === "error"
  const answeredMeanwhile = !settled && last.current !== null && last.current.results !== results && !results?.__isArtificial
  if (!last.current || answeredMeanwhile || (settled && (last.current.results !== results || last.current.status !== status))) {
    last.current = { results, status, view: viewOf(answeredMeanwhile ? "idle" : status, error, results, hits) }
  }
  return last.current.view
}

export function SearchPanel({ indexName, searchContext, onClose, disableUserPersonalization, insightsEnabled }: SearchPanelProps) {
  const { query, refine } = useSearchBox()
  // The hits as the client answered them (raw text between the site's highlight tags, rendered as text by
  // Snippet): no hits widget copies them per render unless Insights needs it (HitsInsights).
  const { status, error, results } = useInstantSearch({ catchError: true })
  const sendClick = useRef<SendClick | null>(null)
  useRenderResultsAtOnce()
  const stored = useStoredSearches(indexName, !disableUserPersonalization)
  const inputRef = useRef<HTMLInputElement>(null)
  const idPrefix = `search-${useId().replace(/[^\w-]/g, "")}`

  const view = useSettledView(status, error, results as Results, (results?.hits ?? []) as SearchHit[])
  const recentAndFavorites = useMemo(() => startItems(stored.recents, stored.favorites), [stored.recents, stored.favorites])
  const items = useMemo<NavigableItem[]>(
    () => (view.screen === "results" ? view.groups.flatMap((group) => group.items) : view.screen === "start" ? recentAndFavorites : []),
    [view, recentAndFavorites],
  )

  // The active entry belongs to one list of items; a new list starts again at its first entry.
  const [active, setActive] = useState<{ items: NavigableItem[]; index: number }>({ items, index: 0 })
  const activeIndex = active.items === items ? active.index : 0
  const setActiveIndex = (index: number) => setActive({ items, index })
  const onHover = useStableCallback(setActiveIndex)
  const activeId = items.length > 0 ? `${idPrefix}-item-${activeIndex}` : undefined

  // Like DocSearch, suggest the sections seen in earlier results (then the site's main sections). Worked out
  // when an answer settles, so the memoised screen gets the same list from renders that change nothing.
  const seenSections = useRef<string[]>([])
  const suggestions = useMemo(() => {
    if (view.screen === "results") {
      seenSections.current = [...new Set([...view.groups.map((group) => group.title), ...seenSections.current])]
    }
    const typed = query.trim().toLowerCase()
    return [...new Set([...seenSections.current, ...DEFAULT_SUGGESTIONS])]
      .filter((section) => section !== "" && section.toLowerCase() !== typed)
      .slice(0, MAX_NO_RESULTS_SUGGESTIONS)
  }, [view, query])

  // In the commit that mounts the panel: a key pressed between the pending bar's removal and a later effect would reach no input.
  useLayoutEffect(() => {
    const input = inputRef.current
    if (!input) return
    input.focus()
    input.setSelectionRange(input.value.length, input.value.length)
  }, [])

  // The most the dropdown can show (the results screen renders the rows that fit first). Measured once, when
  // the modal opens and is laid out anyway.
  const dropdownRef = useRef<HTMLDivElement>(null)
  const [viewHeight, setViewHeight] = useState(Number.POSITIVE_INFINITY)
  useLayoutEffect(() => {
    const dropdown = dropdownRef.current
    if (dropdown) setViewHeight(dropdownReach(dropdown))
  }, [])

  // Whether the list is scrolled to its top, as of its last scroll event (reading scrollTop now would force a layout).
  const dropdownAtTop = useRef(true)
  const scrolledTo = useRef({ id: activeId, items })
  useEffect(() => {
    const previous = scrolledTo.current
    scrolledTo.current = { id: activeId, items }
    if (!activeId || activeId === previous.id) return
    // A new list's first entry is in view when the list is at its top: scrolling
    // to it would change nothing but lay out the whole new list at once.
    if (items !== previous.items && activeIndex === 0 && dropdownAtTop.current) return
    document.getElementById(activeId)?.scrollIntoView({ block: "nearest" })
  }, [activeId, activeIndex, items])

  /** The panel changing the query (clear, a suggestion): the input is uncontrolled, so its text is set here. */
  function setQuery(value: string) {
    if (inputRef.current) inputRef.current.value = value
    refine(value)
  }

  function select(item: NavigableItem, mode: OpenMode) {
    const link = hitLink(item.hit.url)
    if (mode === "none" || !link) return
    stored.saveRecent(item.hit, item.parent)
    if (item.source === "result") sendClick.current?.(item.hit as SearchHit)
    if (mode === "same") {
      onClose()
      if (link.kind === "path") navigate(link.url)
      else window.location.assign(link.url)
    } else {
      window.open(link.kind === "path" ? withPrefix(link.url) : link.url, "_blank", mode === "window" ? "noopener,popup" : "noopener")
    }
  }

  const onOptionClick = useStableCallback((item: NavigableItem, event: MouseEvent<HTMLAnchorElement>) => {
    const mode = openMode(event)
    if (!hitLink(item.hit.url)) {
      event.preventDefault()
      return
    }
    if (event.button !== 0 || mode !== "same") {
      // Let the browser open the link its own way (new tab, window, download).
      if (mode !== "none") stored.saveRecent(item.hit, item.parent)
      return
    }
    event.preventDefault()
    select(item, "same")
  })

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault()
      if (items.length > 0) setActiveIndex(moveActive(activeIndex, event.key === "ArrowDown" ? 1 : -1, items.length))
    } else if (event.key === "Enter") {
      event.preventDefault()
      if (event.nativeEvent.isComposing) return
      const item = items[activeIndex]
      if (item) select(item, openMode(event))
    }
  }

  function afterStoredChange(update: () => void) {
    update()
    inputRef.current?.focus()
  }
  const onFavorite = useStableCallback((hit: StoredHit) => afterStoredChange(() => stored.favorite(hit)))
  const onRemoveRecent = useStableCallback((hit: StoredHit) => afterStoredChange(() => stored.removeRecent(hit)))
  const onRemoveFavorite = useStableCallback((hit: StoredHit) => afterStoredChange(() => stored.removeFavorite(hit)))
  const onSuggestion = useStableCallback((suggestion: string) => {
    setQuery(suggestion)
    inputRef.current?.focus()
  })
  const reportUrl = useStableCallback((missing: string) => reportIssueUrl(missing, window.location.href, searchContext.version))

  const controls =
    view.screen === "results"
      ? view.groups.map((_, index) => listboxId(idPrefix, index))
      : view.screen === "start"
        ? (["recent", "favorite"] as const).filter((source) => items.some((item) => item.source === source)).map((source) => `${idPrefix}-${source}-list`)
        : []

  const announcement =
    view.screen === "results"
      ? text.resultsCount(view.nbHits)
      : view.screen === "noResults"
        ? text.noResults(view.query)
        : view.screen === "error"
          ? text.error
          : ""

  return (
    <>
      <SearchBox
        ref={inputRef}
        defaultValue={query}
        onChange={refine}
        onClear={() => {
          setQuery("")
          inputRef.current?.focus()
        }}
        onCancel={onClose}
        onKeyDown={onKeyDown}
        isStalled={status === "stalled"}
        inputId={`${idPrefix}-input`}
        controls={controls}
        activeDescendant={activeId}
      />
      {/* A tab stop of its own: the options are not, and a keyboard must still be able to scroll a long list. */}
      <div
        ref={dropdownRef}
        className={styles.dropdown}
        role="region"
        aria-label={text.dropdownLabel}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the focusable scroll region the comment above describes
        tabIndex={0}
        onScroll={(event) => {
          dropdownAtTop.current = event.currentTarget.scrollTop === 0
        }}
      >
        <ScreenState
          view={view}
          idPrefix={idPrefix}
          startItems={recentAndFavorites}
          activeIndex={activeIndex}
          onSelect={onOptionClick}
          onHover={onHover}
          onFavorite={onFavorite}
          onRemoveRecent={onRemoveRecent}
          onRemoveFavorite={onRemoveFavorite}
          suggestions={suggestions}
          onSuggestion={onSuggestion}
          reportUrl={reportUrl}
          viewHeight={viewHeight}
        />
      </div>
      <Footer />
      {insightsEnabled && <HitsInsights sendClick={sendClick} />}
      <div role="status" className="visually-hidden">
        {announcement}
      </div>
    </>
  )
}
