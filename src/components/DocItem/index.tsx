import React from "react"
import { graphql } from "gatsby"
import { DocsLayout } from "../DocsLayout"
import { DocBreadcrumbs, type BreadcrumbItem } from "../DocBreadcrumbs"
import { DocPagination } from "../DocPagination"
import { DocVersionBadge } from "../DocVersionBadge"
import type { DocSection } from "../../shared/docs/docSection"
import { TableOfContents, TableOfContentsCollapsible, type TocHeading } from "../TableOfContents"
import { VersionBanner } from "../VersionBanner"

const strings = {
  pagination: "Docs pages",
}

interface PageLink {
  label: string
  url: string
}

/** What a docs or API page carries from the build (Doc / ApiSymbol navigation fields). */
export interface DocItemPage {
  url: string
  title: string
  /** The h1, when it differs from the title (a doc's leading # H1 beside a front matter title). */
  heading?: string | null
  breadcrumbs: readonly BreadcrumbItem[]
  previous: PageLink | null
  next: PageLink | null
  /** Every other version, the latest marked: where the dropdown and the banner lead. */
  otherVersions: readonly { name: string; label: string; url: string; isLast: boolean }[]
  docsVersion: { name: string; label: string; banner: string }
}

/** The fields DocItem renders, for a page query on a Doc or an ApiSymbol. */
export const docItemFields = graphql`
  fragment DocItemFields on DocsItem {
    url
    headings {
      depth
      text
      id
    }
    breadcrumbs {
      label
      url
    }
    previous {
      label
      url
    }
    next {
      label
      url
    }
    otherVersions {
      name
      label
      url
      isLast
    }
    docsVersion {
      name
      label
      banner
    }
  }
`

interface DocItemProps {
  page: DocItemPage
  section: DocSection
  /** Table of contents; null hides it. */
  toc: { headings: readonly TocHeading[]; minLevel?: number; maxLevel?: number } | null
  /** Shown first, above the version banner (the unlisted page banner). */
  notice?: React.ReactNode
  /** Shown between the version badge and the title (an API page's kind). */
  beforeTitle?: React.ReactNode
  /** Shown under the content (edit link). */
  footer?: React.ReactNode
  /** No h1 (Docusaurus' hide_title): the content carries its own heading. */
  hideTitle?: boolean
  /** No sidebar (Docusaurus' displayed_sidebar: null). */
  hideSidebar?: boolean
  children: React.ReactNode
}

/**
 * The one layout of docs and API reference pages: version banner,
 * breadcrumbs, version badge, title, content, previous/next and the table of
 * contents, all rendered from data resolved at build time.
 */
export function DocItem({ page, section, toc, notice, beforeTitle, footer, hideTitle = false, hideSidebar = false, children }: DocItemProps) {
  const version = page.docsVersion
  const latest = page.otherVersions.find(link => link.isLast)
  return (
    <DocsLayout
      version={version.name}
      activeUrl={page.url}
      versionLinks={[{ name: version.name, label: version.label, url: page.url }, ...page.otherVersions]}
      docsSection={section}
      withSidebar={!hideSidebar}
      aside={toc && <TableOfContents {...toc} />}
    >
      <article>
        {notice}
        {latest && <VersionBanner banner={version.banner} label={version.label} latestUrl={latest.url} latestLabel={latest.label} />}
        <DocBreadcrumbs items={page.breadcrumbs} />
        <DocVersionBadge label={version.label} />
        {toc && <TableOfContentsCollapsible {...toc} />}
        {beforeTitle}
        {!hideTitle && <h1>{page.heading ?? page.title}</h1>}
        {children}
        {footer}
      </article>
      <DocPagination label={strings.pagination} previous={page.previous ?? undefined} next={page.next ?? undefined} />
    </DocsLayout>
  )
}
