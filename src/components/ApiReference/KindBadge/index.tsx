import React from "react"
import { kindLabel } from "./kindLabel"
import * as styles from "./styles.module.css"

/** A small label naming what a symbol or member is. */
export function KindBadge({ kind }: { kind: string }) {
  // Class names carry a prefix: "interface" is a reserved word in the CSS module's exports.
  const variant = styles[`kind${kind.charAt(0).toUpperCase()}${kind.slice(1)}`] ?? ""
  return <span className={`${styles.badge} ${variant}`}>{kindLabel(kind)}</span>
}
