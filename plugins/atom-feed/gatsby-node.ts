/**
 * Writes public/<output> (the blog's Atom feed) after a production build,
 * from the same query and entries as the RSS feed.
 */
import fs from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { blogFeedQuery, feedEntries, type BlogFeedData } from "../../src/node/feeds/blogFeedQuery"
import { renderAtomFeed } from "../../src/node/feeds/atomFeed"
import { publicUrl } from "../../src/config/siteUrl"

interface AtomFeedOptions {
  output: string
  title: string
  author: string
  /** The build's path prefix (src/node/pathPrefix.ts), as for every other public URL. */
  pathPrefix: string
}

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }, options) => {
  const { output, title, author, pathPrefix } = options as unknown as AtomFeedOptions
  const result = await graphql<BlogFeedData>(blogFeedQuery)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("atom-feed: the blog query failed", result.errors)
    return
  }
  const xml = renderAtomFeed(
    { title, subtitle: result.data.site.siteMetadata.description, siteUrl: publicUrl("/blog", pathPrefix), feedUrl: publicUrl(output, pathPrefix), author },
    feedEntries(result.data, pathPrefix)
  )
  const file = path.join("public", output)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, xml)
}
