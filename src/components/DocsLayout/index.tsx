import React from "react"
import { Layout } from "../Layout"
import { DocSidebar, SidebarItems, type SidebarNode } from "../DocSidebar"
import type { DocsSection, VersionLink } from "../Navbar"
import { DocsSidebarContainer } from "./SidebarContainer"
import * as styles from "./styles.module.css"

const strings = {
  mobileSidebarLabel: "Docs sidebar",
}

interface DocsLayoutProps {
  version: string
  sidebar: readonly SidebarNode[]
  activeUrl: string
  /** Right column (table of contents), if any. */
  aside?: React.ReactNode
  children: React.ReactNode
  /** This page in each docs version, for the version dropdown (see Doc.otherVersions). */
  versionLinks?: readonly VersionLink[]
  /** Which navbar item to mark; derived from the URL when left out. */
  docsSection?: DocsSection
}

/**
 * Three columns for docs: the sidebar (which the reader can hide), the
 * article and the table of contents. On small screens the sidebar moves into
 * the mobile menu.
 */
export function DocsLayout({ version, sidebar, activeUrl, aside, children, versionLinks, docsSection }: DocsLayoutProps) {
  const secondaryMenu = (
    <nav aria-label={strings.mobileSidebarLabel}>
      <SidebarItems items={sidebar} activeUrl={activeUrl} />
    </nav>
  )
  return (
    <Layout version={version} versionLinks={versionLinks} docsSection={docsSection} secondaryMenu={secondaryMenu}>
      <div className={`${styles.columns} ${aside ? "" : styles.noAside}`}>
        <DocsSidebarContainer>
          <DocSidebar items={sidebar} activeUrl={activeUrl} />
        </DocsSidebarContainer>
        <div className={styles.content}>{children}</div>
        {aside && <div className={styles.aside}>{aside}</div>}
      </div>
    </Layout>
  )
}
