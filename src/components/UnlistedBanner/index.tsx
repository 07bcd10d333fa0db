import React from "react"
import * as styles from "./styles.module.css"

const strings = {
  title: "Unlisted page.",
  text: "This page is not in the sidebar, search or sitemap: only readers given its link reach it.",
}

/**
 * Docusaurus' unlisted page banner: the page is reachable by its link only.
 * A component of its own, apart from the version banner, so the views that
 * never show it (API pages) do not carry it.
 */
export function UnlistedBanner() {
  return (
    <div className={styles.banner} role="note">
      <p className={styles.text}>
        <strong>{strings.title}</strong> {strings.text}
      </p>
    </div>
  )
}
