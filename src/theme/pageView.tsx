/**
 * The app's side of pages that hydrate on the reader's first interaction
 * (src/templates/pageView.tsx makes them).
 */
import React, { useDeferredValue } from "react"

/** A page component made by pageView (src/templates/pageView.tsx). */
export interface PageViewComponent<P> {
  (props: P): React.JSX.Element
  /** True once the view's code is in, so a render shows it without waiting. */
  isReady(): boolean
}

/**
 * Shows the page element, or, while a navigation's next page waits for its
 * view's code, the current one. The wait is a transition (useDeferredValue),
 * so React keeps the page on screen instead of showing the boundary's empty
 * fallback.
 */
export function PageElement({ element }: { element: React.ReactElement }) {
  const shown = useDeferredValue(element)
  const page = element.type as Partial<PageViewComponent<unknown>>
  return page.isReady?.() === false ? shown : element
}
