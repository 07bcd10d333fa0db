import React from "react"
import * as styles from "./styles.module.css"

const strings = {
  title: "Unlisted page.",
  text: "Only readers given its link reach it: the site's sidebars, lists, search and sitemap leave it out.",
}

/**
 * Docusaurus' unlisted page banner (a doc, post or page whose front matter
 * says `unlisted: true`): the page is reachable by its link only.
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
