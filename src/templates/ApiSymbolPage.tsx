import React from "react"
import { graphql, Link, type PageProps, type HeadProps } from "gatsby"
import { ApiDetails, ApiSummary } from "../components/ApiReference/DocFields"
import { KindBadge, kindLabel } from "../components/ApiReference/KindBadge"
import { Member } from "../components/ApiReference/Member"
import { Signature } from "../components/ApiReference/Signature"
import { CodeBlock } from "../components/CodeBlock"
import { DocItem } from "../components/DocItem"
import { Seo } from "../components/Seo"

/** Plain text of build-time HTML, for the page description. */
function textOf(html: string): string {
  return html.replace(/<[^>]+>/g, "").replace(/\s+/g, " ").trim()
}

function pageTitle(symbol: { kind: string; name: string }): string {
  return symbol.kind === "module" ? `${symbol.name} module` : symbol.name
}

/**
 * A generated API reference page. Its sections and their ids come from the
 * node (ApiSymbol.headings, src/node/api/apiPageHeadings.ts): the h2 of a
 * member group or symbol list, then one h3 per member.
 */
export default function ApiSymbolPage({ data }: PageProps<Queries.ApiSymbolPageQuery>) {
  const symbol = data.apiSymbol!
  const sections = symbol.headings.filter(heading => heading.depth === 2 && heading.id !== "signature")
  const sectionOfMember = memberSections(symbol.headings)
  return (
    <DocItem
      page={{ ...symbol, title: pageTitle(symbol) }}
      section="api"
      toc={{ headings: symbol.headings }}
      beforeTitle={
        <p>
          <KindBadge kind={symbol.kind} />
          {symbol.parentSymbol && (
            <>
              {" · "}in <Link to={symbol.parentSymbol.url}>{symbol.parentSymbol.qualifiedName}</Link>
            </>
          )}
        </p>
      }
    >
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
      {sections.map(section => {
        const members = symbol.members.filter(member => sectionOfMember.get(member.anchor) === section.id)
        const children = symbol.childSymbols.filter(child => `${child.kind}-members` === section.id)
        return (
          <section key={section.id} aria-labelledby={section.id}>
            <h2 id={section.id}>{section.text}</h2>
            {members.map(member => (
              <Member key={member.anchor} member={member} />
            ))}
            {children.length > 0 && (
              <dl>
                {children.map(child => (
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
            )}
          </section>
        )
      })}
    </DocItem>
  )
}

/** The h2 section each member (an h3) sits under, by the member's anchor. */
function memberSections(headings: readonly { depth: number; id: string }[]): Map<string, string> {
  const sections = new Map<string, string>()
  let section = ""
  for (const heading of headings) {
    if (heading.depth === 2) section = heading.id
    else if (heading.depth === 3) sections.set(heading.id, section)
  }
  return sections
}

/** The page head (Gatsby Head API): title, description, canonical URL and social cards. */
export function Head({ data }: HeadProps<Queries.ApiSymbolPageQuery>) {
  const symbol = data.apiSymbol!
  return <Seo title={pageTitle(symbol)} description={textOf(symbol.summaryHtml) || `${kindLabel(symbol.kind)} ${symbol.qualifiedName} of the Rsvim API.`} path={symbol.url} />
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
      ...DocItemFields
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
      childSymbols {
        kind
        name
        url
        summaryHtml
      }
    }
  }
`
