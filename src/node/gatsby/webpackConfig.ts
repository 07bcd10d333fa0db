/**
 * The production browser bundles.
 *
 * Gatsby's internal Partytown plugin has one
 * browser hook, which does nothing outside `gatsby develop`; but it
 * `require`s gatsby-script and Partytown's snippet, so every page shipped
 * them (~2.4 kB gzip). Resolving that hook module to nothing leaves the plugin
 * without browser hooks (the site renders no off-main-thread <Script>) and
 * lets webpack drop gatsby-script, which no page uses.
 *
 * EmptyChunkMappingPlugin keeps Gatsby's unused map of every page component
 * out of every page's HTML (src/node/webpack/emptyChunkMapping.ts).
 *
 * CssOrderCheckPlugin fails the build when pages import CSS modules in
 * conflicting orders (src/node/webpack/cssOrderCheck.ts).
 */
import { createRequire } from "node:module"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { EmptyChunkMappingPlugin } from "../webpack/emptyChunkMapping"
import { CssOrderCheckPlugin } from "../webpack/cssOrderCheck"

// Resolved from the site's package.json: this module is bundled by Gatsby's compiler, where `require.resolve` does not exist.
const partytownBrowserHooks = createRequire(path.resolve("package.json")).resolve("gatsby/dist/internal-plugins/partytown/gatsby-browser.js")

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions }) => {
  if (stage !== "build-javascript") return
  const config = getConfig()
  config.resolve = { ...config.resolve, alias: { ...config.resolve?.alias, [partytownBrowserHooks]: false } }
  config.plugins = [...(config.plugins ?? []), new EmptyChunkMappingPlugin(path.resolve("public")), new CssOrderCheckPlugin()]
  actions.replaceWebpackConfig(config)
}
