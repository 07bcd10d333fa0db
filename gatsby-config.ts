import path from "node:path"
import type { GatsbyConfig } from "gatsby"
import { siteConfig } from "./src/config/site"
import { mdxPluginOptions } from "./src/node/mdx/mdxPluginOptions"
import { analyticsPlugins } from "./src/node/gatsby/analyticsPlugins"
import { configuredPathPrefix } from "./src/node/content/pathPrefix"

// A site served below a sub-path (e.g. /rsvim) sets PATH_PREFIX and builds with --prefix-paths
// (or PREFIX_PATHS=true); every public URL then comes from src/config/siteUrl.ts with that prefix.
const pathPrefix = configuredPathPrefix() || "/"

const config: GatsbyConfig = {
  siteMetadata: {
    title: siteConfig.title,
    description: siteConfig.tagline,
    siteUrl: siteConfig.url,
  },
  pathPrefix,
  trailingSlash: "never",
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  plugins: [
    // content/ has no filesystem source: the content index (src/node/content) reads and watches it, and
    // makes every node the pages query. The site's own artwork (the home page logo) is a File for gatsby-plugin-image.
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "images", path: path.resolve("src/images") },
    },
    {
      resolve: "gatsby-plugin-mdx",
      // Content bodies are compiled once each, with these options, and published as HTML (src/node/mdx/renderBody.tsx).
      options: mdxPluginOptions,
    },
    "gatsby-plugin-image",
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        query: "{ site { siteMetadata { siteUrl } } allSitePage { nodes { path pageContext component } } }",
        // In URL order: Gatsby's page order depends on what its cache held, and a cached build must write what a clean one writes.
        // Unlisted docs (front matter unlisted, src/node/content/siteModel.ts) are reachable by their URL only, so the sitemap leaves them out.
        // Version roots (/docs, /docs/next, ...) only redirect to their first page; a Docusaurus tree's docs/index.md in their place is a page.
        resolvePages: ({ allSitePage }: { allSitePage: { nodes: { path: string; component: string; pageContext?: { unlisted?: boolean } | null }[] } }) =>
          allSitePage.nodes
            .filter(node => !node.pageContext?.unlisted && path.basename(node.component) !== "DocsVersionRoot.tsx")
            .map(node => ({ path: node.path }))
            .sort((a, b) => a.path.localeCompare(b.path)),
      },
    },
    // Page-view analytics only when GATSBY_GTAG_IDS / GATSBY_GTM_ID are set (src/node/gatsby/analyticsPlugins.ts).
    ...analyticsPlugins(),
  ],
}

export default config
