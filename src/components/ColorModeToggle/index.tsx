import React from "react"
import type { ColorMode } from "../../theme/preferences"
import * as styles from "./styles.module.css"

const strings = {
  switchTo: (mode: ColorMode) => `Switch to ${mode} mode`,
}

interface ColorModeToggleProps {
  value: ColorMode
  onChange: (mode: ColorMode) => void
  className?: string
  /** Names the button for the inline script that records presses made before hydration (theme/earlyActions.ts). */
  earlyAction?: string
}

/**
 * A button that switches between light and dark. Presentational: it knows
 * nothing about storage (see Navbar/ColorModeToggle for the wired one). Its
 * name says what pressing it does, the icon shows the mode in use.
 */
export function ColorModeToggle({ value, onChange, className, earlyAction }: ColorModeToggleProps) {
  const next: ColorMode = value === "dark" ? "light" : "dark"
  return (
    <button
      type="button"
      className={`${styles.toggle} ${className ?? ""}`}
      onClick={() => onChange(next)}
      aria-label={strings.switchTo(next)}
      title={strings.switchTo(next)}
      data-early-action={earlyAction}
    >
      {value === "dark" ? (
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path fill="currentColor" d="M9.37 5.51A7.35 7.35 0 0 0 9.1 7.5c0 4.08 3.32 7.4 7.4 7.4.68 0 1.35-.09 1.99-.27A7.01 7.01 0 0 1 12 19c-3.86 0-7-3.14-7-7 0-2.93 1.81-5.45 4.37-6.49zM12 3a9 9 0 1 0 9 9c0-.46-.04-.92-.1-1.36a5.39 5.39 0 0 1-4.4 2.26 5.4 5.4 0 0 1-3.14-9.8c-.44-.06-.9-.1-1.36-.1z" />
        </svg>
      ) : (
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path fill="currentColor" d="M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zM2 13h2a1 1 0 0 0 0-2H2a1 1 0 0 0 0 2zm18 0h2a1 1 0 0 0 0-2h-2a1 1 0 0 0 0 2zM11 2v2a1 1 0 0 0 2 0V2a1 1 0 0 0-2 0zm0 18v2a1 1 0 0 0 2 0v-2a1 1 0 0 0-2 0zM5.99 4.58a1 1 0 0 0-1.41 1.41l1.06 1.06a1 1 0 0 0 1.41-1.41L5.99 4.58zm12.37 12.37a1 1 0 0 0-1.41 1.41l1.06 1.06a1 1 0 0 0 1.41-1.41l-1.06-1.06zm1.06-10.96a1 1 0 0 0-1.41-1.41l-1.06 1.06a1 1 0 0 0 1.41 1.41l1.06-1.06zM7.05 18.36a1 1 0 0 0-1.41-1.41l-1.06 1.06a1 1 0 0 0 1.41 1.41l1.06-1.06z" />
        </svg>
      )}
    </button>
  )
}
