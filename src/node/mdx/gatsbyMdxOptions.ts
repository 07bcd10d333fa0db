/**
 * The MDX compiler options gatsby-plugin-mdx would compile with: its options
 * from gatsby-config.ts, completed by the plugin's own option handling (its
 * image unwrapping and metadata plugins, the project's JSX settings).
 */
import type { NodePluginArgs } from "gatsby"
import type { ProcessorOptions } from "@mdx-js/mdx"
// The plugin exports its compiler helpers from dist/; this one turns plugin options into compiler options.
import { enhanceMdxOptions } from "gatsby-plugin-mdx/dist/plugin-options"
import { mdxPluginOptions } from "./mdxPluginOptions"

type Helpers = Pick<NodePluginArgs, "store" | "getNode" | "getNodesByType" | "reporter" | "cache">

export async function gatsbyMdxOptions({ store, getNode, getNodesByType, reporter, cache }: Helpers): Promise<ProcessorOptions> {
  const plugin = store.getState().flattenedPlugins.find((entry: { name: string }) => entry.name === "gatsby-plugin-mdx")
  if (!plugin) throw new Error("gatsby-config.ts does not list gatsby-plugin-mdx, whose options content bodies are compiled with")
  // No path prefix here: the link component adds it (src/shared/content/mdxComponents.tsx), to JSX links as well as Markdown ones.
  return (await enhanceMdxOptions(plugin.pluginOptions, { store, getNode, getNodesByType, reporter, cache, pathPrefix: "" })) as ProcessorOptions
}

/** The same options outside a running Gatsby (`npm run check:content`, tests): gatsby-config's, through the plugin's handling. */
export async function standaloneMdxOptions(): Promise<ProcessorOptions> {
  const store = { getState: () => ({ config: {} }) }
  return (await enhanceMdxOptions(mdxPluginOptions as never, { store, pathPrefix: "" } as never)) as ProcessorOptions
}
