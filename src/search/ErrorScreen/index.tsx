/** The search failed: the service could not be reached or answered an error, or the index could not be loaded. */
import React from "react"
import * as styles from "./styles.module.css"

const text = {
  titleText: "Unable to fetch results",
  helpText: "You might want to check your network connection.",
  detailsText: "Details",
}

export function ErrorScreen({ error }: { error?: Error & { status?: number } }) {
  // An API error names its HTTP status apart from its message (spec §8: "a message and a status").
  const status = typeof error?.status === "number" && error.status > 0 ? `HTTP ${error.status}: ` : ""
  return (
    <div className={styles.screen}>
      <p className={styles.title}>{text.titleText}</p>
      <p className={styles.help}>{text.helpText}</p>
      {error?.message && (
        <details className={styles.details}>
          <summary>{text.detailsText}</summary>
          <code>
            {status}
            {error.message}
          </code>
        </details>
      )}
    </div>
  )
}
