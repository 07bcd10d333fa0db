import React from "react"
import { NavbarLogo } from "../../Logo"
import { NavbarColorModeToggle } from "../../ColorModeToggle"
import { Icon } from "../../../Icon"
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
        <Icon name="close" />
      </button>
    </div>
  )
}
