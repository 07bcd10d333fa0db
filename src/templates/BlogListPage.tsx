import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { pageView } from "./pageView"
import { Seo } from "../components/Seo"
import type { BlogListContext } from "./views/BlogListPage"

/** The page's view is code of its own, fetched on the reader's first interaction (./pageView.tsx). */
export default pageView<PageProps<Queries.BlogListPageQuery, BlogListContext>>(() => import(/* webpackChunkName: "view-blog-list-page" */ "./views/BlogListPage"))

/** The page head (Gatsby Head API): title, description, canonical URL and social cards. */
export function Head({ location, pageContext }: HeadProps<Queries.BlogListPageQuery, BlogListContext>) {
  // The blog's title and description are settings of the build (src/config/content.ts), given in the page's context.
  return <Seo title={pageContext.title} description={pageContext.description} path={location.pathname} />
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
