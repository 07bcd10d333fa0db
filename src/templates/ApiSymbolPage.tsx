import React from "react"
import { graphql, Link, type PageProps, type HeadProps } from "gatsby"
// The page frame first, as in every template: its stylesheets come before the components' (src/node/webpack/cssOrderCheck.ts).
import { DocItem } from "../components/DocItem"
import { ApiSummary } from "../components/ApiReference/DocFields"
import { KindBadge, kindLabel } from "../components/ApiReference/KindBadge"
import { ApiSymbolBody } from "../components/ApiReference/SymbolBody"
import { Seo } from "../components/Seo"

/**
 * A generated API reference page. Its outline (sections, member groups, the
 * table of contents) is planned once on the node (src/node/api/pageOutline.ts);
 * the shared docs layout (DocItem) frames it with the page's navigation.
 */
export default function ApiSymbolPage({ data }: PageProps<Queries.ApiSymbolPageQuery>) {
  const symbol = data.apiSymbol!
  return (
    <DocItem
      page={symbol}
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
      <ApiSymbolBody symbol={symbol} />
    </DocItem>
  )
}

/** The page head (Gatsby Head API): title, description, canonical URL and social cards. */
export function Head({ data }: HeadProps<Queries.ApiSymbolPageQuery>) {
  const symbol = data.apiSymbol!
  return <Seo title={symbol.title} description={symbol.summaryText || `${kindLabel(symbol.kind)} ${symbol.qualifiedName} of the Rsvim API.`} path={symbol.url} />
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
  fragment ApiDocFields on ApiDocumented {
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
      ...DocItemFields
      kind
      name
      qualifiedName
      title
      url
      declarationHighlighted {
        ...HighlightedCodeFields
      }
      ...ApiDocFields
      summaryText
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
      members {
        anchor
        kind
        name
        # Aliased: code reading .flags makes Babel add core-js's RegExp#flags polyfill (3.4 kB gzip) to the page.
        modifiers: flags {
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
        ...ApiDocFields
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
