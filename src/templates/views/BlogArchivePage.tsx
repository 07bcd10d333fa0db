import React from "react"
import { Link, type PageProps } from "gatsby"
import { BlogLayout, groupPostsByYear } from "../../components/BlogLayout"

export default function BlogArchivePage({ data }: PageProps<Queries.BlogArchivePageQuery>) {
  const posts = data.allBlogPost.nodes
  return (
    <BlogLayout posts={posts}>
      <h1>Archive</h1>
      {groupPostsByYear(posts).map(([year, yearPosts]) => (
        <section key={year}>
          <h2>{year}</h2>
          <ul>
            {yearPosts.map(post => (
              <li key={post.url}>
                <time dateTime={post.date}>{post.dateLabel}</time> – <Link to={post.url}>{post.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </BlogLayout>
  )
}
