import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { pageView } from "./pageView"
import { Seo } from "../components/Seo"

/** The page's view is code of its own, fetched on the reader's first interaction (./pageView.tsx). */
export default pageView<PageProps<Queries.BlogTagsPageQuery>>(() => import(/* webpackChunkName: "view-blog-tags-page" */ "./views/BlogTagsPage"))

/** The page head (Gatsby Head API): title, description, canonical URL and social cards. */
export function Head({ location }: HeadProps<Queries.BlogTagsPageQuery>) {
  return <Seo title="Tags" description="Blog posts by topic." path={location.pathname} />
}

export const query = graphql`
  query BlogTagsPage($listedStates: [Boolean!]!) {
    allBlogTag(sort: { label: ASC }) {
      nodes {
        slug
        label
        permalink
      }
    }
    allBlogPost(filter: { listed: { in: $listedStates } }, sort: { date: DESC }) {
      nodes {
        ...BlogSidebarPost
        tagSlugs
      }
    }
  }
`
