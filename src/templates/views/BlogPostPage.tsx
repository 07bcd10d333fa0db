import React from "react"
import type { PageProps } from "gatsby"
import { BlogLayout } from "../../components/BlogLayout"
import { DocPagination } from "../../components/DocPagination"
import { PostMeta } from "../../components/PostMeta"
import { tableOfContentsOf, TableOfContents, TableOfContentsCollapsible } from "../../components/TableOfContents"
import { UnlistedBanner } from "../../components/UnlistedBanner"
import { EditThisPage, LastUpdated } from "../../components/EditThisPage"
import { MdxBody } from "../../components/MdxBody"

export default function BlogPostPage({ data }: PageProps<Queries.BlogPostPageQuery>) {
  const post = data.blogPost!
  const posts = data.allBlogPost.nodes
  const index = posts.findIndex(candidate => candidate.url === post.url)
  const newer = index > 0 ? posts[index - 1] : undefined
  const older = index >= 0 ? posts[index + 1] : undefined
  const toc = tableOfContentsOf(post)
  return (
    <BlogLayout posts={posts} activeUrl={post.url} aside={toc && <TableOfContents {...toc} />}>
      {post.unlisted && <UnlistedBanner />}
      <article>
        <h1>{post.title}</h1>
        <PostMeta date={post.date} dateLabel={post.dateLabel} readingMinutes={post.readingMinutes} authors={post.authors} tags={post.tags} />
        {toc && <TableOfContentsCollapsible {...toc} />}
        <MdxBody html={post.html} />
        <p>
          <EditThisPage sourcePath={post.sourcePath} />
        </p>
        {post.lastUpdate && <LastUpdated date={post.lastUpdate.date} author={post.lastUpdate.author} />}
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
