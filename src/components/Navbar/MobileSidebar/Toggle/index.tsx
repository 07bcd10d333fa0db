import React from "react"
import { useNavbarMobileSidebar } from "../../../../theme/navbarMobileSidebar"
import { prefetchOnApproach } from "../../../../theme/dialog/useModalLayer"
import { loadMobileSidebarContent } from "../loadContent"
import { Icon } from "../../../Icon"
import * as styles from "./styles.module.css"

const strings = {
  label: "Toggle navigation bar",
}

const prefetch = prefetchOnApproach(loadMobileSidebarContent)

/** The ☰ button that opens the mobile menu (≤ 996 px). */
export function MobileSidebarToggle({ className }: { className?: string }) {
  const { shown, toggle } = useNavbarMobileSidebar()
  return (
    <button
      type="button"
      className={`${styles.toggle} ${className ?? ""}`}
      aria-label={strings.label}
      aria-expanded={shown}
      onClick={toggle}
      {...prefetch}
    >
      <Icon name="menu" size={26} />
    </button>
  )
}
