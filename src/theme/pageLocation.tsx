/**
 * The current page's location, from Gatsby's wrapPageElement (which gets it
 * on the server too), for the few parts of the chrome that depend on the
 * address: the locale dropdown's "same page" link and resetting state when
 * the reader moves to another page.
 */
import React, { useMemo } from "react"
import { createRequiredContext } from "./requiredContext"

export interface PageLocation {
  /** Path without the site's path prefix, as Gatsby's Link expects it. */
  pathname: string
}

const [PageLocationContext, usePageLocationContext] = createRequiredContext<PageLocation>("PageLocationProvider", "usePageLocation")

export const usePageLocation = usePageLocationContext

/** Gatsby's page path for the location (its `path` prop carries no prefix). */
export function PageLocationProvider({ pathname, children }: { pathname: string; children: React.ReactNode }) {
  const value = useMemo(() => ({ pathname }), [pathname])
  return <PageLocationContext.Provider value={value}>{children}</PageLocationContext.Provider>
}
