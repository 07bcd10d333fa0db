import React from "react"
import type { ErrorFallbackProps } from ".."
import * as styles from "./styles.module.css"

const strings = {
  title: "This page crashed.",
  tryAgain: "Try again",
}

/** What readers see instead of a page that failed to render (spec §8). */
export function ErrorPageContent({ error, tryAgain }: ErrorFallbackProps) {
  return (
    <div className={styles.error} role="alert">
      <h1 className={styles.title}>{strings.title}</h1>
      <p className={styles.message}>{error.message}</p>
      <button type="button" className="button" onClick={tryAgain}>
        {strings.tryAgain}
      </button>
    </div>
  )
}
