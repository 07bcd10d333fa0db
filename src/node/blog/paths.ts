/** URL rules for the blog. Posts live in folders named YYYY-MM-DD-slug. */

import { slugSegment } from "../docs/paths"

export interface PostFolder {
  date: string
  slug: string
}

/** "2024-08-29-motivation" → { date: "2024-08-29", slug: "motivation" }; null when malformed. */
export function parsePostFolder(folderName: string): PostFolder | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})-(.+)$/.exec(folderName)
  if (!match) return null
  const date = `${match[1]}-${match[2]}-${match[3]}`
  const slug = slugSegment(match[4])
  if (Number.isNaN(Date.parse(date)) || !/^[a-z0-9][a-z0-9._-]*$/i.test(slug)) return null
  return { date, slug }
}

export function postUrl(date: string, slug: string): string {
  const [year, month, day] = date.split("-")
  return `/blog/${year}/${month}/${day}/${slug}`
}

export const blogUrls = {
  list: "/blog",
  archive: "/blog/archive",
  authors: "/blog/authors",
  tags: "/blog/tags",
  author: (slug: string) => `/blog/authors/${slug}`,
  tag: (slug: string) => `/blog/tags/${slug}`,
}

/** Minutes to read at 200 words a minute, at least one. */
export function readingMinutes(text: string): number {
  const words = text.split(/\s+/).filter(word => /[\p{L}\p{N}]/u.test(word)).length
  return Math.max(1, Math.round(words / 200))
}
