import React from "react"
import { graphql, Link, type PageProps } from "gatsby"
import { BlogLayout, groupPostsByYear } from "../components/BlogLayout"
import { Seo } from "../components/Seo"

export default function BlogArchivePage({ data, location }: PageProps<Queries.BlogArchivePageQuery>) {
  const posts = data.allBlogPost.nodes
  return (
    <BlogLayout posts={posts}>
      <Seo title="Archive" description="Every Rsvim blog post, by year." path={location.pathname} />
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

export const query = graphql`
  query BlogArchivePage($draftStates: [Boolean!]!) {
    allBlogPost(filter: { draft: { in: $draftStates } }, sort: { date: DESC }) {
      nodes {
        ...BlogSidebarPost
        dateLabel: date(formatString: "MMMM D")
      }
    }
  }
`
