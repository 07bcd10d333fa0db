import React from "react"
// First, so the site-wide rules open the site's one stylesheet on every page (see src/node/webpack/cssOrderCheck.ts).
import "../../styles/global.css"
// Content components render at build time too, so their classes are global (src/shared/content).
import "../../shared/content/Admonition/styles.css"
import "../../shared/content/CodeBlock/styles.css"
import "../../shared/content/Details/styles.css"
import "../../shared/content/Heading/styles.css"
import "../../shared/content/Tabs/styles.css"
import "../../shared/content/ThemedImage/styles.css"
import "../../shared/content/TOCInline/styles.css"
import { Navbar, type NavbarProps } from "../Navbar"
import { Footer } from "../Footer"
import { AnnouncementBar } from "../AnnouncementBar"
import { SkipToContent, mainContentId } from "../SkipToContent"
import { ErrorBoundary } from "../ErrorBoundary"
import { ErrorPageContent } from "../ErrorBoundary/ErrorPageContent"
import { usePageLocation } from "../../theme/pageLocation"
import * as styles from "./styles.module.css"

interface PageFrameProps extends NavbarProps {
  /** The page body: exactly one <MainContent>, and the page's sidebar (if any) beside it. */
  children: React.ReactNode
}

/**
 * Every page's frame: skip link, announcement, navbar, body, footer. The body
 * places its own <MainContent>, so a sidebar can stand beside <main> rather
 * than in it and the skip link lands on the page's content. A page that fails
 * to render shows "This page crashed." in a <main> of its own, chrome intact.
 */
export function PageFrame({ children, ...navbar }: PageFrameProps) {
  const { pathname } = usePageLocation()
  return (
    <div className={styles.page}>
      <SkipToContent />
      <AnnouncementBar />
      <Navbar {...navbar} />
      <div className={styles.mainWrapper}>
        <ErrorBoundary
          resetKey={pathname}
          fallback={props => (
            <MainContent>
              <ErrorPageContent {...props} />
            </MainContent>
          )}
        >
          {children}
        </ErrorBoundary>
      </div>
      <Footer />
    </div>
  )
}

/** The page's one <main>, the skip link's target: only the page's own content goes in it. */
export function MainContent({ className, children }: { className?: string; children: React.ReactNode }) {
  return (
    <main id={mainContentId} className={className ? `${styles.main} ${className}` : styles.main} tabIndex={-1}>
      {children}
    </main>
  )
}

interface LayoutProps extends NavbarProps {
  children: React.ReactNode
}

/** A page without a sidebar: the frame with all of `children` in <main>. */
export function Layout({ children, ...navbar }: LayoutProps) {
  return (
    <PageFrame {...navbar}>
      <MainContent>{children}</MainContent>
    </PageFrame>
  )
}
