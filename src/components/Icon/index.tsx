import React from "react"
import * as styles from "./styles.module.css"

/** The icons the site draws (their images are in styles.module.css). */
export type IconName = "sun" | "moon" | "language" | "github" | "external" | "home" | "edit" | "close" | "menu" | "caretDown" | "caretRight" | "collapse" | "expand" | "search" | "clear"

interface IconProps {
  name: IconName
  /** Width and height in CSS pixels. */
  size?: number
  className?: string
}

/** A decorative icon in the colour of the text around it; hidden from assistive technology (its control carries the name). */
export function Icon({ name, size = 20, className }: IconProps) {
  const style = size === 20 ? undefined : { width: size, height: size }
  return <span className={`${styles.icon} ${styles[name]}${className ? ` ${className}` : ""}`} style={style} aria-hidden="true" />
}
