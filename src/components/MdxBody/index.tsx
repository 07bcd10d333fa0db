import React, { useLayoutEffect, useRef } from "react"
import { followSiteLink, prefetchSiteLinksInView } from "./siteLinks"
import { enhanceTabs } from "./tabs"

interface MdxBodyProps {
  /** The body as rendered at build time (src/node/mdx/renderBody.tsx). */
  html: string
  className?: string
}

/**
 * A content body: HTML made at build time, which hydration keeps as it is.
 * What in it is interactive is taken over here, before the browser paints a
 * body React has just inserted: site links navigate in the app (their pages
 * prefetched once in view, as Gatsby's Link does), tabs switch
 * and show the reader's stored choices (./tabs.ts); code blocks' copy buttons
 * work page-wide (src/theme/copyCode.ts). The tabs' code is part of the view:
 * a click or key held before hydration (src/theme/earlyActions.ts) is replayed
 * once the view's effects have run, so it must be listening by then.
 */
export function MdxBody({ html, className }: MdxBodyProps) {
  const ref = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    const body = ref.current
    if (!body) return
    body.addEventListener("click", followSiteLink)
    const stopPrefetching = prefetchSiteLinksInView(body)
    const undoTabs = enhanceTabs(body)
    return () => {
      body.removeEventListener("click", followSiteLink)
      stopPrefetching()
      undoTabs()
    }
  }, [html])
  return <div ref={ref} className={className} dangerouslySetInnerHTML={{ __html: html }} />
}
