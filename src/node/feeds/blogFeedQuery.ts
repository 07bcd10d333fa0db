/**
 * The blog feeds' shared data: one query for published posts (newest first),
 * and the item shape both feeds are written from.
 */
export const blogFeedQuery = `
  {
    site { siteMetadata { title description siteUrl } }
    allBlogPost(filter: { draft: { eq: false } }, sort: { date: DESC }, limit: 50) {
      nodes {
        title
        description
        url
        date
        excerptHtml
        authors { name url }
        tags { label }
      }
    }
  }
`

export interface BlogFeedData {
  site: { siteMetadata: { title: string; description: string; siteUrl: string } }
  allBlogPost: {
    nodes: {
      title: string
      description: string
      url: string
      date: string
      excerptHtml: string
      authors: { name: string; url: string | null }[]
      tags: { label: string }[]
    }[]
  }
}

export interface FeedEntry {
  title: string
  summary: string
  contentHtml: string
  /** Absolute URL of the post. */
  url: string
  /** ISO date (YYYY-MM-DD or a full timestamp). */
  date: string
  authors: { name: string; url: string | null }[]
  categories: string[]
}

export function feedEntries(data: BlogFeedData, siteUrl = data.site.siteMetadata.siteUrl): FeedEntry[] {
  return data.allBlogPost.nodes.map(post => ({
    title: post.title,
    summary: post.description,
    contentHtml: post.excerptHtml,
    url: `${siteUrl}${post.url}`,
    date: post.date,
    authors: post.authors,
    categories: post.tags.map(tag => tag.label),
  }))
}
