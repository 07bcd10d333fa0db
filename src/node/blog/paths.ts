/** URL rules for the blog. Posts live in folders named YYYY-MM-DD-slug. */

import { slugSegment } from "../docs/paths"
import { contentConfig, routeOf } from "../../config/content"

export interface PostFolder {
  date: string
  slug: string
  /** The name after the date as written, a post's title when it has none (as in Docusaurus). */
  text: string
}

/** "2024-08-29-motivation" → { date: "2024-08-29", slug: "motivation" }; null when malformed. */
export function parsePostFolder(folderName: string): PostFolder | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})-(.+)$/.exec(folderName)
  if (!match) return null
  const date = `${match[1]}-${match[2]}-${match[3]}`
  const slug = slugSegment(match[4])
  if (Number.isNaN(Date.parse(date)) || !/^[a-z0-9][a-z0-9._-]*$/i.test(slug)) return null
  return { date, slug, text: match[4] }
}

export function postUrl(date: string, slug: string): string {
  const [year, month, day] = date.split("-")
  return `${blogUrls.list}/${year}/${month}/${day}/${slug}`
}

/** The blog's route (Docusaurus' `routeBasePath`): "/blog". */
const route = routeOf(contentConfig.blog.routeBasePath)

export const blogUrls = {
  list: route,
  archive: `${route}/archive`,
  authors: `${route}/authors`,
  tags: `${route}/tags`,
  author: (slug: string) => `${route}/authors/${slug}`,
  tag: (slug: string) => `${route}/tags/${slug}`,
  /** A post whose front matter gives a slug ("welcome" and "/welcome" alike): /blog/welcome. */
  slugged: (slug: string) => `${route}/${slug}`,
}

/** Minutes to read at 200 words a minute, at least one. */
export function readingMinutes(text: string): number {
  const words = text.split(/\s+/).filter(word => /[\p{L}\p{N}]/u.test(word)).length
  return Math.max(1, Math.round(words / 200))
}
