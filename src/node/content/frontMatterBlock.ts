/**
 * A file's front matter block and the body after it, found by gray-matter
 * (the parser gatsby-plugin-mdx uses, so both agree on where a block ends)
 * without parsing the YAML: a malformed block still splits, so the body can
 * be checked and each field located by line.
 */
import matter from "gray-matter"

export interface FrontMatterBlock {
  /** The block's text after the opening "---" (its first line is the rest of that line), or null without a block. */
  yaml: string | null
  body: string
}

/** Leaves the block as text; passing options also keeps gray-matter from caching by file content. */
const unparsed = { engines: { yaml: () => ({}) } }

export function splitFrontMatter(source: string): FrontMatterBlock {
  if (!matter.test(source)) return { yaml: null, body: source }
  const file = matter(source, unparsed)
  return { yaml: file.matter, body: file.content }
}
