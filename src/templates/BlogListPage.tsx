import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { pageView } from "./pageView"
import { Seo } from "../components/Seo"
import { sections } from "../config/sections"

const strings = {
  description: "News, releases and design notes from the Rsvim project.",
}

/** The page's view is code of its own, fetched on the reader's first interaction (./pageView.tsx). */
export default pageView<PageProps<Queries.BlogListPageQuery>>(() => import(/* webpackChunkName: "view-blog-list-page" */ "./views/BlogListPage"))

/** The page head (Gatsby Head API): title, description, canonical URL and social cards. */
export function Head({ location }: HeadProps<Queries.BlogListPageQuery>) {
  return <Seo title={sections.blog} description={strings.description} path={location.pathname} />
}

export const query = graphql`
  query BlogListPage($listedStates: [Boolean!]!, $skip: Int = 0, $limit: Int, $paged: Boolean = false) {
    allBlogPost(filter: { listed: { in: $listedStates } }, sort: { date: DESC }, skip: $skip, limit: $limit) {
      nodes {
        ...BlogPostSummary
      }
    }
    # Only a blog of several list pages needs every post apart from the page's own, for the sidebar.
    sidebar: allBlogPost(filter: { listed: { in: $listedStates } }, sort: { date: DESC }) @include(if: $paged) {
      nodes {
        ...BlogSidebarPost
      }
    }
  }
`
