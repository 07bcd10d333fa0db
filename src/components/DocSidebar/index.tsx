import React from "react"
import { SidebarItems } from "./Items"
import * as styles from "./styles.module.css"

export type { SidebarItem } from "./sidebarTree"
export { SidebarItems } from "./Items"
import type { SidebarItem } from "./sidebarTree"

const strings = {
  label: "Docs sidebar",
}

interface DocSidebarProps {
  items: readonly SidebarItem[]
  /** URL of the page being read, marked as current. */
  activeUrl: string
}

/** The docs sidebar of one version: a "Docs sidebar" landmark with expandable categories. */
export function DocSidebar({ items, activeUrl }: DocSidebarProps) {
  return (
    <nav className={styles.sidebar} aria-label={strings.label}>
      <SidebarItems items={items} activeUrl={activeUrl} />
    </nav>
  )
}
