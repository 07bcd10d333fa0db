import React from "react"
import { Navbar, type NavbarProps } from "../Navbar"
import { Footer } from "../Footer"
import { AnnouncementBar } from "../AnnouncementBar"
import { SkipToContent, mainContentId } from "../SkipToContent"
import { ErrorBoundary } from "../ErrorBoundary"
import { ErrorPageContent } from "../ErrorBoundary/ErrorPageContent"
import { usePageLocation } from "../../theme/pageLocation"
import * as styles from "./styles.module.css"

interface LayoutProps extends NavbarProps {
  children: React.ReactNode
}

/**
 * Every page: skip link, announcement, navbar, main landmark, footer. A page
 * that fails to render shows "This page crashed." inside it, chrome intact.
 */
export function Layout({ children, ...navbar }: LayoutProps) {
  const { pathname } = usePageLocation()
  return (
    <div className={styles.page}>
      <SkipToContent />
      <AnnouncementBar />
      <Navbar {...navbar} />
      <main id={mainContentId} className={styles.main} tabIndex={-1}>
        <ErrorBoundary resetKey={pathname} fallback={props => <ErrorPageContent {...props} />}>
          {children}
        </ErrorBoundary>
      </main>
      <Footer />
    </div>
  )
}
