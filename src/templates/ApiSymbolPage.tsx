import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { pageView } from "./pageView"
import { Seo } from "../components/Seo"
import { kindLabel } from "../components/ApiReference/KindBadge/kindLabel"

/** The page's view is code of its own, fetched on the reader's first interaction (./pageView.tsx). */
export default pageView<PageProps<Queries.ApiSymbolPageQuery>>(() => import(/* webpackChunkName: "view-api-symbol-page" */ "./views/ApiSymbolPage"))

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
