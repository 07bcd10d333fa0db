import { useEffect, type RefObject } from "react"
import { loadOnce } from "../../theme/loadOnce"

// What tells us the reader has moved through the page (or the page's shape changed).
const movedEvents = ["scroll", "resize"] as const

// One request however many pages mount the TOC; a failed one is asked for again by the next page.
const loadHighlighter = loadOnce(() => import(/* webpackChunkName: "toc-highlight" */ "./highlightHeadingInView"))

/**
 * Highlights the TOC link of the heading in view (highlightHeadingInView.ts).
 * The scroll tracking is its own small chunk, fetched the first time the page
 * scrolls (at once when it opens scrolled, at an anchor or restored): until
 * then the heading in view is the one the page opened on, and the chunk stays
 * out of the first load.
 */
export function useTocHighlight(container: RefObject<HTMLElement>, activeClassName: string) {
  useEffect(() => {
    const root = container.current
    if (!root) return
    let stop: (() => void) | null = null
    let unmounted = false
    const stopWaiting = () => movedEvents.forEach(type => window.removeEventListener(type, start))
    function start() {
      stopWaiting()
      loadHighlighter()
        .then(({ highlightHeadingInView }) => {
          if (!unmounted) stop = highlightHeadingInView(root!, activeClassName)
        })
        // Without the chunk (offline, a deploy replaced it) the TOC still works, just without the highlight.
        .catch(() => {})
    }
    if (window.scrollY > 0) start()
    else movedEvents.forEach(type => window.addEventListener(type, start, { passive: true }))
    return () => {
      unmounted = true
      stopWaiting()
      stop?.()
    }
  }, [container, activeClassName])
}
