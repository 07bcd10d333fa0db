/**
 * Gatsby's build hooks, wired to the node-side modules in src/node/ that do
 * the work: content nodes and their schema, then page creation.
 */
import { createSchemaCustomization } from "./src/node/gatsby/schema"
import { onPreBootstrap, sourceNodes, onCreateNode } from "./src/node/gatsby/contentNodes"
import { createPages } from "./src/node/gatsby/createPages"

export { createSchemaCustomization, onPreBootstrap, sourceNodes, onCreateNode, createPages }
export { onPostBootstrap } from "./src/node/gatsby/searchIndex"
export { onPostBuild } from "./src/node/gatsby/searchIndex"
