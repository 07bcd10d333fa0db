import React from "react"
import { useNavbarMobileSidebar } from "../../../../theme/navbarMobileSidebar"
import { earlyActions, useEarlyAction } from "../../../../theme/earlyActions"
import { loadModalBehaviour } from "../../../../theme/dialog/useModalLayer"
import { loadMobileSidebarContent } from "../loadContent"
import * as styles from "./styles.module.css"

const strings = {
  label: "Toggle navigation bar",
}

function prefetch() {
  // A failure here is reported when the menu opens, with a Retry button.
  loadMobileSidebarContent().catch(() => {})
  loadModalBehaviour().catch(() => {})
}

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
      onPointerEnter={prefetch}
      onTouchStart={prefetch}
      onFocus={prefetch}
    >
      <svg viewBox="0 0 30 30" width="26" height="26" aria-hidden="true">
        <path stroke="currentColor" strokeLinecap="round" strokeWidth="2.2" d="M4 8h22M4 15h22M4 22h22" />
      </svg>
    </button>
  )
}
