import React from "react"
import { Link } from "gatsby"
import { Icon } from "../Icon"
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
            <Icon name="home" size={16} />
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
