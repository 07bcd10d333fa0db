import React from "react"
import { NavbarLogo } from "../../Logo"
import { NavbarColorModeToggle } from "../../ColorModeToggle"
import * as styles from "./styles.module.css"

const strings = {
  close: "Close navigation bar",
}

/** Top of the mobile menu: logo, colour toggle and the close button. */
export function MobileSidebarHeader({ onClose }: { onClose: () => void }) {
  return (
    <div className={styles.header}>
      <NavbarLogo />
      <NavbarColorModeToggle className={styles.toggle} />
      <button type="button" className={styles.close} aria-label={strings.close} onClick={onClose}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
    </div>
  )
}
