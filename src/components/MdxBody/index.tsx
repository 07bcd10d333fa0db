import React, { useEffect, useRef } from "react"
import { enhanceTabs } from "./tabs"
import { followSiteLink } from "./siteLinks"

interface MdxBodyProps {
  /** The body as rendered at build time (src/node/mdx/renderBody.tsx). */
  html: string
  className?: string
}

/**
 * A content body: HTML made at build time, which hydration keeps as it is.
 * What in it is interactive is taken over here: site links navigate in the
 * app, tabs switch (./tabs.ts); code blocks' copy buttons work page-wide
 * (src/theme/copyCode.ts).
 */
export function MdxBody({ html, className }: MdxBodyProps) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const body = ref.current
    if (!body) return
    body.addEventListener("click", followSiteLink)
    const undoTabs = enhanceTabs(body)
    return () => {
      body.removeEventListener("click", followSiteLink)
      undoTabs()
    }
  }, [html])
  return <div ref={ref} className={className} dangerouslySetInnerHTML={{ __html: html }} />
}
