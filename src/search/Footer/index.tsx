/** The key hints under the results. */
import React, { memo } from "react"
import * as theme from "../theme.module.css"
import * as styles from "./styles.module.css"

const text = {
  selectText: "to select",
  selectKey: "↵",
  selectKeyLabel: "Enter key",
  navigateText: "to navigate",
  navigateUpKey: "↑",
  navigateUpKeyLabel: "Arrow up",
  navigateDownKey: "↓",
  navigateDownKeyLabel: "Arrow down",
  closeText: "to close",
  closeKey: "Esc",
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

/** Memoised: it has no props, and the panel re-renders on every keystroke. */
export const Footer = memo(function Footer() {
  return (
    // Not <footer>: outside sectioning content it would be a second contentinfo landmark.
    <div className={styles.footer}>
      <ul className={styles.commands}>
        <li>
          <Key symbol={text.selectKey} label={text.selectKeyLabel} />
          <span className={styles.label}>{text.selectText}</span>
        </li>
        <li>
          <Key symbol={text.navigateDownKey} label={text.navigateDownKeyLabel} />
          <Key symbol={text.navigateUpKey} label={text.navigateUpKeyLabel} />
          <span className={styles.label}>{text.navigateText}</span>
        </li>
        <li>
          <Key symbol={text.closeKey} label={text.closeKeyLabel} />
          <span className={styles.label}>{text.closeText}</span>
        </li>
      </ul>
    </div>
  )
})
