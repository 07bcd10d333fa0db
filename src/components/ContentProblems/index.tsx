import React from "react"

/*
 * Inline styles, not a CSS module: gatsby-browser renders this for every page,
 * and a stylesheet the app reaches would land at a different place in the
 * site's one stylesheet for each page (src/node/webpack/cssOrderCheck.ts).
 */
const styles = {
  problems: {
    margin: 0,
    padding: "0.75rem 1rem",
    borderBottom: "3px solid var(--color-danger)",
    background: "var(--color-bg-subtle)",
    color: "var(--color-text)",
    fontSize: "0.92rem",
  },
  title: { margin: "0 0 0.4rem", fontWeight: 700 },
  list: { margin: "0 0 0.4rem", paddingLeft: "1.2rem" },
  code: { whiteSpace: "pre-wrap", wordBreak: "break-word" },
  hint: { margin: 0 },
} satisfies Record<string, React.CSSProperties>

const strings = {
  title: "This page's source has a problem",
  hint: "Fix it and save: the page updates by itself. A production build stops on it.",
}

/**
 * Under `gatsby develop` only: the content problems of the page being viewed
 * (a broken link or #anchor, front matter, MDX syntax), named by file and
 * line, so a writer sees them where they work while the rest of the site
 * keeps running (src/node/gatsby/createPages.ts puts them in the page context).
 */
export function ContentProblems({ problems }: { problems: readonly string[] }) {
  return (
    <div style={styles.problems} role="alert">
      <p style={styles.title}>{strings.title}</p>
      <ul style={styles.list}>
        {problems.map(problem => (
          <li key={problem}>
            <code style={styles.code}>{problem}</code>
          </li>
        ))}
      </ul>
      <p style={styles.hint}>{strings.hint}</p>
    </div>
  )
}

/** The problems a page's context carries, if any. */
export function contentProblemsOf(pageContext: unknown): string[] {
  const problems = (pageContext as { contentProblems?: unknown } | null)?.contentProblems
  return Array.isArray(problems) ? problems.filter((problem): problem is string => typeof problem === "string") : []
}

/** ContentProblems for a page context, or nothing when it carries none. */
export function ContentProblemsOfPage({ pageContext }: { pageContext: unknown }) {
  const problems = contentProblemsOf(pageContext)
  return problems.length > 0 ? <ContentProblems problems={problems} /> : null
}
