import React from "react"
import { Layout } from "../Layout"
import { DocSidebar, type SidebarNode } from "../DocSidebar"
import * as styles from "./styles.module.css"

interface DocsLayoutProps {
  version: string
  sidebar: readonly SidebarNode[]
  activeUrl: string
  /** Right column (table of contents), if any. */
  aside?: React.ReactNode
  children: React.ReactNode
}

/** Three columns for docs: sidebar, article, table of contents. */
export function DocsLayout({ version, sidebar, activeUrl, aside, children }: DocsLayoutProps) {
  return (
    <Layout version={version}>
      <div className={styles.columns}>
        <div className={styles.sidebar}>
          <DocSidebar items={sidebar} activeUrl={activeUrl} />
        </div>
        <div className={styles.content}>{children}</div>
        {aside && <div className={styles.aside}>{aside}</div>}
      </div>
    </Layout>
  )
}
