import React from "react"
import { siteConfig } from "../../config/site"
import * as styles from "./styles.module.css"

const strings = {
  label: "Edit this page",
}

/** A link to the page's source file in the website repository (opens GitHub's editor). */
export function EditThisPage({ sourcePath }: { sourcePath: string }) {
  return (
    <a className={styles.edit} href={`${siteConfig.editUrlBase}${sourcePath}`} target="_blank" rel="noopener noreferrer">
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <path fill="currentColor" d="M3 17.25V21h3.75L17.81 9.94l-3.75-3.75L3 17.25zM20.71 7.04a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75 1.83-1.83z" />
      </svg>
      {strings.label}
    </a>
  )
}
