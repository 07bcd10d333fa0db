/** The key hints under the results. */
import React from "react"
import * as theme from "../theme.module.css"
import * as styles from "./styles.module.css"

export const defaultTranslations = {
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

export function Footer({ translations }: { translations?: Partial<typeof defaultTranslations> }) {
  const t = { ...defaultTranslations, ...translations }
  return (
    // Not <footer>: outside sectioning content it would be a second contentinfo landmark.
    <div className={styles.footer}>
      <ul className={styles.commands}>
        <li>
          <Key symbol="↵" label={t.selectKeyLabel} />
          <span className={styles.label}>{t.selectText}</span>
        </li>
        <li>
          <Key symbol="↓" label={t.navigateDownKeyLabel} />
          <Key symbol="↑" label={t.navigateUpKeyLabel} />
          <span className={styles.label}>{t.navigateText}</span>
        </li>
        <li>
          <Key symbol="Esc" label={t.closeKeyLabel} />
          <span className={styles.label}>{t.closeText}</span>
        </li>
      </ul>
    </div>
  )
}
