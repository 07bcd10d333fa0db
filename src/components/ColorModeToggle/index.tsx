import React from "react"
import type { ColorMode } from "../../theme/preferences"
import { Icon } from "../Icon"
import * as styles from "./styles.module.css"

const strings = {
  switchTo: (mode: ColorMode) => `Switch to ${mode} mode`,
}

interface ColorModeToggleProps {
  value: ColorMode
  onChange: (mode: ColorMode) => void
  className?: string
}

/**
 * A button that switches between light and dark. Presentational: it knows
 * nothing about storage (see Navbar/ColorModeToggle for the wired one). Its
 * name says what pressing it does, the icon shows the mode in use.
 */
export function ColorModeToggle({ value, onChange, className }: ColorModeToggleProps) {
  const next: ColorMode = value === "dark" ? "light" : "dark"
  return (
    <button
      type="button"
      className={`${styles.toggle} ${className ?? ""}`}
      onClick={() => onChange(next)}
      aria-label={strings.switchTo(next)}
      title={strings.switchTo(next)}
    >
      <Icon name={value === "dark" ? "moon" : "sun"} />
    </button>
  )
}
