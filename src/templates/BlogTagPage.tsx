import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { pageView } from "./pageView"
import { Seo } from "../components/Seo"
import { tagHeading } from "./blogTagHeading"
import type { BlogTagContext } from "./views/BlogTagPage"

/** The page's view is code of its own, fetched on the reader's first interaction (./pageView.tsx). */
export default pageView<PageProps<Queries.BlogTagPageQuery, BlogTagContext>>(() => import(/* webpackChunkName: "view-blog-tag-page" */ "./views/BlogTagPage"))

/** The page head (Gatsby Head API): title, description, canonical URL and social cards. */
export function Head({ data, location }: HeadProps<Queries.BlogTagPageQuery>) {
  const tag = data.blogTag!
  return <Seo title={tagHeading(tag.label, data.tagged.nodes.length)} description={tag.description} path={location.pathname} />
}

export const query = graphql`
  query BlogTagPage($slug: String!, $listedStates: [Boolean!]!) {
    blogTag(slug: { eq: $slug }) {
      slug
      label
      description
    }
    tagged: allBlogPost(filter: { listed: { in: $listedStates }, tagSlugs: { eq: $slug } }, sort: { date: DESC }) {
      nodes {
        ...BlogPostSummary
      }
    }
    sidebar: allBlogPost(filter: { listed: { in: $listedStates } }, sort: { date: DESC }) {
      nodes {
        ...BlogSidebarPost
      }
    }
  }
`
