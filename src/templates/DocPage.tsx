import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { pageView } from "./pageView"
import { Seo } from "../components/Seo"

/** The page's view is code of its own, fetched on the reader's first interaction (./pageView.tsx). */
export default pageView<PageProps<Queries.DocPageQuery>>(() => import(/* webpackChunkName: "view-doc-page" */ "./views/DocPage"))

/** The page head (Gatsby Head API): title, description, canonical URL and social cards. */
export function Head({ data }: HeadProps<Queries.DocPageQuery>) {
  const page = data.docCategoryIndex ?? data.doc!
  const unlisted = data.doc?.unlisted ?? false
  return <Seo title={page.title} description={page.description} path={page.url} keywords={page.keywords} image={page.image} noIndex={unlisted} />
}

export const query = graphql`
  query DocPage($id: String!) {
    doc(id: { eq: $id }) {
      ...DocItemFields
      title
      heading
      description
      keywords
      image
      section
      sourcePath
      editUrl
      lastUpdate {
        date
        author
      }
      unlisted
      html
      hideTitle
      hideSidebar
      hideTableOfContents
      tocMinHeadingLevel
      tocMaxHeadingLevel
    }
    docCategoryIndex(id: { eq: $id }) {
      ...DocItemFields
      title
      description
      keywords
      image
      section
      cards {
        label
        url
        description
      }
    }
  }
`
