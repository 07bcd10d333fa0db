/**
 * Writes public/<output> (the blog's Atom feed) after a production build,
 * from the same query and entries as the RSS feed.
 */
import fs from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { blogFeedQuery, feedEntries, type BlogFeedData } from "../../src/node/feeds/blogFeedQuery"
import { renderAtomFeed } from "../../src/node/feeds/atomFeed"

interface AtomFeedOptions {
  output: string
  title: string
  author: string
}

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter, pathPrefix }, options) => {
  const { output, title, author } = options as unknown as AtomFeedOptions
  const result = await graphql<BlogFeedData>(blogFeedQuery)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("atom-feed: the blog query failed", result.errors)
    return
  }
  const siteUrl = `${result.data.site.siteMetadata.siteUrl}${pathPrefix ?? ""}`
  const xml = renderAtomFeed(
    { title, subtitle: result.data.site.siteMetadata.description, siteUrl: `${siteUrl}/blog`, feedUrl: `${siteUrl}${output}`, author },
    feedEntries(result.data, siteUrl)
  )
  const file = path.join("public", output)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, xml)
}
