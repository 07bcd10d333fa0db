import React from "react"
import { graphql, Link, type PageProps, type HeadProps } from "gatsby"
import { ApiSummary } from "../components/ApiReference/DocFields"
import { KindBadge, kindLabel } from "../components/ApiReference/KindBadge"
import { ApiSymbolBody } from "../components/ApiReference/SymbolBody"
import { DocBreadcrumbs } from "../components/DocBreadcrumbs"
import { DocPagination } from "../components/DocPagination"
import { DocVersionBadge } from "../components/DocVersionBadge"
import { DocsLayout } from "../components/DocsLayout"
import type { SidebarNode } from "../components/DocSidebar"
import { Seo } from "../components/Seo"
import { TableOfContents } from "../components/TableOfContents"
import { VersionBanner } from "../components/VersionBanner"

function flatten(items: readonly SidebarNode[]): { label: string; url: string }[] {
  return items.flatMap(item => [...(item.url ? [{ label: item.label, url: item.url }] : []), ...flatten(item.items ?? [])])
}

/** Plain text of build-time HTML, for the page description. */
function textOf(html: string): string {
  return html.replace(/<[^>]+>/g, "").replace(/\s+/g, " ").trim()
}

export default function ApiSymbolPage({ data }: PageProps<Queries.ApiSymbolPageQuery>) {
  const symbol = data.apiSymbol!
  const version = symbol.docsVersion
  const sidebar = version.sidebars.apiReferencesSidebarId as readonly SidebarNode[]
  const pages = flatten(sidebar)
  const index = pages.findIndex(page => page.url === symbol.url)
  const latest = data.latest.nodes[0]
  const title = symbol.kind === "module" ? `${symbol.name} module` : symbol.name
  return (
    <DocsLayout
      version={version.name}
      sidebar={sidebar}
      activeUrl={symbol.url}
      aside={<TableOfContents headings={symbol.toc} />}
      versionLinks={[{ name: version.name, label: version.label, url: symbol.url }, ...symbol.otherVersions]}
      docsSection="api"
    >
      <article>
        {latest && (
          <VersionBanner
            banner={version.banner}
            label={version.label}
            latestUrl={symbol.otherVersions.find(link => link.name === latest.name)?.url ?? latest.apiDocUrl}
            latestLabel={latest.label}
          />
        )}
        <DocBreadcrumbs sidebar={sidebar} activeUrl={symbol.url} />
        <DocVersionBadge label={version.label} />
        <p>
          <KindBadge kind={symbol.kind} />
          {symbol.parentSymbol && (
            <>
              {" · "}in <Link to={symbol.parentSymbol.url}>{symbol.parentSymbol.qualifiedName}</Link>
            </>
          )}
        </p>
        <h1>{title}</h1>
        <ApiSummary data={symbol} />
        <ApiSymbolBody symbol={symbol} />
      </article>
      <DocPagination label="Docs pages" previous={index > 0 ? pages[index - 1] : undefined} next={index >= 0 ? pages[index + 1] : undefined} />
    </DocsLayout>
  )
}


/** The page head (Gatsby Head API): title, description, canonical URL and social cards. */
export function Head({ data }: HeadProps<Queries.ApiSymbolPageQuery>) {
  const symbol = data.apiSymbol!
  const title = symbol.kind === "module" ? `${symbol.name} module` : symbol.name
  return <Seo title={title} description={textOf(symbol.summaryHtml) || `${kindLabel(symbol.kind)} ${symbol.qualifiedName} of the Rsvim API.`} path={symbol.url} />
}

export const query = graphql`
  fragment HighlightedCodeFields on HighlightedCode {
    language
    html
  }
  fragment ApiExampleFields on ApiExample {
    highlighted {
      ...HighlightedCodeFields
    }
    captionHtml
  }
  fragment ApiLinkFields on ApiLink {
    text
    url
    external
  }
  fragment ApiSectionFields on ApiSection {
    kind
    title
    id
    depth
  }
  fragment ApiSignatureFields on ApiSignature {
    code
    highlighted {
      ...HighlightedCodeFields
    }
    typeParameters {
      name
      constraint
      default
      descriptionHtml
    }
    parameters {
      name
      type
      typeLinks {
        ...ApiLinkFields
      }
      optional
      rest
      defaultValue
      descriptionHtml
    }
    returnType
    returnTypeLinks {
      ...ApiLinkFields
    }
    returnsHtml
    throwsHtml
    summaryHtml
    descriptionHtml
  }
  query ApiSymbolPage($id: String!) {
    apiSymbol(id: { eq: $id }) {
      kind
      name
      qualifiedName
      url
      declarationHighlighted {
        ...HighlightedCodeFields
      }
      summaryHtml
      descriptionHtml
      deprecatedHtml
      since
      examples {
        ...ApiExampleFields
      }
      see {
        html
      }
      definedIn {
        file
        line
      }
      signatures {
        ...ApiSignatureFields
      }
      sections {
        ...ApiSectionFields
      }
      memberGroups {
        kind
        title
        id
      }
      childGroups {
        kind
        title
        id
      }
      toc {
        depth
        text
        id
      }
      members {
        anchor
        kind
        name
        flags {
          readonly
          static
          optional
          abstract
        }
        highlighted {
          ...HighlightedCodeFields
        }
        type
        typeLinks {
          ...ApiLinkFields
        }
        signatures {
          ...ApiSignatureFields
        }
        defaultValueHtml
        sections {
          ...ApiSectionFields
        }
        summaryHtml
        descriptionHtml
        deprecatedHtml
        since
        examples {
          ...ApiExampleFields
        }
        see {
          html
        }
        definedIn {
          file
          line
        }
      }
      parentSymbol {
        url
        qualifiedName
      }
      otherVersions {
        name
        label
        url
      }
      childSymbols {
        kind
        name
        url
        summaryHtml
      }
      docsVersion {
        name
        label
        banner
        sidebars {
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
        apiDocUrl
      }
    }
  }
`
