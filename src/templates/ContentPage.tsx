import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { pageView } from "./pageView"
import { Seo } from "../components/Seo"

/** The page's view is code of its own, fetched on the reader's first interaction (./pageView.tsx). */
export default pageView<PageProps<Queries.ContentPageQuery>>(() => import(/* webpackChunkName: "view-content-page" */ "./views/ContentPage"))

/** The page head (Gatsby Head API): title, description, canonical URL and social cards. */
export function Head({ data }: HeadProps<Queries.ContentPageQuery>) {
  const page = data.contentPage!
  return <Seo title={page.title} description={page.description} path={page.url} keywords={page.keywords} image={page.image} noIndex={page.unlisted} />
}

export const query = graphql`
  query ContentPage($id: String!) {
    contentPage(id: { eq: $id }) {
      title
      heading
      description
      keywords
      image
      url
      unlisted
      lastUpdate {
        date
        author
      }
      html
      headings {
        depth
        text
        id
      }
      hideTableOfContents
      tocMinHeadingLevel
      tocMaxHeadingLevel
    }
  }
`
