import React from "react"
import { graphql, Link, type PageProps, type HeadProps } from "gatsby"
import { BlogLayout } from "../components/BlogLayout"
import { Seo } from "../components/Seo"

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


/** The page head (Gatsby Head API): title, description, canonical URL and social cards. */
export function Head({ location }: HeadProps<Queries.BlogAuthorsPageQuery>) {
  return <Seo title="Authors" description="The people who write the Rsvim blog." path={location.pathname} />
}

export const query = graphql`
  query BlogAuthorsPage($draftStates: [Boolean!]!) {
    allBlogAuthor(sort: { name: ASC }) {
      nodes {
        slug
        name
        title
        permalink
      }
    }
    allBlogPost(filter: { draft: { in: $draftStates } }, sort: { date: DESC }) {
      nodes {
        ...BlogSidebarPost
        authorSlugs
      }
    }
  }
`
