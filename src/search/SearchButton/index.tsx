/**
 * The navbar's search button. It is all the search code a page loads: the
 * modal (with InstantSearch and the search clients) is a separate chunk,
 * prefetched when the pointer or focus reaches the button and imported on the
 * first open.
 */
import React, { useCallback, useEffect, useRef, useState, type ComponentType } from "react"
import { createPortal } from "react-dom"
import { useSearchShortcuts } from "../hooks/useSearchShortcuts"
import { earlyActions, useEarlyAction } from "../../theme/earlyActions"
import { MAX_QUERY_LENGTH } from "../../shared/search/constants"
import type { SearchContext } from "../../shared/search/types"
import type { SearchModalProps } from "../SearchModal"
import { loadSearchModal } from "./loadSearchModal"
import { truncateQuery } from "./initialQuery"
import * as theme from "../theme.module.css"
import * as styles from "./styles.module.css"

const text = {
  buttonText: "Search",
}

export interface SearchButtonProps {
  /** The docs version to search: the current page's, else the preferred, else the latest. */
  searchContext: SearchContext
  /** Do not show or save recent and favorite searches. */
  disableUserPersonalization?: boolean
  /** Send Algolia Insights events (view events debounced by 400 ms). Off by default. */
  insights?: boolean
}

function isApplePlatform(): boolean {
  const nav = navigator as Navigator & { userAgentData?: { platform?: string } }
  return /mac|iphone|ipad|ipod/i.test(nav.userAgentData?.platform || nav.platform || nav.userAgent)
}

function selectedText(): string {
  return truncateQuery(window.getSelection?.()?.toString() ?? "", MAX_QUERY_LENGTH)
}

function prefetch() {
  loadSearchModal().catch(() => {})
}

export function SearchButton({ searchContext, disableUserPersonalization, insights }: SearchButtonProps) {
  const [isOpen, setIsOpen] = useState(false)
  const [initialQuery, setInitialQuery] = useState("")
  const [Modal, setModal] = useState<ComponentType<SearchModalProps> | null>(null)
  // The key hint depends on the platform, so it is only known after hydration.
  const [modifierKey, setModifierKey] = useState<string | null>(null)
  const returnFocusTo = useRef<HTMLElement | null>(null)

  useEffect(() => setModifierKey(isApplePlatform() ? "⌘" : "Ctrl"), [])

  const open = useCallback(() => {
    returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    setInitialQuery(selectedText())
    setIsOpen(true)
    loadSearchModal().then(
      (module) => setModal(() => module.SearchModal),
      () => setIsOpen(false),
    )
  }, [])

  const close = useCallback(() => setIsOpen(false), [])

  useSearchShortcuts({ isOpen, onOpen: open, onClose: close })
  // Search pressed (or its keys) before the page had hydrated.
  useEarlyAction(earlyActions.search, open)

  useEffect(() => {
    if (isOpen || !returnFocusTo.current) return
    if (returnFocusTo.current.isConnected) returnFocusTo.current.focus()
    returnFocusTo.current = null
  }, [isOpen])

  return (
    <>
      <button
        type="button"
        className={`${theme.theme} ${styles.button}`}
        aria-label={text.buttonText}
        aria-keyshortcuts="Control+K Meta+K"
        data-early-action={earlyActions.search}
        onClick={open}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onTouchStart={prefetch}
      >
        <svg className={styles.icon} width="18" height="18" viewBox="0 0 20 20" aria-hidden="true">
          <path
            d="M14.386 14.386l4.088 4.088-4.088-4.088A7.533 7.533 0 1 1 3.733 3.733a7.533 7.533 0 0 1 10.653 10.653z"
            stroke="currentColor"
            fill="none"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <span className={styles.label}>{text.buttonText}</span>
        <span className={styles.keys} aria-hidden="true">
          {modifierKey && (
            <>
              <kbd className={theme.key}>{modifierKey}</kbd>
              <kbd className={theme.key}>K</kbd>
            </>
          )}
        </span>
      </button>
      {isOpen &&
        Modal &&
        createPortal(
          <Modal
            searchContext={searchContext}
            initialQuery={initialQuery}
            onClose={close}
            disableUserPersonalization={disableUserPersonalization}
            insights={insights}
          />,
          document.body,
        )}
    </>
  )
}
