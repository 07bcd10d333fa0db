import React, { useEffect, useRef } from "react"
import { loadOnce } from "../../theme/loadOnce"
import { followSiteLink } from "./siteLinks"

interface MdxBodyProps {
  /** The body as rendered at build time (src/node/mdx/renderBody.tsx). */
  html: string
  className?: string
}

// Few pages have tabs: their code is fetched by the first body that holds some.
const loadTabs = loadOnce(() => import(/* webpackChunkName: "tabs" */ "./tabs"))

/** Without their code, tabs show every panel under its label, as they do without JavaScript. */
function showEveryPanel(body: HTMLElement): void {
  for (const tabs of body.querySelectorAll<HTMLElement>("[data-tabs]")) tabs.classList.add("tabs--every-panel")
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
    let undoTabs = () => {}
    let replaced = false
    // A tab clicked while the tabs' code is on its way is chosen once it arrives: the click is not lost.
    let clickedTab: HTMLElement | null = null
    const rememberTab = (event: MouseEvent) => {
      clickedTab = (event.target as Element | null)?.closest<HTMLElement>("[role=tab]") ?? clickedTab
    }
    if (body.querySelector("[data-tabs]")) {
      body.addEventListener("click", rememberTab)
      loadTabs()
        .then(
          ({ enhanceTabs }) => {
            if (replaced) return
            undoTabs = enhanceTabs(body)
            clickedTab?.click()
          },
          () => showEveryPanel(body)
        )
        .finally(() => body.removeEventListener("click", rememberTab))
    }
    return () => {
      replaced = true
      body.removeEventListener("click", followSiteLink)
      body.removeEventListener("click", rememberTab)
      undoTabs()
    }
  }, [html])
  return <div ref={ref} className={className} dangerouslySetInnerHTML={{ __html: html }} />
}
