import React from "react"
import type { PageProps } from "gatsby"
import { BlogLayout } from "../../components/BlogLayout"
import { DocPagination } from "../../components/DocPagination"
import { PostSummary } from "../../components/PostSummary"
import { sections } from "../../config/sections"

const strings = {
  navigation: "Blog list page navigation",
  newer: "Newer entries",
  older: "Older entries",
}

/** Which list page this is (src/node/content/siteModel.ts, blogListPages). */
interface BlogListContext {
  page?: number
  pageCount?: number
}

/** /blog, then /blog/page/2, ... as the build names them. */
const listPagePath = (page: number) => (page === 1 ? "/blog" : `/blog/page/${page}`)

export default function BlogListPage({ data, pageContext }: PageProps<Queries.BlogListPageQuery, BlogListContext>) {
  const posts = data.allBlogPost.nodes
  const page = pageContext.page ?? 1
  const pageCount = pageContext.pageCount ?? 1
  return (
    <BlogLayout posts={data.sidebar?.nodes ?? posts}>
      <h1>{sections.blog}</h1>
      {posts.map(post => (
        <PostSummary key={post.url} post={post} />
      ))}
      <DocPagination
        label={strings.navigation}
        previous={page > 1 ? { label: strings.newer, url: listPagePath(page - 1) } : undefined}
        next={page < pageCount ? { label: strings.older, url: listPagePath(page + 1) } : undefined}
      />
    </BlogLayout>
  )
}
