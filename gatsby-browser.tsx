import React from "react"
import type { GatsbyBrowser } from "gatsby"
import { PageProviders, RootProviders } from "./src/theme/ThemeProviders"
import { PageElement } from "./src/theme/pageView"
import { ContentProblemsOfPage } from "./src/components/ContentProblems"
import { finishRouteProgress, trackNavigationStarts } from "./src/theme/routeProgress"
import { installCopyCode } from "./src/theme/copyCode"

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => <RootProviders>{element}</RootProviders>

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <PageProviders pathname={props.location.pathname}>
    {/* Only `gatsby develop` puts content problems in a page's context; production code drops this. */}
    {process.env.NODE_ENV === "development" && <ContentProblemsOfPage pageContext={props.pageContext} />}
    <PageElement element={element} />
  </PageProviders>
)

/** Route changes that take longer than 200 ms show a progress bar (src/theme/routeProgress.ts). */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  trackNavigationStarts()
  installCopyCode()
}

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = () => {
  finishRouteProgress()
}

/**
 * Marks that the app runs. The page's view hydrates on the reader's first
 * interaction and then sets data-hydrated (src/theme/pageView.tsx).
 */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  document.documentElement.dataset.appStarted = "true"
}
