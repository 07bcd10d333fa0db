import React from "react"
import { Link } from "gatsby"
import * as styles from "./styles.module.css"

const strings = {
  label: "Breadcrumbs",
  home: "Home page",
}

export interface BreadcrumbItem {
  label: string
  /** null for a category without a page of its own. */
  url: string | null
}

interface DocBreadcrumbsProps {
  /** From the top of the sidebar down to the page (resolved at build: Doc.breadcrumbs). */
  items: readonly BreadcrumbItem[]
}

/** Home › category › page, following the page's place in its sidebar. */
export function DocBreadcrumbs({ items: trail }: DocBreadcrumbsProps) {
  if (trail.length === 0) return null
  return (
    <nav className={styles.breadcrumbs} aria-label={strings.label}>
      <ol className={styles.list}>
        <li className={styles.item}>
          <Link to="/" className={styles.link} aria-label={strings.home} title={strings.home}>
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
              <path fill="currentColor" d="M10 19v-5h4v5c0 .55.45 1 1 1h3c.55 0 1-.45 1-1v-7h1.7c.46 0 .68-.57.33-.87L12.67 3.6a1 1 0 0 0-1.34 0l-8.36 7.53c-.34.3-.13.87.33.87H5v7c0 .55.45 1 1 1h3c.55 0 1-.45 1-1z" />
            </svg>
          </Link>
        </li>
        {trail.map((item, index) => {
          const last = index === trail.length - 1
          return (
            <li key={index} className={styles.item}>
              {last ? (
                <span className={`${styles.link} ${styles.current}`} aria-current="page">
                  {item.label}
                </span>
              ) : item.url ? (
                <Link to={item.url} className={styles.link}>
                  {item.label}
                </Link>
              ) : (
                <span className={styles.link}>{item.label}</span>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
