import React from "react"
import { graphql, Link, type PageProps, type HeadProps } from "gatsby"
import { BlogLayout, groupPostsByYear } from "../components/BlogLayout"
import { Seo } from "../components/Seo"

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


/** The page head (Gatsby Head API): title, description, canonical URL and social cards. */
export function Head({ location }: HeadProps<Queries.BlogArchivePageQuery>) {
  return <Seo title="Archive" description="Every Rsvim blog post, by year." path={location.pathname} />
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
