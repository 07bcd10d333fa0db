import React from "react"
import { graphql, type PageProps, type HeadProps } from "gatsby"
import { BlogLayout } from "../components/BlogLayout"
import { PostSummary } from "../components/PostSummary"
import { Seo } from "../components/Seo"
import { sections } from "../config/sections"

const strings = {
  description: "News, releases and design notes from the Rsvim project.",
}

export default function BlogListPage({ data }: PageProps<Queries.BlogListPageQuery>) {
  const posts = data.allBlogPost.nodes
  return (
    <BlogLayout posts={posts}>
      <h1>{sections.blog}</h1>
      {posts.map(post => (
        <PostSummary key={post.url} post={post} />
      ))}
    </BlogLayout>
  )
}

/** The page head (Gatsby Head API): title, description, canonical URL and social cards. */
export function Head({ location }: HeadProps<Queries.BlogListPageQuery>) {
  return <Seo title={sections.blog} description={strings.description} path={location.pathname} />
}

export const query = graphql`
  query BlogListPage($draftStates: [Boolean!]!) {
    allBlogPost(filter: { draft: { in: $draftStates } }, sort: { date: DESC }) {
      nodes {
        ...BlogPostSummary
      }
    }
  }
`
