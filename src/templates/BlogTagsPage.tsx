import React from "react"
import { graphql, Link, type PageProps, type HeadProps } from "gatsby"
import { BlogLayout } from "../components/BlogLayout"
import { Seo } from "../components/Seo"

export default function BlogTagsPage({ data }: PageProps<Queries.BlogTagsPageQuery>) {
  const posts = data.allBlogPost.nodes
  const count = (slug: string) => posts.filter(post => post.tagSlugs.includes(slug)).length
  return (
    <BlogLayout posts={posts}>
      <h1>Tags</h1>
      <ul>
        {data.allBlogTag.nodes.map(tag => (
          <li key={tag.slug}>
            <Link to={tag.permalink}>{tag.label}</Link> ({count(tag.slug)})
          </li>
        ))}
      </ul>
    </BlogLayout>
  )
}


/** The page head (Gatsby Head API): title, description, canonical URL and social cards. */
export function Head({ location }: HeadProps<Queries.BlogTagsPageQuery>) {
  return <Seo title="Tags" description="Blog posts by topic." path={location.pathname} />
}

export const query = graphql`
  query BlogTagsPage($draftStates: [Boolean!]!) {
    allBlogTag(sort: { label: ASC }) {
      nodes {
        slug
        label
        permalink
      }
    }
    allBlogPost(filter: { draft: { in: $draftStates } }, sort: { date: DESC }) {
      nodes {
        ...BlogSidebarPost
        tagSlugs
      }
    }
  }
`
