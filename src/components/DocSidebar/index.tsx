import React from "react"
import { Link } from "gatsby"
import * as styles from "./styles.module.css"

export interface SidebarNode {
  type: string
  label: string
  url: string | null
  docPath: string
  items?: readonly SidebarNode[] | null
}

interface DocSidebarProps {
  items: readonly SidebarNode[]
  /** URL of the page being read, marked as current. */
  activeUrl: string
}

function SidebarList({ items, activeUrl }: DocSidebarProps) {
  return (
    <ul className={styles.list}>
      {items.map(item => (
        <li key={item.docPath}>
          {item.url ? (
            <Link
              to={item.url}
              className={styles.link}
              aria-current={item.url === activeUrl ? "page" : undefined}
            >
              {item.label}
            </Link>
          ) : (
            <span className={styles.categoryLabel}>{item.label}</span>
          )}
          {item.items && item.items.length > 0 && <SidebarList items={item.items} activeUrl={activeUrl} />}
        </li>
      ))}
    </ul>
  )
}

/** The docs sidebar of one version: categories always expanded, current page marked. */
export function DocSidebar({ items, activeUrl }: DocSidebarProps) {
  return (
    <nav className={styles.sidebar} aria-label="Docs sidebar">
      <SidebarList items={items} activeUrl={activeUrl} />
    </nav>
  )
}
