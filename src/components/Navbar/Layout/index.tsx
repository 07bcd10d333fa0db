import React from "react"
import { siteConfig } from "../../../config/site"
import { useNavbarMobileSidebar } from "../../../theme/navbarMobileSidebar"
import { usePageLocation } from "../../../theme/pageLocation"
import { useHideableNavbar } from "./useHideableNavbar"
import * as styles from "./styles.module.css"

const strings = {
  navLabel: "Main",
}

/** The sticky top bar: a "Main" navigation landmark that slides away on scroll down. */
export function NavbarLayout({ children }: { children: React.ReactNode }) {
  const { pathname } = usePageLocation()
  const mobileSidebar = useNavbarMobileSidebar()
  const { navbarRef, hidden } = useHideableNavbar(siteConfig.navbar.hideOnScroll, pathname)
  return (
    <nav
      ref={navbarRef}
      aria-label={strings.navLabel}
      data-navbar=""
      className={styles.navbar}
      // Never hide it under an open mobile menu.
      data-hidden={(hidden && !mobileSidebar.shown) || undefined}
    >
      <div className={styles.inner}>{children}</div>
    </nav>
  )
}
