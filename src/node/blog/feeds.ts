/**
 * The blog's RSS 2.0 and Atom 1.0 feeds, both written by the `feed` library
 * from one list of entries after a production build.
 */
import fs from "node:fs"
import path from "node:path"
import { Feed } from "feed"
import type { BuildArgs } from "gatsby"
import { feedPaths, feedTitles } from "../../config/feeds"
import { publicUrl } from "../../config/siteUrl"
import { buildPathPrefix } from "../content/pathPrefix"
import { blogFeedQuery, feedEntries, type BlogFeedData, type FeedEntry } from "./feedQuery"
import { blogUrls } from "./paths"

/** Atom requires an author on the feed; a post that names none falls back to it. */
const feedAuthor = "Rsvim maintainers"

/** Posts carry dates ("2025-08-28"); feeds want instants: midnight UTC of that day. */
function postInstant(date: string): Date {
  return new Date(/^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T00:00:00Z` : date)
}

export interface BlogFeedsMeta {
  /** The blog's description (site metadata). */
  description: string
  /** The build's path prefix ("" at the host's root). */
  pathPrefix: string
}

/** The two feeds' XML. Entries come newest first. */
export function renderBlogFeeds({ description, pathPrefix }: BlogFeedsMeta, entries: readonly FeedEntry[]): { rss: string; atom: string } {
  const blogUrl = publicUrl(blogUrls.list, pathPrefix)
  const rssUrl = publicUrl(feedPaths.rss, pathPrefix)
  const atomUrl = publicUrl(feedPaths.atom, pathPrefix)
  // Without posts the feed was last updated never: the epoch, so the output does not change from build to build.
  const updated = entries.length > 0 ? postInstant(entries[0].date) : new Date(0)
  const feedWith = (title: string) => {
    const feed = new Feed({ title, description, id: blogUrl, link: blogUrl, copyright: "", updated, author: { name: feedAuthor }, feedLinks: { rss: rssUrl, atom: atomUrl } })
    for (const entry of entries) {
      feed.addItem({
        title: entry.title,
        id: entry.url,
        link: entry.url,
        description: entry.summary,
        content: entry.contentHtml,
        date: postInstant(entry.date),
        published: postInstant(entry.date),
        author: (entry.authors.length > 0 ? entry.authors : [{ name: feedAuthor, url: null }]).map(author => ({ name: author.name, link: author.url ?? undefined })),
        // `term` is what Atom requires of a category; RSS writes the name.
        category: entry.categories.map(name => ({ name, term: name })),
      })
    }
    return feed
  }
  return { rss: feedWith(feedTitles.rss).rss2(), atom: feedWith(feedTitles.atom).atom1() }
}

/** onPostBuild: writes public/blog/rss.xml and public/blog/atom.xml. */
export async function writeBlogFeeds({ graphql, reporter }: Pick<BuildArgs, "graphql" | "reporter">): Promise<void> {
  const result = await graphql<BlogFeedData>(blogFeedQuery)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("The blog feeds' query failed", result.errors)
    return
  }
  const pathPrefix = buildPathPrefix()
  const feeds = renderBlogFeeds({ description: result.data.site.siteMetadata.description, pathPrefix }, feedEntries(result.data, pathPrefix))
  for (const [file, xml] of [
    [feedPaths.rss, feeds.rss],
    [feedPaths.atom, feeds.atom],
  ]) {
    const target = path.join("public", file)
    fs.mkdirSync(path.dirname(target), { recursive: true })
    fs.writeFileSync(target, xml)
  }
}
