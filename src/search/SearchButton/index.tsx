/**
 * The navbar's search button. It is all the search code a page loads, with
 * the dialog's frame: the modal's contents (InstantSearch and the search
 * clients) are a separate chunk, prefetched when the pointer or focus reaches
 * the button and imported on the first open (with the embedded engine's code
 * in it). Opening also asks for the page's index heads, beside the modal's
 * code (../clients/earlyLoad, a small chunk fetched on approach and on open,
 * so no page's first load carries it), not once the modal runs: on a slow
 * link that takes their round trips off the first query's path. The dialog opens at once: until
 * that code is in, it shows a pending search bar (../PendingSearchBox) whose
 * typing becomes the modal's starting query (so does typing held with a
 * shortcut pressed before the page's code came: ../../theme/earlyActions; and
 * letters typed before either input has focus: ../../theme/typingCarry). If the import fails, the dialog
 * says so and offers to try again (Retry imports it anew).
 */
import React, { useCallback, useRef, useState, type ComponentType } from "react"
import { createPortal } from "react-dom"
import { useSearchShortcuts, type TypedAheadEvent } from "../hooks/useSearchShortcuts"
import { SearchDialog } from "../SearchDialog"
import { PendingSearchBox } from "../PendingSearchBox"
import { LoadError } from "../../components/LazyLoad"
import { Icon } from "../../components/Icon"
import { prefetchOnApproach, withModalBehaviour } from "../../theme/dialog/useModalLayer"
import type { SearchContext } from "../../shared/search/types"
import type { SearchModalProps } from "../SearchModal"
import { loadSearchModal } from "./loadSearchModal"
import { loadOnce } from "../../theme/loadOnce"
import { carryTypingToNextInput } from "../../theme/typingCarry"
import * as theme from "../theme.module.css"
import * as styles from "./styles.module.css"

const text = {
  buttonText: "Search",
  /** The shortcut's modifier key, as the reader's keyboard names it. */
  appleModifierKey: "⌘",
  modifierKey: "Ctrl",
  loadFailed: "Search could not be loaded. Check your network connection and try again.",
}

export interface SearchButtonProps {
  /** The docs version to search: the current page's, else the preferred, else the latest. */
  searchContext: SearchContext
  /** Do not show or save recent and favorite searches. */
  disableUserPersonalization?: boolean
  /** Send Algolia Insights events (view events debounced by 400 ms). Off by default. */
  insights?: boolean
}

/** The page's selected text; the modal cuts it to the input's limit (that code, and the limit, come with the modal). */
function selectedText(): string {
  const selection = window.getSelection && window.getSelection()
  return selection ? selection.toString() : ""
}

// The modal's code and the modal behaviour, fetched together (the dialog shows a pending search bar meanwhile).
const loadDialog = withModalBehaviour(loadSearchModal)

// What asks for the index heads early: its own small chunk, not part of every page's first load.
const loadHeadsLoader = loadOnce(() => import(/* webpackChunkName: "search-heads" */ "../clients/earlyLoad"))

const prefetch = prefetchOnApproach(() => Promise.all([loadSearchModal(), loadHeadsLoader()]))

export function SearchButton({ searchContext, disableUserPersonalization, insights }: SearchButtonProps) {
  const [isOpen, setIsOpen] = useState(false)
  const [initialQuery, setInitialQuery] = useState("")
  const [Modal, setModal] = useState<ComponentType<SearchModalProps> | null>(null)
  const [loadError, setLoadError] = useState<Error | null>(null)
  const { version } = searchContext
  // What the reader typed into the pending search bar: the modal starts from it.
  const typedWhilePending = useRef<string | null>(null)
  const stopCarry = useRef(() => {})
  const load = useCallback(
    () =>
      loadDialog().then(
        (module) => {
          setModal(() => module.SearchModal)
          setLoadError(null)
        },
        // webpack rejects with an Error (ChunkLoadError) naming the chunk's URL.
        (error: Error) => setLoadError(error),
      ),
    [],
  )

  /** `typedAhead`: letters typed after a shortcut pressed before the page's code came; else the query starts from the page's selection. */
  const open = useCallback((typedAhead?: string) => {
    // The dialog and its input come a task or more from now: letters typed meanwhile go to that input.
    stopCarry.current = carryTypingToNextInput()
    setInitialQuery(typedAhead ?? selectedText())
    typedWhilePending.current = null
    setIsOpen(true)
    setLoadError(null)
    load()
    loadHeadsLoader().then(
      (module) => module.loadSearchEarly(version),
      () => {},
    )
  }, [load, version])

  const close = useCallback(() => {
    // Closed before an input took focus: the page's keys are the page's again.
    stopCarry.current()
    setIsOpen(false)
  }, [])

  useSearchShortcuts({ isOpen, onOpen: open, onClose: close })

  return (
    <>
      <button
        type="button"
        className={`${theme.theme} ${styles.button}`}
        aria-label={text.buttonText}
        aria-keyshortcuts="Control+K Meta+K"
        onClick={(event) => open((event.nativeEvent as TypedAheadEvent).typedAhead)}
        {...prefetch}
      >
        <Icon name="search" size={18} />
        <span className={styles.label}>{text.buttonText}</span>
        <span className={styles.keys} aria-hidden="true">
          {/* Both are in the server's HTML; the head script's data-apple-keys picks one before paint (styles.module.css). */}
          <kbd className={`${theme.key} ${styles.otherModifier}`}>{text.modifierKey}</kbd>
          <kbd className={`${theme.key} ${styles.appleModifier}`}>{text.appleModifierKey}</kbd>
          <kbd className={theme.key}>K</kbd>
        </span>
      </button>
      {isOpen &&
        createPortal(
          <SearchDialog onClose={close}>
            {Modal ? (
              <Modal
                searchContext={searchContext}
                // Read as the modal first renders, not when its code arrived: letters typed into the pending bar meanwhile count.
                initialQuery={typedWhilePending.current ?? initialQuery}
                onClose={close}
                disableUserPersonalization={disableUserPersonalization}
                insights={insights}
              />
            ) : loadError ? (
              <LoadError error={loadError} message={text.loadFailed} onRetry={load} onClose={close} />
            ) : (
              <PendingSearchBox defaultValue={initialQuery} onInput={(value) => (typedWhilePending.current = value)} onCancel={close} />
            )}
          </SearchDialog>,
          document.body,
        )}
    </>
  )
}
