import React from "react"
import { siteConfig } from "../../config/site"
import { Icon } from "../Icon"
import * as styles from "./styles.module.css"

const strings = {
  label: "Edit this page",
}

/** A link to the page's source file in the website repository (opens GitHub's editor). */
export function EditThisPage({ sourcePath }: { sourcePath: string }) {
  return (
    <a className={styles.edit} href={`${siteConfig.editUrlBase}${sourcePath}`} target="_blank" rel="noopener noreferrer">
      <Icon name="edit" size={16} />
      {strings.label}
    </a>
  )
}
