import React from "react"
import { graphql, Link, type PageProps } from "gatsby"
import { BlogLayout } from "../components/BlogLayout"
import { PostSummary } from "../components/PostSummary"
import { Seo } from "../components/Seo"

export default function BlogTagPage({ data, location }: PageProps<Queries.BlogTagPageQuery>) {
  const tag = data.blogTag!
  const posts = data.allBlogPost.nodes
  const tagged = posts.filter(post => post.tagSlugs.includes(tag.slug))
  const heading = `${tagged.length} ${tagged.length === 1 ? "post" : "posts"} tagged with "${tag.label}"`
  return (
    <BlogLayout posts={posts}>
      <Seo title={heading} description={tag.description} path={location.pathname} />
      <h1>{heading}</h1>
      {tag.description && <p>{tag.description}</p>}
      <p>
        <Link to="/blog/tags">View all tags</Link>
      </p>
      {tagged.map(post => (
        <PostSummary key={post.url} post={post} />
      ))}
    </BlogLayout>
  )
}

export const query = graphql`
  query BlogTagPage($slug: String!, $draftStates: [Boolean!]!) {
    blogTag(slug: { eq: $slug }) {
      slug
      label
      description
    }
    allBlogPost(filter: { draft: { in: $draftStates } }, sort: { date: DESC }) {
      nodes {
        ...BlogPostSummary
        tagSlugs
      }
    }
  }
`
