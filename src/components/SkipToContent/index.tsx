import React from "react"
import * as styles from "./styles.module.css"

const strings = {
  label: "Skip to main content",
}

/** The id of <main>, the skip link's target. */
export const mainContentId = "main-content"

/**
 * The first tab stop of every page: it jumps past the navbar. With JavaScript
 * it moves focus without adding "#main-content" to the address (which would
 * count as a navigation); without, the plain fragment link does the job.
 */
export function SkipToContent() {
  const onClick = (event: React.MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(mainContentId)
    if (!main) return
    event.preventDefault()
    main.focus()
  }
  return (
    <a className={styles.skipLink} href={`#${mainContentId}`} onClick={onClick}>
      {strings.label}
    </a>
  )
}
