import React from "react"
import { Navbar } from "../Navbar"
import { Footer } from "../Footer"
import * as styles from "./styles.module.css"

interface LayoutProps {
  children: React.ReactNode
  /** Docs version of the page, so the navbar's docs links stay in it. */
  version?: string
}

/** Skip link, navbar, main landmark and footer around every page. */
export function Layout({ children, version }: LayoutProps) {
  return (
    <div className={styles.page}>
      <a className={styles.skipLink} href="#main-content">
        Skip to main content
      </a>
      <Navbar version={version} />
      <main id="main-content" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </div>
  )
}
