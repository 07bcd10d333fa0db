/**
 * gatsby-plugin-mdx's options (gatsby-config.ts): the syntax and transforms
 * every content body is compiled with. The build compiles each body once,
 * with the plugin's own option handling (src/node/mdx/renderBody.tsx), and
 * publishes it as HTML.
 */
import remarkGfm from "remark-gfm"
import remarkDirective from "remark-directive"
import { remarkAdmonitions } from "./remarkAdmonitions"
import { remarkHeadingIds } from "./remarkHeadingIds"
import { remarkContentLinks } from "./remarkContentLinks"
import { remarkContentImages } from "./remarkContentImages"
import { rehypeHighlightCode } from "./rehypeHighlightCode"

export const mdxPluginOptions = {
  // No file is the plugin's to process: content is read by the site's content index and each body
  // compiled once (renderBody.tsx), so the plugin makes no Mdx nodes (nothing would query them),
  // parses no front matter and adds no .mdx pages of its own.
  extensions: [],
  mdxOptions: {
    remarkPlugins: [remarkGfm, remarkDirective, remarkAdmonitions, remarkHeadingIds, remarkContentLinks, remarkContentImages],
    rehypePlugins: [rehypeHighlightCode],
  },
}
