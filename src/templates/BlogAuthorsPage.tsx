import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { pageView } from "./pageView"
import { Seo } from "../components/Seo"

/** The page's view is code of its own, fetched on the reader's first interaction (./pageView.tsx). */
export default pageView<PageProps<Queries.BlogAuthorsPageQuery>>(() => import(/* webpackChunkName: "view-blog-authors-page" */ "./views/BlogAuthorsPage"))

/** The page head (Gatsby Head API): title, description, canonical URL and social cards. */
export function Head({ location }: HeadProps<Queries.BlogAuthorsPageQuery>) {
  return <Seo title="Authors" description="The people who write the Rsvim blog." path={location.pathname} />
}

export const query = graphql`
  query BlogAuthorsPage($listedStates: [Boolean!]!) {
    allBlogAuthor(sort: { name: ASC }) {
      nodes {
        slug
        name
        title
        permalink
      }
    }
    allBlogPost(filter: { listed: { in: $listedStates } }, sort: { date: DESC }) {
      nodes {
        ...BlogSidebarPost
        authorSlugs
      }
    }
  }
`
