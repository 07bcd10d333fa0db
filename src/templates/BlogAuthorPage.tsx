import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { pageView } from "./pageView"
import { Seo } from "../components/Seo"

/** The page's view is code of its own, fetched on the reader's first interaction (./pageView.tsx). */
export default pageView<PageProps<Queries.BlogAuthorPageQuery>>(() => import(/* webpackChunkName: "view-blog-author-page" */ "./views/BlogAuthorPage"))

/** The page head (Gatsby Head API): title, description, canonical URL and social cards. */
export function Head({ data, location }: HeadProps<Queries.BlogAuthorPageQuery>) {
  const author = data.blogAuthor!
  return <Seo title={author.name} description={`Blog posts by ${author.name}.`} path={location.pathname} />
}

export const query = graphql`
  query BlogAuthorPage($slug: String!, $listedStates: [Boolean!]!) {
    blogAuthor(slug: { eq: $slug }) {
      slug
      name
      title
      url
      imageUrl
      description
      socials {
        platform
        url
      }
    }
    written: allBlogPost(filter: { listed: { in: $listedStates }, authorSlugs: { eq: $slug } }, sort: { date: DESC }) {
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
