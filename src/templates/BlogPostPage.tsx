import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { pageView } from "./pageView"
import { Seo } from "../components/Seo"

/** The page's view is code of its own, fetched on the reader's first interaction (./pageView.tsx). */
export default pageView<PageProps<Queries.BlogPostPageQuery>>(() => import(/* webpackChunkName: "view-blog-post-page" */ "./views/BlogPostPage"))

/** The page head (Gatsby Head API): title, description, canonical URL and social cards. */
export function Head({ data }: HeadProps<Queries.BlogPostPageQuery>) {
  const post = data.blogPost!
  return <Seo title={post.title} description={post.description} path={post.url} type="article" publishedTime={post.date} keywords={post.keywords} image={post.image} noIndex={post.unlisted} />
}

export const query = graphql`
  query BlogPostPage($id: String!, $listedStates: [Boolean!]!) {
    blogPost(id: { eq: $id }) {
      title
      description
      keywords
      image
      url
      sourcePath
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
      ...PostMetaFields
    }
    allBlogPost(filter: { listed: { in: $listedStates } }, sort: { date: DESC }) {
      nodes {
        ...BlogSidebarPost
      }
    }
  }
`
