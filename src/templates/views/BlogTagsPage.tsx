import React from "react"
import { Link, type PageProps } from "gatsby"
import { BlogLayout } from "../../components/BlogLayout"

export default function BlogTagsPage({ data }: PageProps<Queries.BlogTagsPageQuery>) {
  const posts = data.allBlogPost.nodes
  const count = (slug: string) => posts.filter(post => post.tagSlugs.includes(slug)).length
  return (
    <BlogLayout posts={posts}>
      <h1>Tags</h1>
      <ul>
        {/* A tag only drafts or unlisted posts carry is not listed (its page stays, as Docusaurus keeps it). */}
        {data.allBlogTag.nodes.filter(tag => count(tag.slug) > 0).map(tag => (
          <li key={tag.slug}>
            <Link to={tag.permalink}>{tag.label}</Link> ({count(tag.slug)})
          </li>
        ))}
      </ul>
    </BlogLayout>
  )
}
