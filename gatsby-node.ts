/**
 * Gatsby's build hooks, wired to the node-side modules in src/node/ that do
 * the work: the content index and the nodes made from it, their schema, page
 * creation, search indexes, the browser bundles' configuration, the
 * Content-Security-Policy and redirect files for hosts, and the pruning of public/ to what this build
 * made.
 */
import type { GatsbyNode } from "gatsby"
import { createSchemaCustomization } from "./src/node/gatsby/schema"
import { sourceNodes } from "./src/node/gatsby/contentNodes"
import { createPages } from "./src/node/gatsby/createPages"
import { checkSearchAnchors } from "./src/node/gatsby/searchIndex"
import { writeBlogFeeds } from "./src/node/blog/feeds"
import { markBuildFinished, onPreInit as dropUnusableCache } from "./src/node/gatsby/cacheReuse"
import { markBuildStart, pruneUnbuiltFiles } from "./src/node/gatsby/publishedFiles"
import { writeContentSecurityPolicy } from "./src/node/gatsby/contentSecurityPolicy"
import { writeHostRedirects } from "./src/node/gatsby/hostRedirects"

export { createSchemaCustomization, sourceNodes, createPages }
export { onPostBootstrap } from "./src/node/gatsby/searchIndex"
export { onCreateWebpackConfig } from "./src/node/gatsby/webpackConfig"
export { onPreBootstrap } from "./src/node/gatsby/cacheReuse"

export const onPreInit: GatsbyNode["onPreInit"] = (...hookArgs) => {
  // Files in public/ older than this were written by another build (src/node/gatsby/publishedFiles.ts).
  markBuildStart()
  return dropUnusableCache?.(...hookArgs)
}

export const onPostBuild: GatsbyNode["onPostBuild"] = async (args) => {
  checkSearchAnchors({ reporter: args.reporter })
  await writeBlogFeeds(args)
  writeContentSecurityPolicy(args)
  writeHostRedirects(args)
  // After every writer: public/ keeps only what this build made.
  pruneUnbuiltFiles(args)
  // Last: a build that fails before here leaves its cache marked unfinished, and the next build starts clean.
  markBuildFinished(args.store.getState().program.directory)
}
