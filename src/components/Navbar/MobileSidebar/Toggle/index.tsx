import React from "react"
import { useNavbarMobileSidebar } from "../../../../theme/navbarMobileSidebar"
import { earlyActions, useEarlyAction } from "../../../../theme/earlyActions"
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
  // Pressed before the page had hydrated.
  useEarlyAction(earlyActions.menu, toggle)
  return (
    <button
      type="button"
      className={`${styles.toggle} ${className ?? ""}`}
      aria-label={strings.label}
      aria-expanded={shown}
      data-early-action={earlyActions.menu}
      onClick={toggle}
      {...prefetch}
    >
      <Icon name="menu" size={26} />
    </button>
  )
}
