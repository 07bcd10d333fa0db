import React from "react"
import type { PageProps } from "gatsby"
import { BlogLayout } from "../../components/BlogLayout"
import { PostSummary } from "../../components/PostSummary"
import { sections } from "../../config/sections"

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
