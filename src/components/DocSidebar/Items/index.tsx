import React from "react"
import { Link } from "gatsby"
import type { SidebarItem } from "../sidebarTree"
import { SidebarCategory } from "../Category"
import * as styles from "./styles.module.css"

interface SidebarItemsProps {
  items: readonly SidebarItem[]
  activeUrl: string
  /** How deep this level sits (0 at the top of the sidebar). */
  depth?: number
}

/** One level of a sidebar: page links and categories (which nest further levels). */
export function SidebarItems({ items, activeUrl, depth = 0 }: SidebarItemsProps) {
  return (
    <ul className={styles.list}>
      {items.map(item =>
        item.items && item.items.length > 0 ? (
          <SidebarCategory key={item.docPath} item={item} activeUrl={activeUrl} depth={depth}>
            {() => <SidebarItems items={item.items!} activeUrl={activeUrl} depth={depth + 1} />}
          </SidebarCategory>
        ) : (
          <li key={item.docPath} className={item.className}>
            {item.url ? (
              <Link to={item.url} className={styles.link} aria-current={item.url === activeUrl ? "page" : undefined}>
                {item.label}
              </Link>
            ) : (
              <span className={styles.link}>{item.label}</span>
            )}
          </li>
        )
      )}
    </ul>
  )
}
