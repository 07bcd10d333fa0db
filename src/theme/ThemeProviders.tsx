/**
 * The site's state providers, in two layers because Gatsby hands out the
 * location only to wrapPageElement: RootProviders live for the whole visit,
 * PageProviders get the page's location (and survive page changes too).
 * Nothing here may import a stylesheet (src/node/webpack/cssOrderCheck.ts):
 * the MDX components come with the templates that render MDX.
 */
import React, { Suspense } from "react"
import { withPrefix } from "gatsby"
import { ErrorBoundary } from "../components/ErrorBoundary"
import { ErrorPageContent } from "../components/ErrorBoundary/ErrorPageContent"
import { ColorModeProvider } from "./colorMode"
import { AnnouncementBarProvider } from "./announcementBar"
import { DocsPreferredVersionProvider } from "./docsPreferredVersion"
import { DocsSidebarHiddenProvider } from "./docsSidebarHidden"
import { PageLocationProvider } from "./pageLocation"
import { NavbarMobileSidebarProvider } from "./navbarMobileSidebar"

/**
 * The whole app is one Suspense boundary: the page's view hydrates on the
 * reader's first interaction (pageView.tsx), and the providers hydrate with
 * it, so they adopt stored preferences (dark mode, a closed announcement)
 * only once every component that shows them is live; until then React keeps
 * the server's HTML, which the head scripts have already set right.
 *
 * Gatsby also wraps each slice in these when it renders the slice's HTML on
 * the server; in the browser a slice is part of the page's tree, so a slice
 * gets no boundary of its own (its markers would not match on hydration).
 */
export function RootProviders({ children, slice = false }: { children: React.ReactNode; slice?: boolean }) {
  const providers = (
    <ColorModeProvider>
      <AnnouncementBarProvider>
        <DocsPreferredVersionProvider>
          <DocsSidebarHiddenProvider>{children}</DocsSidebarHiddenProvider>
        </DocsPreferredVersionProvider>
      </AnnouncementBarProvider>
    </ColorModeProvider>
  )
  return slice ? providers : <Suspense fallback={null}>{providers}</Suspense>
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
