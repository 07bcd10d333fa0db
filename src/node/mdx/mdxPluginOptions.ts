/**
 * gatsby-plugin-mdx's options (gatsby-config.ts): the syntax and transforms
 * every content body is compiled with. The build compiles each body once,
 * with the plugin's own option handling (src/node/mdx/renderBody.tsx), and
 * publishes it as HTML. content/ is no filesystem source (gatsby-config.ts),
 * so the plugin meets no MDX file of its own: it makes no Mdx node nobody
 * would query and parses no front matter.
 */
import remarkGfm from "remark-gfm"
import remarkDirective from "remark-directive"
import { remarkAdmonitions } from "./remarkAdmonitions"
import { remarkHeadingIds } from "./remarkHeadingIds"
import { remarkContentLinks } from "./remarkContentLinks"
import { remarkContentImages } from "./remarkContentImages"
import { rehypeHighlightCode } from "./rehypeHighlightCode"

export const mdxPluginOptions = {
  mdxOptions: {
    remarkPlugins: [remarkGfm, remarkDirective, remarkAdmonitions, remarkHeadingIds, remarkContentLinks, remarkContentImages],
    rehypePlugins: [rehypeHighlightCode],
  },
}
