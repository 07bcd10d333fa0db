import React from "react"
import { Link, type PageProps } from "gatsby"
import { BlogLayout } from "../../components/BlogLayout"
import { PostSummary } from "../../components/PostSummary"
import { tagHeading } from "../blogTagHeading"

/** The page of every tag (src/node/content/siteModel.ts gives it: it follows the blog's route). */
export type BlogTagContext = { tagsUrl: string }

export default function BlogTagPage({ data, pageContext }: PageProps<Queries.BlogTagPageQuery, BlogTagContext>) {
  const tag = data.blogTag!
  const tagged = data.tagged.nodes
  const heading = tagHeading(tag.label, tagged.length)
  return (
    <BlogLayout posts={data.sidebar.nodes}>
      <h1>{heading}</h1>
      {tag.description && <p>{tag.description}</p>}
      <p>
        <Link to={pageContext.tagsUrl}>View all tags</Link>
      </p>
      {tagged.map(post => (
        <PostSummary key={post.url} post={post} />
      ))}
    </BlogLayout>
  )
}
