import React from "react"
import { graphql, type PageProps } from "gatsby"
import { BlogLayout } from "../components/BlogLayout"
import { PostSummary } from "../components/PostSummary"
import { Seo } from "../components/Seo"

export default function BlogAuthorPage({ data, location }: PageProps<Queries.BlogAuthorPageQuery>) {
  const author = data.blogAuthor!
  const posts = data.allBlogPost.nodes
  const own = posts.filter(post => post.authorSlugs.includes(author.slug))
  return (
    <BlogLayout posts={posts}>
      <Seo title={author.name} description={`Blog posts by ${author.name}.`} path={location.pathname} />
      <h1>{author.name}</h1>
      {author.title && <p>{author.title}</p>}
      {author.url && (
        <p>
          <a href={author.url} target="_blank" rel="noopener noreferrer">
            {author.url.replace(/^https?:\/\//, "")}
          </a>
        </p>
      )}
      <h2>
        {own.length} {own.length === 1 ? "post" : "posts"}
      </h2>
      {own.map(post => (
        <PostSummary key={post.url} post={post} />
      ))}
    </BlogLayout>
  )
}

export const query = graphql`
  query BlogAuthorPage($slug: String!, $draftStates: [Boolean!]!) {
    blogAuthor(slug: { eq: $slug }) {
      slug
      name
      title
      url
    }
    allBlogPost(filter: { draft: { in: $draftStates } }, sort: { date: DESC }) {
      nodes {
        ...BlogPostSummary
        authorSlugs
      }
    }
  }
`
