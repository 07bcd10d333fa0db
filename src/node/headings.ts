/**
 * The headings of an MDX body with the ids the page renders them with (same
 * rule as remarkHeadingIds: one GitHub slugger per page, document order).
 * Feeds the table of contents and search anchors without compiling MDX.
 */
import GithubSlugger from "github-slugger"
import { toString } from "mdast-util-to-string"
import { unified } from "unified"
import remarkParse from "remark-parse"
import remarkMdx from "remark-mdx"
import remarkGfm from "remark-gfm"
import remarkDirective from "remark-directive"
import { walkTree } from "./mdx/walkTree"
import type { Heading } from "mdast"

export interface PageHeading {
  depth: number
  text: string
  id: string
}

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective)

export function extractHeadings(mdxSource: string): PageHeading[] {
  const slugger = new GithubSlugger()
  const headings: PageHeading[] = []
  walkTree(parser.parse(mdxSource), "heading", (node: Heading) => {
    const text = toString(node)
    headings.push({ depth: node.depth, text, id: slugger.slug(text) })
  })
  return headings
}
