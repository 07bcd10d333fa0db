import { useEffect, type RefObject } from "react"

/**
 * Highlights the TOC link of the heading in view (highlightHeadingInView.ts).
 * The scroll tracking arrives as its own small chunk after hydration: nothing
 * needs it before the reader scrolls, so it stays out of the page's first load.
 */
export function useTocHighlight(container: RefObject<HTMLElement>, activeClassName: string) {
  useEffect(() => {
    const root = container.current
    if (!root) return
    let stop: (() => void) | null = null
    let unmounted = false
    import("./highlightHeadingInView")
      .then(({ highlightHeadingInView }) => {
        if (!unmounted) stop = highlightHeadingInView(root, activeClassName)
      })
      // Without the chunk (offline, a deploy replaced it) the TOC still works, just without the highlight.
      .catch(() => {})
    return () => {
      unmounted = true
      stop?.()
    }
  }, [container, activeClassName])
}
