import React, { useEffect, useState } from "react"
import { Link } from "gatsby"
import { containsUrl, startsExpanded, type SidebarItem } from "../sidebarTree"
import * as styles from "./styles.module.css"

const strings = {
  toggle: (label: string) => `Toggle category "${label}"`,
}

interface SidebarCategoryProps {
  item: SidebarItem
  activeUrl: string
  depth: number
  /** The category's items, rendered only while it is expanded. */
  children: () => React.ReactNode
}

/**
 * A category: top-level ones and the one holding the current page start
 * expanded (see startsExpanded); the site never collapses one itself (only
 * the reader does). Moving to a page inside a collapsed category opens it
 * again so the current page is always visible.
 */
export function SidebarCategory({ item, activeUrl, depth, children }: SidebarCategoryProps) {
  const [expanded, setExpanded] = useState(() => startsExpanded(item, depth, activeUrl))
  const inTrail = containsUrl(item, activeUrl)

  useEffect(() => {
    if (inTrail) setExpanded(true)
  }, [inTrail, activeUrl])

  const toggle = () => setExpanded(value => !value)
  return (
    <li className={item.className}>
      <div className={styles.row}>
        {item.url ? (
          <>
            {/* The link goes to the category's page; the button beside it is what folds (and says whether it is open). */}
            <Link to={item.url} className={inTrail ? `${styles.label} ${styles.inTrail}` : styles.label} aria-current={item.url === activeUrl ? "page" : undefined}>
              {item.label}
            </Link>
            <button type="button" className={styles.caretButton} aria-label={strings.toggle(item.label)} aria-expanded={expanded} onClick={toggle} />
          </>
        ) : (
          <button type="button" className={`${styles.label} ${styles.labelButton}${inTrail ? ` ${styles.inTrail}` : ""}`} aria-expanded={expanded} onClick={toggle}>
            {item.label}
          </button>
        )}
      </div>
      {expanded && children()}
    </li>
  )
}
