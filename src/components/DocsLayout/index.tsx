import React from "react"
import { Slice } from "gatsby"
import { MainContent, PageFrame } from "../Layout"
import type { VersionLink } from "../Navbar"
import type { DocSection } from "../../shared/docs/docSection"
import { DocsSidebarContainer } from "./SidebarContainer"
import * as styles from "./styles.module.css"

/** The slice alias of the page's docs sidebar (src/node/gatsby/createPages.ts maps it to the version's sidebar). */
const sidebarSlice = "docs-sidebar"

interface DocsLayoutProps {
  version: string
  activeUrl: string
  /** Right column (table of contents), if any. */
  aside?: React.ReactNode
  children: React.ReactNode
  /** This page in each docs version, for the version dropdown (Doc.otherVersions). */
  versionLinks?: readonly VersionLink[]
  /** Which navbar item to mark; derived from the URL when left out. */
  docsSection?: DocSection
  /** false: no sidebar column and no sidebar in the mobile menu (a doc's displayed_sidebar: null). */
  withSidebar?: boolean
}

/**
 * Three columns for docs: the sidebar (which the reader can hide), then
 * <main> with the article and its table of contents. The sidebar stands
 * beside <main>, not in it, so the skip link passes it. On small screens it
 * moves into the mobile menu. The sidebar itself is the version's
 * `docs-sidebar` slice.
 */
export function DocsLayout({ version, activeUrl, aside, children, versionLinks, docsSection, withSidebar = true }: DocsLayoutProps) {
  return (
    <PageFrame
      version={version}
      versionLinks={versionLinks}
      docsSection={docsSection}
      secondaryMenu={withSidebar ? <Slice alias={sidebarSlice} activeUrl={activeUrl} variant="mobile" /> : undefined}
    >
      <div className={`${styles.columns} ${withSidebar ? "" : styles.noSidebar}`}>
        {withSidebar && (
          <DocsSidebarContainer>
            <Slice alias={sidebarSlice} activeUrl={activeUrl} variant="desktop" />
          </DocsSidebarContainer>
        )}
        <MainContent className={`${styles.docMain} ${aside ? "" : styles.noAside}`}>
          <div className={styles.content}>{children}</div>
          {aside && <div className={styles.aside}>{aside}</div>}
        </MainContent>
      </div>
    </PageFrame>
  )
}
