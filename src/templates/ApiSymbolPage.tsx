import React from "react"
import { graphql, Link, type PageProps, type HeadProps } from "gatsby"
import { ApiDetails, ApiSummary } from "../components/ApiReference/DocFields"
import { KindBadge, kindLabel } from "../components/ApiReference/KindBadge"
import { Member } from "../components/ApiReference/Member"
import { Signature } from "../components/ApiReference/Signature"
import { CodeBlock } from "../components/CodeBlock"
import { DocBreadcrumbs } from "../components/DocBreadcrumbs"
import { DocPagination } from "../components/DocPagination"
import { DocVersionBadge } from "../components/DocVersionBadge"
import { DocsLayout } from "../components/DocsLayout"
import type { SidebarNode } from "../components/DocSidebar"
import { Seo } from "../components/Seo"
import { TableOfContents, type TocHeading } from "../components/TableOfContents"
import { VersionBanner } from "../components/VersionBanner"

/** Member sections in reading order, with their heading ids. */
const memberGroups = [
  { kind: "constructor", title: "Constructors", id: "constructors" },
  { kind: "property", title: "Properties", id: "properties" },
  { kind: "accessor", title: "Accessors", id: "accessors" },
  { kind: "method", title: "Methods", id: "methods" },
  { kind: "enumMember", title: "Members", id: "enum-members" },
] as const

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
  const groups = memberGroups
    .map(group => ({ ...group, members: symbol.members.filter(member => member.kind === group.kind) }))
    .filter(group => group.members.length > 0)
  const childGroups = [...new Set(symbol.childSymbols.map(child => child.kind))].map(kind => ({
    kind,
    children: symbol.childSymbols.filter(child => child.kind === kind),
  }))
  const headings: TocHeading[] = [
    ...(symbol.signatures.length > 0 ? [{ depth: 2, text: "Signature", id: "signature" }] : []),
    ...groups.flatMap(group => [
      { depth: 2, text: group.title, id: group.id },
      ...group.members.map(member => ({ depth: 3, text: member.name, id: member.anchor })),
    ]),
    ...childGroups.map(group => ({ depth: 2, text: `${kindLabel(group.kind)}s`, id: `${group.kind}-members` })),
  ]
  const title = symbol.kind === "module" ? `${symbol.name} module` : symbol.name
  return (
    <DocsLayout
      version={version.name}
      sidebar={sidebar}
      activeUrl={symbol.url}
      aside={<TableOfContents headings={headings} />}
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
        {symbol.kind !== "module" && symbol.declarationHighlighted.html !== "" && symbol.signatures.length === 0 && (
          <CodeBlock highlighted={symbol.declarationHighlighted} />
        )}
        {symbol.signatures.length > 0 && (
          <>
            <h2 id="signature">Signature</h2>
            {symbol.signatures.map((signature, position) => (
              <Signature key={position} signature={signature} />
            ))}
          </>
        )}
        <ApiDetails data={symbol} />
        {groups.map(group => (
          <section key={group.id} aria-labelledby={group.id}>
            <h2 id={group.id}>{group.title}</h2>
            {group.members.map(member => (
              <Member key={member.anchor} member={member} />
            ))}
          </section>
        ))}
        {childGroups.map(group => (
          <section key={group.kind} aria-labelledby={`${group.kind}-members`}>
            <h2 id={`${group.kind}-members`}>{kindLabel(group.kind)}s</h2>
            <dl>
              {group.children.map(child => (
                <React.Fragment key={child.url}>
                  <dt>
                    <Link to={child.url}>
                      <code>{child.name}</code>
                    </Link>
                  </dt>
                  <dd dangerouslySetInnerHTML={{ __html: child.summaryHtml }} />
                </React.Fragment>
              ))}
            </dl>
          </section>
        ))}
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
  fragment ApiSignatureFields on ApiSignature {
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
    examples {
      ...ApiExampleFields
    }
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
