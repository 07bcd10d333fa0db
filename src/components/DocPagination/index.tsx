import React from "react"
import { Link } from "gatsby"
import * as styles from "./styles.module.css"

const strings = {
  previous: "Previous",
  next: "Next",
}

interface PageLink {
  label: string
  url: string
}

interface DocPaginationProps {
  previous?: PageLink
  next?: PageLink
  /** Accessible name of the landmark ("Docs pages", "Blog post navigation"). */
  label: string
  previousText?: string
  nextText?: string
}

/** Previous/next links at the end of a docs page or blog post. */
export function DocPagination({ previous, next, label, previousText = strings.previous, nextText = strings.next }: DocPaginationProps) {
  if (!previous && !next) return null
  return (
    <nav className={styles.pagination} aria-label={label}>
      {previous ? (
        <Link className={styles.card} to={previous.url} rel="prev">
          <span className={styles.hint}>{previousText}</span>
          <span className={styles.label}>« {previous.label}</span>
        </Link>
      ) : (
        <span />
      )}
      {next && (
        <Link className={`${styles.card} ${styles.next}`} to={next.url} rel="next">
          <span className={styles.hint}>{nextText}</span>
          <span className={styles.label}>{next.label} »</span>
        </Link>
      )}
    </nav>
  )
}
