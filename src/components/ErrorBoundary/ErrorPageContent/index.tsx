import React from "react"
import type { ErrorFallbackProps } from ".."

/*
 * Inline styles, not a CSS module: the app shell renders this too (the
 * last-resort boundary in src/theme/ThemeProviders.tsx), and a stylesheet the
 * app reaches would land at a different place in the site's one stylesheet
 * for each page (src/node/webpack/cssOrderCheck.ts).
 */
const styles = {
  error: { maxWidth: "40rem", margin: "4rem auto", padding: "0 1rem" },
  title: { marginBottom: "0.5rem" },
  message: { fontFamily: "var(--font-mono)", fontSize: "0.9rem", color: "var(--color-danger)", overflowWrap: "anywhere" },
} satisfies Record<string, React.CSSProperties>

const strings = {
  title: "This page crashed.",
  tryAgain: "Try again",
}

/** What readers see instead of a page that failed to render (spec §8). */
export function ErrorPageContent({ error, tryAgain }: ErrorFallbackProps) {
  return (
    <div style={styles.error} role="alert">
      <h1 style={styles.title}>{strings.title}</h1>
      <p style={styles.message}>{error.message}</p>
      <button type="button" className="button" onClick={tryAgain}>
        {strings.tryAgain}
      </button>
    </div>
  )
}
