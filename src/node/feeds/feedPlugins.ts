/**
 * The blog feeds as plugin entries for gatsby-config: RSS 2.0 through
 * gatsby-plugin-feed, Atom 1.0 through the local plugins/atom-feed. Both are
 * written by `gatsby build` from the same query.
 */
import type { PluginRef } from "gatsby"
import { feedPaths, feedTitles } from "../../config/feeds"
import { blogFeedQuery, feedEntries, type BlogFeedData } from "./blogFeedQuery"

const authorFallback = "Rsvim maintainers"

/** `pathPrefix`: the path the build serves the site under ("" at the root; src/node/pathPrefix.ts). */
export function feedPlugins(pathPrefix = ""): PluginRef[] {
  return [
    {
      resolve: "gatsby-plugin-feed",
      options: {
        feeds: [
          {
            title: feedTitles.rss,
            output: feedPaths.rss,
            query: blogFeedQuery,
            serialize: ({ query }: { query: BlogFeedData }) =>
              feedEntries(query, pathPrefix).map(entry => ({
                title: entry.title,
                description: entry.summary,
                url: entry.url,
                guid: entry.url,
                date: entry.date,
                author: entry.authors.map(author => author.name).join(", ") || authorFallback,
                categories: entry.categories,
                custom_elements: [{ "content:encoded": entry.contentHtml }],
              })),
          },
        ],
      },
    },
    { resolve: "atom-feed", options: { output: feedPaths.atom, title: feedTitles.atom, author: authorFallback, pathPrefix } },
  ]
}
