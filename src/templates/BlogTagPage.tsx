import React from "react"
import { graphql, Link, type PageProps, type HeadProps } from "gatsby"
import { BlogLayout } from "../components/BlogLayout"
import { PostSummary } from "../components/PostSummary"
import { Seo } from "../components/Seo"

/** "2 posts tagged with "Announcement"": the page's heading and title. */
function tagHeading(label: string, count: number): string {
  return `${count} ${count === 1 ? "post" : "posts"} tagged with "${label}"`
}

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


/** The page head (Gatsby Head API): title, description, canonical URL and social cards. */
export function Head({ data, location }: HeadProps<Queries.BlogTagPageQuery>) {
  const tag = data.blogTag!
  return <Seo title={tagHeading(tag.label, data.tagged.nodes.length)} description={tag.description} path={location.pathname} />
}

export const query = graphql`
  query BlogTagPage($slug: String!, $draftStates: [Boolean!]!) {
    blogTag(slug: { eq: $slug }) {
      slug
      label
      description
    }
    tagged: allBlogPost(filter: { draft: { in: $draftStates }, tagSlugs: { eq: $slug } }, sort: { date: DESC }) {
      nodes {
        ...BlogPostSummary
      }
    }
    sidebar: allBlogPost(filter: { draft: { in: $draftStates } }, sort: { date: DESC }) {
      nodes {
        ...BlogSidebarPost
      }
    }
  }
`
