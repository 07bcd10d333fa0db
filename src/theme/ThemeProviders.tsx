/**
 * The site's state providers, in two layers because Gatsby hands out the
 * location only to wrapPageElement: RootProviders live for the whole visit,
 * PageProviders get the page's location (and survive page changes too).
 * Nothing here may import a stylesheet (src/node/webpack/cssOrderCheck.ts):
 * the MDX components come with the templates that render MDX.
 */
import React from "react"
import { withPrefix } from "gatsby"
import { ErrorBoundary } from "../components/ErrorBoundary"
import { ErrorPageContent } from "../components/ErrorBoundary/ErrorPageContent"
import { ColorModeProvider } from "./colorMode"
import { AnnouncementBarProvider } from "./announcementBar"
import { DocsPreferredVersionProvider } from "./docsPreferredVersion"
import { DocsSidebarHiddenProvider } from "./docsSidebarHidden"
import { PageLocationProvider } from "./pageLocation"
import { NavbarMobileSidebarProvider } from "./navbarMobileSidebar"

export function RootProviders({ children }: { children: React.ReactNode }) {
  return (
    <ColorModeProvider>
      <AnnouncementBarProvider>
        <DocsPreferredVersionProvider>
          <DocsSidebarHiddenProvider>{children}</DocsSidebarHiddenProvider>
        </DocsPreferredVersionProvider>
      </AnnouncementBarProvider>
    </ColorModeProvider>
  )
}

/** "/prefix/docs/x" → "/docs/x": the chrome works with site paths, as Gatsby's Link does. */
export function sitePath(pathname: string): string {
  const prefix = withPrefix("/").replace(/\/$/, "")
  const path = prefix && pathname.startsWith(prefix) ? pathname.slice(prefix.length) : pathname
  return path === "" ? "/" : path
}

/**
 * Page-level providers, plus a last-resort error boundary for crashes outside
 * a page's main content (the layout catches those inside it, keeping the chrome).
 */
export function PageProviders({ pathname, children }: { pathname: string; children: React.ReactNode }) {
  return (
    <PageLocationProvider pathname={sitePath(pathname)}>
      <NavbarMobileSidebarProvider>
        <ErrorBoundary resetKey={pathname} fallback={props => <ErrorPageContent {...props} />}>
          {children}
        </ErrorBoundary>
      </NavbarMobileSidebarProvider>
    </PageLocationProvider>
  )
}
