import React from "react"
import { siteConfig } from "../../config/site"
import { Icon } from "../Icon"
import * as styles from "./styles.module.css"

const strings = {
  label: "Edit this page",
  updated: "Last updated",
  updatedOn: "Last updated on",
  by: "by",
}

/** "Aug 29, 2024", the same wherever it renders (a YYYY-MM-DD date is a UTC day). */
export function formatUpdateDate(date: string): string {
  return new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`))
}

/** A doc's last-updated line (front matter last_update): its date, its author, or both. */
export function LastUpdated({ date, author }: { date?: string | null; author?: string | null }) {
  return (
    <p className={styles.lastUpdated}>
      {date ? (
        <>
          {strings.updatedOn} <time dateTime={date}>{formatUpdateDate(date)}</time>
        </>
      ) : (
        strings.updated
      )}
      {author && (
        <>
          {" "}
          {strings.by} <strong>{author}</strong>
        </>
      )}
    </p>
  )
}

/**
 * A link to the page's source file in the website repository (opens GitHub's
 * editor), or to `url` when one is given (a doc's custom_edit_url).
 */
export function EditThisPage({ sourcePath, url }: { sourcePath: string; url?: string }) {
  return (
    <a className={styles.edit} href={url ?? `${siteConfig.editUrlBase}${sourcePath}`} target="_blank" rel="noopener noreferrer">
      <Icon name="edit" size={16} />
      {strings.label}
    </a>
  )
}
