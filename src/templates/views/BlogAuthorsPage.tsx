import React from "react"
import { Link, type PageProps } from "gatsby"
import { BlogLayout } from "../../components/BlogLayout"

export default function BlogAuthorsPage({ data }: PageProps<Queries.BlogAuthorsPageQuery>) {
  const posts = data.allBlogPost.nodes
  const count = (slug: string) => posts.filter(post => post.authorSlugs.includes(slug)).length
  return (
    <BlogLayout posts={posts}>
      <h1>Authors</h1>
      <ul>
        {data.allBlogAuthor.nodes.map(author => (
          <li key={author.slug}>
            <Link to={author.permalink}>{author.name}</Link>
            {author.title && <> – {author.title}</>} ({count(author.slug)} {count(author.slug) === 1 ? "post" : "posts"})
          </li>
        ))}
      </ul>
    </BlogLayout>
  )
}
