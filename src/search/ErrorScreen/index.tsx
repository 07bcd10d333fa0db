/** The search service could not be reached (or the index could not be loaded). */
import React from "react"
import * as styles from "./styles.module.css"

export const defaultTranslations = {
  titleText: "Unable to fetch results",
  helpText: "You might want to check your network connection.",
  detailsText: "Details",
}

export function ErrorScreen({ error, translations }: { error?: Error; translations?: Partial<typeof defaultTranslations> }) {
  const t = { ...defaultTranslations, ...translations }
  return (
    <div className={styles.screen}>
      <p className={styles.title}>{t.titleText}</p>
      <p className={styles.help}>{t.helpText}</p>
      {error?.message && (
        <details className={styles.details}>
          <summary>{t.detailsText}</summary>
          <code>{error.message}</code>
        </details>
      )}
    </div>
  )
}
