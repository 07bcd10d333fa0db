import React from "react"
import * as styles from "./styles.module.css"

const strings = {
  version: (label: string) => `Version: ${label}`,
}

/** A small badge naming the docs version of the page. */
export function DocVersionBadge({ label }: { label: string }) {
  return <span className={styles.badge}>{strings.version(label)}</span>
}
