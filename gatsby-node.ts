/**
 * Gatsby's build hooks, wired to the node-side modules in src/node/ that do
 * the work: the content index and the nodes made from it, their schema, page
 * creation, search indexes and the browser bundles' configuration.
 */
import type { GatsbyNode } from "gatsby"
import { createSchemaCustomization } from "./src/node/gatsby/schema"
import { sourceNodes } from "./src/node/gatsby/contentNodes"
import { createPages } from "./src/node/gatsby/createPages"
import { checkSearchAnchors } from "./src/node/gatsby/searchIndex"
import { writeBlogFeeds } from "./src/node/feeds/blogFeeds"
import { markBuildFinished } from "./src/node/gatsby/cacheReuse"

export { createSchemaCustomization, sourceNodes, createPages }
export { onPostBootstrap } from "./src/node/gatsby/searchIndex"
export { onCreateWebpackConfig } from "./src/node/gatsby/webpackConfig"
export { onPreInit, onPreBootstrap } from "./src/node/gatsby/cacheReuse"

export const onPostBuild: GatsbyNode["onPostBuild"] = async (args) => {
  checkSearchAnchors({ reporter: args.reporter })
  await writeBlogFeeds(args)
  // Last: a build that fails before here leaves its cache marked unfinished, and the next build starts clean.
  markBuildFinished(args.store.getState().program.directory)
}
