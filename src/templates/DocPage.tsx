import React from "react"
import { graphql, type PageProps } from "gatsby"
import { DocsLayout } from "../components/DocsLayout"
import { DocPagination } from "../components/DocPagination"
import { Seo } from "../components/Seo"
import { TableOfContents } from "../components/TableOfContents"
import { VersionBanner } from "../components/VersionBanner"
import type { SidebarNode } from "../components/DocSidebar"
import { siteConfig } from "../config/site"

/** Pages in sidebar order, for previous/next links. */
function flatten(items: readonly SidebarNode[]): { label: string; url: string }[] {
  return items.flatMap(item => [...(item.url ? [{ label: item.label, url: item.url }] : []), ...flatten(item.items ?? [])])
}

export default function DocPage({ data, children }: PageProps<Queries.DocPageQuery>) {
  const doc = data.doc!
  const version = doc.docsVersion
  const sidebar = (doc.section === "api" ? version.sidebars.apiReferencesSidebarId : version.sidebars.userManualSidebarId) as readonly SidebarNode[]
  const pages = flatten(sidebar)
  const index = pages.findIndex(page => page.url === doc.url)
  const latest = data.latest.nodes[0]
  return (
    <DocsLayout
      version={version.name}
      sidebar={sidebar}
      activeUrl={doc.url}
      aside={
        doc.hideTableOfContents ? undefined : (
          <TableOfContents headings={doc.headings} minLevel={doc.tocMinHeadingLevel} maxLevel={doc.tocMaxHeadingLevel} />
        )
      }
    >
      <Seo title={doc.title} description={doc.description} path={doc.url} />
      <article>
        {latest && (
          <VersionBanner banner={version.banner} label={version.label} latestUrl={latest.mainDocUrl} latestLabel={latest.label} />
        )}
        <p>
          <span aria-label="Docs version">Version: {version.label}</span>
        </p>
        <h1>{doc.title}</h1>
        {children}
        <p>
          <a href={`${siteConfig.editUrlBase}${doc.sourcePath}`} target="_blank" rel="noopener noreferrer">
            Edit this page
          </a>
        </p>
      </article>
      <DocPagination label="Docs pages" previous={index > 0 ? pages[index - 1] : undefined} next={index >= 0 ? pages[index + 1] : undefined} />
    </DocsLayout>
  )
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
        label
        mainDocUrl
      }
    }
  }
`
