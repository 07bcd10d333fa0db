import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { pageView } from "./pageView"
import { Seo } from "../components/Seo"

/** The page's view is code of its own, fetched on the reader's first interaction (./pageView.tsx). */
export default pageView<PageProps<Queries.BlogArchivePageQuery>>(() => import(/* webpackChunkName: "view-blog-archive-page" */ "./views/BlogArchivePage"))

/** The page head (Gatsby Head API): title, description, canonical URL and social cards. */
export function Head({ location }: HeadProps<Queries.BlogArchivePageQuery>) {
  return <Seo title="Archive" description="Every Rsvim blog post, by year." path={location.pathname} />
}

export const query = graphql`
  query BlogArchivePage($listedStates: [Boolean!]!) {
    allBlogPost(filter: { listed: { in: $listedStates } }, sort: { date: DESC }) {
      nodes {
        ...BlogSidebarPost
        dateLabel: date(formatString: "MMMM D")
      }
    }
  }
`
