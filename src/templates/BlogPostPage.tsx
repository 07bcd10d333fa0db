import React from "react"
import { graphql, type PageProps, type HeadProps } from "gatsby"
import { BlogLayout } from "../components/BlogLayout"
import { DocPagination } from "../components/DocPagination"
import { PostMeta } from "../components/PostMeta"
import { Seo } from "../components/Seo"
import { TableOfContents, TableOfContentsCollapsible } from "../components/TableOfContents"
import { EditThisPage } from "../components/EditThisPage"
import { MdxBody } from "../components/MdxBody"

export default function BlogPostPage({ data }: PageProps<Queries.BlogPostPageQuery>) {
  const post = data.blogPost!
  const posts = data.allBlogPost.nodes
  const index = posts.findIndex(candidate => candidate.url === post.url)
  const newer = index > 0 ? posts[index - 1] : undefined
  const older = index >= 0 ? posts[index + 1] : undefined
  return (
    <BlogLayout posts={posts} activeUrl={post.url} aside={<TableOfContents headings={post.headings} />}>
      <article>
        <h1>{post.title}</h1>
        <PostMeta date={post.date} dateLabel={post.dateLabel} readingMinutes={post.readingMinutes} authors={post.authors} tags={post.tags} />
        <TableOfContentsCollapsible headings={post.headings} />
        <MdxBody html={post.html} />
        <p>
          <EditThisPage sourcePath={post.sourcePath} />
        </p>
      </article>
      <DocPagination
        label="Blog post page navigation"
        previous={newer && { label: newer.title, url: newer.url }}
        next={older && { label: older.title, url: older.url }}
        previousText="Newer post"
        nextText="Older post"
      />
    </BlogLayout>
  )
}


/** The page head (Gatsby Head API): title, description, canonical URL and social cards. */
export function Head({ data }: HeadProps<Queries.BlogPostPageQuery>) {
  const post = data.blogPost!
  return <Seo title={post.title} description={post.description} path={post.url} type="article" publishedTime={post.date} keywords={post.keywords} image={post.image} />
}

export const query = graphql`
  query BlogPostPage($id: String!, $draftStates: [Boolean!]!) {
    blogPost(id: { eq: $id }) {
      title
      description
      keywords
      image
      url
      sourcePath
      html
      headings {
        depth
        text
        id
      }
      ...PostMetaFields
    }
    allBlogPost(filter: { draft: { in: $draftStates } }, sort: { date: DESC }) {
      nodes {
        ...BlogSidebarPost
      }
    }
  }
`
