import React from "react"
import * as styles from "./styles.module.css"

const titles: Record<string, string> = {
  note: "Note",
  tip: "Tip",
  info: "Info",
  warning: "Warning",
  caution: "Caution",
  danger: "Danger",
}

interface AdmonitionProps {
  type: string
  title?: string
  children: React.ReactNode
}

/** A call-out box written in MDX as :::note, :::tip[Title], ... */
export function Admonition({ type, title, children }: AdmonitionProps) {
  return (
    <aside className={`${styles.admonition} ${styles[type] ?? ""}`} aria-label={title ?? titles[type] ?? type}>
      <p className={styles.heading}>{title ?? titles[type] ?? type}</p>
      <div className={styles.body}>{children}</div>
    </aside>
  )
}
