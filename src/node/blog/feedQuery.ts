/**
 * The blog feeds' shared data: one query for published posts (newest first),
 * and the item shape both feeds are written from.
 */
import { publicUrl } from "../../config/siteUrl"

export const blogFeedQuery = `
  {
    site { siteMetadata { description } }
    allBlogPost(filter: { listed: { eq: true } }, sort: { date: DESC }, limit: 50) {
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
  site: { siteMetadata: { description: string } }
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

/** The feed entries of the published posts; `pathPrefix` is the build's (src/node/content/pathPrefix.ts). */
export function feedEntries(data: BlogFeedData, pathPrefix: string): FeedEntry[] {
  return data.allBlogPost.nodes.map(post => ({
    title: post.title,
    summary: post.description,
    contentHtml: post.excerptHtml,
    url: publicUrl(post.url, pathPrefix),
    date: post.date,
    authors: post.authors,
    categories: post.tags.map(tag => tag.label),
  }))
}
