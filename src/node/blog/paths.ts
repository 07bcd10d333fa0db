/**
 * URL rules for the blog, as Docusaurus' blog plugin makes them: a post's URL
 * comes from its whole path under blog/, the date in it included.
 */

import { slugSegment } from "../docs/paths"
import { contentConfig, routeOf } from "../../config/content"

/** What a post's path under blog/ gives it. */
export interface PostName {
  /** YYYY-MM-DD, from the date in the path; undefined when the path holds none. */
  date?: string
  /**
   * Its URL under the blog without a front matter slug: the date as written
   * ("2024/05/01"), then its folders and name after the date, URL-safe
   * ("2024/05/01/releases/v1"); the whole path for a post without a date
   * ("notes/hello").
   */
  path: string
  /** The same without the date: the post's slug ("releases/v1", "notes/hello"). */
  slug: string
  /** The name after the date as written (without a date, the whole path): a post's title when it has none, as in Docusaurus. */
  text: string
}

/**
 * A date anywhere in the path (the last one when there are several), as
 * Docusaurus finds it: year, month and day joined by "-" or "/", so
 * "2024-05-01-welcome.md", "releases/2024-05-01-v1.md" and
 * "2024/05/01/welcome/index.md" are all dated; what comes before the date
 * (folders) and after it (the name) make the rest of the URL, a folder's
 * index file standing for the folder.
 */
const datedPath = /^(?<folder>.*)(?<year>\d{4})[-/](?<month>\d{1,2})[-/](?<day>\d{1,2})[-/]?(?<text>.*?)(?:\/index)?\.mdx?$/

/** The segments of a path made URL-safe, empty ones left out. */
const urlSegments = (path: string) => path.split("/").map(slugSegment).filter(segment => segment !== "")

/** A calendar day from a path's digits, written YYYY-MM-DD; null when there is no such day (2024-13-45). */
function calendarDay(year: string, month: string, day: string): string | null {
  const [y, m, d] = [Number(year), Number(month), Number(day)]
  const date = new Date(Date.UTC(y, m - 1, d))
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null
  return date.toISOString().slice(0, 10)
}

/**
 * Reads a post's path relative to blog/ ("releases/2024-05-01-v1.md").
 * Throws, with the reason, when the date in its name is no calendar day.
 */
export function parsePostPath(relativePath: string): PostName {
  const posix = relativePath.replace(/\\/g, "/")
  const match = datedPath.exec(posix)
  if (!match) {
    const text = posix.replace(/(?:\/index)?\.mdx?$/, "")
    const slug = urlSegments(text).join("/")
    return { path: slug, slug, text }
  }
  const { folder, year, month, day, text } = match.groups!
  const date = calendarDay(year, month, day)
  if (!date) throw new Error(`the date in its name, ${year}-${month}-${day}, is no day of the calendar`)
  const segments = urlSegments(`${folder}${text}`)
  return { date, path: [year, month, day, ...segments].join("/"), slug: segments.join("/"), text }
}

/** A post's URL from its path under blog/ (without a front matter slug). */
export function postUrl(name: Pick<PostName, "path">): string {
  return name.path === "" ? blogUrls.list : `${blogUrls.list}/${name.path}`
}

/** The blog's settings that decide its URLs (src/config/content.ts, Docusaurus' names). */
export type BlogRouteSettings = Pick<typeof contentConfig.blog, "routeBasePath" | "tagsBasePath" | "authorsBasePath" | "archiveBasePath" | "pageBasePath">

/** The blog's URLs under its settings: its route, then each base path under it, as Docusaurus joins them. */
export function blogUrlsOf(settings: BlogRouteSettings) {
  const route = routeOf(settings.routeBasePath)
  const under = (basePath: string) => (route === "/" ? "" : route) + routeOf(basePath)
  const tags = under(settings.tagsBasePath)
  const authors = under(settings.authorsBasePath)
  const pages = under(settings.pageBasePath)
  return {
    list: route,
    /** null when the blog has no archive (archiveBasePath: null). */
    archive: settings.archiveBasePath === null ? null : under(settings.archiveBasePath),
    authors,
    tags,
    author: (slug: string) => `${authors}/${slug}`,
    tag: (slug: string) => `${tags}/${slug}`,
    /** The list page `n` (2 and after; the first is the blog's route): /blog/page/2. */
    page: (n: number) => `${pages}/${n}`,
    /** A post whose front matter gives a slug ("welcome" and "/welcome" alike): /blog/welcome. */
    slugged: (slug: string) => `${route}/${slug}`,
  }
}

export const blogUrls = blogUrlsOf(contentConfig.blog)

/** Minutes to read at 200 words a minute, at least one. */
export function readingMinutes(text: string): number {
  const words = text.split(/\s+/).filter(word => /[\p{L}\p{N}]/u.test(word)).length
  return Math.max(1, Math.round(words / 200))
}
