/**
 * The blog feeds as plugin entries for gatsby-config: RSS 2.0 through
 * gatsby-plugin-feed, Atom 1.0 through the local plugins/atom-feed. Both are
 * written by `gatsby build` from the same query.
 */
import type { PluginRef } from "gatsby"
import { feedPaths, feedTitles } from "../../config/feeds"
import { blogFeedQuery, feedEntries, type BlogFeedData } from "./blogFeedQuery"

const authorFallback = "Rsvim maintainers"

/**
 * `urlPrefix`: the path the site is served under ("" at the root), which
 * post URLs need like the Atom plugin's (it gets Gatsby's pathPrefix itself;
 * gatsby-plugin-feed's serialize does not).
 */
export function feedPlugins(urlPrefix = ""): PluginRef[] {
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
              feedEntries(query, `${query.site.siteMetadata.siteUrl}${urlPrefix}`).map(entry => ({
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
    { resolve: "atom-feed", options: { output: feedPaths.atom, title: feedTitles.atom, author: authorFallback } },
  ]
}
