import React from "react"
import type { GatsbyBrowser } from "gatsby"
import { PageProviders, RootProviders } from "./src/theme/ThemeProviders"
import { ContentProblemsOfPage } from "./src/components/ContentProblems"
import { finishRouteProgress, trackNavigationStarts } from "./src/theme/routeProgress"
import { clearEarlyAction } from "./src/theme/earlyActions"
import { installCopyCode } from "./src/theme/copyCode"

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => <RootProviders>{element}</RootProviders>

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <PageProviders pathname={props.location.pathname}>
    {/* Only `gatsby develop` puts content problems in a page's context; production code drops this. */}
    {process.env.NODE_ENV === "development" && <ContentProblemsOfPage pageContext={props.pageContext} />}
    {element}
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

/** Marks the page interactive, so tests (and scripts) can wait for hydration. */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  // Components have taken the interactions recorded before hydration; from now on the app handles them.
  clearEarlyAction()
  document.documentElement.dataset.hydrated = "true"
}
