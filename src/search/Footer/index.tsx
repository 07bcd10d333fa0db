/** The key hints under the results. */
import React from "react"
import * as theme from "../theme.module.css"
import * as styles from "./styles.module.css"

const text = {
  selectText: "to select",
  selectKeyLabel: "Enter key",
  navigateText: "to navigate",
  navigateUpKeyLabel: "Arrow up",
  navigateDownKeyLabel: "Arrow down",
  closeText: "to close",
  closeKeyLabel: "Escape key",
}

function Key({ symbol, label }: { symbol: string; label: string }) {
  return (
    <kbd className={theme.key}>
      <span aria-hidden="true">{symbol}</span>
      <span className="visually-hidden">{label}</span>
    </kbd>
  )
}

export function Footer() {
  return (
    // Not <footer>: outside sectioning content it would be a second contentinfo landmark.
    <div className={styles.footer}>
      <ul className={styles.commands}>
        <li>
          <Key symbol="↵" label={text.selectKeyLabel} />
          <span className={styles.label}>{text.selectText}</span>
        </li>
        <li>
          <Key symbol="↓" label={text.navigateDownKeyLabel} />
          <Key symbol="↑" label={text.navigateUpKeyLabel} />
          <span className={styles.label}>{text.navigateText}</span>
        </li>
        <li>
          <Key symbol="Esc" label={text.closeKeyLabel} />
          <span className={styles.label}>{text.closeText}</span>
        </li>
      </ul>
    </div>
  )
}
