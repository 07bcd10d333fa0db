import React from "react"
import * as styles from "./styles.module.css"

const strings = {
  back: "Back to main menu",
}

/** The page's own sidebar inside the mobile menu, under a "Back to main menu" button. */
export function MobileSecondaryMenu({ onBack, children }: { onBack: () => void; children: React.ReactNode }) {
  return (
    <div className={styles.secondary}>
      <button type="button" className={styles.back} onClick={onBack}>
        <span aria-hidden="true">←</span> {strings.back}
      </button>
      {children}
    </div>
  )
}
