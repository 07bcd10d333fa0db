/**
 * gatsby-plugin-mdx parses each MDX file's front matter when it makes the
 * file's Mdx node, and malformed YAML there throws out of `onCreateNode`: the
 * build stops with a js-yaml message that names no file ("at line 3"), before
 * the content index can report the problem with its file and line (and
 * `gatsby develop` loses the node). The site reads front matter from its own
 * content index, so the plugin only needs a body: on malformed front matter
 * its parser gets an empty one, and the content check reports the problem,
 * with every other, in build, develop and check:content alike.
 */
import { createRequire } from "node:module"
import { splitFrontMatter } from "../content/frontMatterBlock"

interface ParsedFrontmatter {
  frontmatter: Record<string, unknown>
  body: string
}
type ParseFrontmatter = (cacheKey: string, source: string) => ParsedFrontmatter

/** The plugin's own module: its gatsby-node calls the export through this object on every use. */
const pluginFrontmatter = createRequire(__filename)("gatsby-plugin-mdx/dist/frontmatter") as {
  parseFrontmatter: ParseFrontmatter & { tolerant?: true }
}

export function tolerateMalformedMdxFrontMatter(): void {
  const original = pluginFrontmatter.parseFrontmatter
  if (original.tolerant) return
  const tolerant = Object.assign(
    (cacheKey: string, source: string): ParsedFrontmatter => {
      try {
        return original(cacheKey, source)
      } catch {
        return { frontmatter: {}, body: splitFrontMatter(source).body }
      }
    },
    { tolerant: true as const }
  )
  pluginFrontmatter.parseFrontmatter = tolerant
}
