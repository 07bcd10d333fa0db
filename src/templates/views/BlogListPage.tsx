import React from "react"
import type { PageProps } from "gatsby"
import { BlogLayout } from "../../components/BlogLayout"
import { DocPagination } from "../../components/DocPagination"
import { PostSummary } from "../../components/PostSummary"

const strings = {
  navigation: "Blog list page navigation",
  newer: "Newer entries",
  older: "Older entries",
}

/** Which list page this is, its neighbours and the blog's words (src/node/content/siteModel.ts, planPages and blogListPages). */
export interface BlogListContext {
  title: string
  description: string
  newerUrl?: string | null
  olderUrl?: string | null
}

export default function BlogListPage({ data, pageContext }: PageProps<Queries.BlogListPageQuery, BlogListContext>) {
  const posts = data.allBlogPost.nodes
  return (
    <BlogLayout posts={data.sidebar?.nodes ?? posts}>
      <h1>{pageContext.title}</h1>
      {posts.map(post => (
        <PostSummary key={post.url} post={post} />
      ))}
      <DocPagination
        label={strings.navigation}
        previous={pageContext.newerUrl ? { label: strings.newer, url: pageContext.newerUrl } : undefined}
        next={pageContext.olderUrl ? { label: strings.older, url: pageContext.olderUrl } : undefined}
      />
    </BlogLayout>
  )
}
