import React from "react"
import * as styles from "./styles.module.css"

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
    <div className={styles.problems} role="alert">
      <p className={styles.title}>{strings.title}</p>
      <ul className={styles.list}>
        {problems.map(problem => (
          <li key={problem}>
            <code>{problem}</code>
          </li>
        ))}
      </ul>
      <p className={styles.hint}>{strings.hint}</p>
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
