import React from "react"
import { Link, type PageProps } from "gatsby"
import { BlogLayout } from "../../components/BlogLayout"
import { PostSummary } from "../../components/PostSummary"
import { tagHeading } from "../blogTagHeading"

export default function BlogTagPage({ data }: PageProps<Queries.BlogTagPageQuery>) {
  const tag = data.blogTag!
  const tagged = data.tagged.nodes
  const heading = tagHeading(tag.label, tagged.length)
  return (
    <BlogLayout posts={data.sidebar.nodes}>
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
