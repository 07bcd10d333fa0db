/**
 * The site's one heading-id rule: one GitHub slugger per page,
 * `slug(toString(heading))` for every heading in document order (repeats get
 * `-1`, `-2`, ...). remarkHeadingIds renders the ids with it; the table of
 * contents and the search records read them from here without compiling MDX.
 */
import GithubSlugger from "github-slugger"
import { toString } from "mdast-util-to-string"
import { unified } from "unified"
import remarkParse from "remark-parse"
import remarkMdx from "remark-mdx"
import remarkGfm from "remark-gfm"
import remarkDirective from "remark-directive"
import { walkTree } from "./mdx/walkTree"
import type { Heading, Root } from "mdast"

export interface PageHeading {
  depth: number
  text: string
  id: string
}

/** `md` for plain Markdown (no JSX or expressions). */
export type MarkdownFormat = "mdx" | "md"

const parsers: Record<MarkdownFormat, { parse(source: string): unknown }> = {
  mdx: unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective),
  md: unified().use(remarkParse).use(remarkGfm).use(remarkDirective),
}

/** Parses a page body (without front matter) with the syntax the site's MDX pipeline accepts. */
export function parseMarkdown(source: string, format: MarkdownFormat = "mdx"): Root {
  return parsers[format].parse(source) as Root
}

/** Every heading node of a page's tree with its id, in document order. */
export function headingIds(tree: unknown): Map<Heading, string> {
  const slugger = new GithubSlugger()
  const ids = new Map<Heading, string>()
  walkTree(tree, "heading", (node: Heading) => {
    ids.set(node, slugger.slug(toString(node)))
  })
  return ids
}

/** The headings of a parsed page with their ids, in document order. */
export function headingsOfTree(tree: unknown): PageHeading[] {
  return [...headingIds(tree)].map(([node, id]) => ({ depth: node.depth, text: toString(node), id }))
}

export function extractHeadings(source: string, format: MarkdownFormat = "mdx"): PageHeading[] {
  return headingsOfTree(parseMarkdown(source, format))
}

/** Every id a link may point at on a parsed page: heading ids and literal JSX `id` attributes. */
export function anchorsOfTree(tree: unknown): string[] {
  const anchors = headingsOfTree(tree).map(heading => heading.id)
  walkTree(tree, (node: { type: string; attributes?: { type: string; name?: string; value?: unknown }[] }) => {
    if (node.type !== "mdxJsxFlowElement" && node.type !== "mdxJsxTextElement") return
    for (const attribute of node.attributes ?? []) {
      if (attribute.type === "mdxJsxAttribute" && attribute.name === "id" && typeof attribute.value === "string") anchors.push(attribute.value)
    }
  })
  return anchors
}
