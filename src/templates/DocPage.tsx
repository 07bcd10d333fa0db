import React from "react"
import { graphql, type PageProps, type HeadProps } from "gatsby"
import { DocsLayout } from "../components/DocsLayout"
import { DocPagination } from "../components/DocPagination"
import { DocBreadcrumbs } from "../components/DocBreadcrumbs"
import { DocVersionBadge } from "../components/DocVersionBadge"
import { EditThisPage } from "../components/EditThisPage"
import { Seo } from "../components/Seo"
import { TableOfContents, TableOfContentsCollapsible } from "../components/TableOfContents"
import { VersionBanner } from "../components/VersionBanner"
import type { SidebarNode } from "../components/DocSidebar"
import * as styles from "./DocPage.module.css"

/** Pages in sidebar order, for previous/next links. */
function flatten(items: readonly SidebarNode[]): { label: string; url: string }[] {
  return items.flatMap(item => [...(item.url ? [{ label: item.label, url: item.url }] : []), ...flatten(item.items ?? [])])
}

export default function DocPage({ data, children }: PageProps<Queries.DocPageQuery>) {
  const doc = data.doc!
  const version = doc.docsVersion
  const section = doc.section === "api" ? "api" : "manual"
  const sidebar = (section === "api" ? version.sidebars.apiReferencesSidebarId : version.sidebars.userManualSidebarId) as readonly SidebarNode[]
  const pages = flatten(sidebar)
  const index = pages.findIndex(page => page.url === doc.url)
  const latest = data.latest.nodes[0]
  // The dropdown needs every version; this page is its own version's entry.
  const versionLinks = [{ name: version.name, label: version.label, url: doc.url }, ...doc.otherVersions]
  const latestLink = doc.otherVersions.find(link => link.name === latest?.name)
  const toc = { headings: doc.headings, minLevel: doc.tocMinHeadingLevel, maxLevel: doc.tocMaxHeadingLevel }
  return (
    <DocsLayout
      version={version.name}
      sidebar={sidebar}
      activeUrl={doc.url}
      versionLinks={versionLinks}
      docsSection={section}
      aside={doc.hideTableOfContents ? undefined : <TableOfContents {...toc} />}
    >
      <article>
        {latest && latestLink && (
          <VersionBanner banner={version.banner} label={version.label} latestUrl={latestLink.url} latestLabel={latest.label} />
        )}
        <DocBreadcrumbs sidebar={sidebar} activeUrl={doc.url} />
        <DocVersionBadge label={version.label} />
        {!doc.hideTableOfContents && <TableOfContentsCollapsible {...toc} />}
        <h1>{doc.title}</h1>
        <div className={styles.markdown}>{children}</div>
        <footer className={styles.footer}>
          <EditThisPage sourcePath={doc.sourcePath} />
        </footer>
      </article>
      <DocPagination label="Docs pages" previous={index > 0 ? pages[index - 1] : undefined} next={index >= 0 ? pages[index + 1] : undefined} />
    </DocsLayout>
  )
}


/** The page head (Gatsby Head API): title, description, canonical URL and social cards. */
export function Head({ data }: HeadProps<Queries.DocPageQuery>) {
  const doc = data.doc!
  return <Seo title={doc.title} description={doc.description} path={doc.url} />
}

export const query = graphql`
  query DocPage($id: String!) {
    doc(id: { eq: $id }) {
      title
      description
      url
      section
      sourcePath
      hideTableOfContents
      tocMinHeadingLevel
      tocMaxHeadingLevel
      headings {
        depth
        text
        id
      }
      otherVersions {
        name
        label
        url
      }
      docsVersion {
        name
        label
        banner
        sidebars {
          userManualSidebarId {
            ...SidebarTree
          }
          apiReferencesSidebarId {
            ...SidebarTree
          }
        }
      }
    }
    latest: allDocsVersion(filter: { isLast: { eq: true } }) {
      nodes {
        name
        label
      }
    }
  }
`
