/**
 * The site's one parse of a body and its one heading-id rule: one GitHub
 * slugger per page, `slug(toString(heading))` for every heading in document
 * order (repeats get `-1`, `-2`, ...), unless the heading ends in Docusaurus'
 * `{#custom-id}`, which is then its id. remarkHeadingIds renders the ids with
 * it; the table of contents and the search records read them from here
 * without compiling MDX.
 */
import GithubSlugger from "github-slugger"
import { toString } from "mdast-util-to-string"
import { unified } from "unified"
import remarkParse from "remark-parse"
import remarkMdx from "remark-mdx"
import remarkGfm from "remark-gfm"
import remarkDirective from "remark-directive"
import { walkTree } from "../mdx/walkTree"
import { docusaurusSyntaxToParse } from "./docusaurusSyntax"
import type { Heading, Root } from "mdast"
import { contentConfig, type MarkdownFormatSetting } from "../../config/content"

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

/**
 * The format a content file is parsed in, as Docusaurus' `markdown.format`
 * decides it: "mdx" (the site's default, as Docusaurus 3's) reads every file
 * as MDX; "detect" reads a `.md` file as CommonMark and the rest as MDX; "md"
 * reads every file as CommonMark.
 */
export function formatOfFile(fileName: string, setting: MarkdownFormatSetting = contentConfig.markdown.format): MarkdownFormat {
  if (setting === "detect") return fileName.endsWith(".md") ? "md" : "mdx"
  return setting
}

interface HeadingData {
  /** The id written as `{#custom-id}` at the end of the heading. */
  customId?: string
}

/** Takes a trailing `{#custom-id}` off each heading's text and keeps it as the heading's id. */
function takeCustomHeadingIds(tree: Root): void {
  walkTree(tree, "heading", (node: Heading) => {
    const last = node.children[node.children.length - 1]
    if (last?.type !== "text") return
    const match = /\s*\{#([^{}\s]+)\}\s*$/.exec(last.value)
    if (!match) return
    last.value = last.value.slice(0, match.index)
    if (last.value === "") node.children.pop()
    const data = (node.data ??= {}) as HeadingData
    data.customId = match[1]
  })
}

/** Parses a page body (without front matter) with the syntax the site's MDX pipeline accepts, Docusaurus' extras included. */
export function parseMarkdown(source: string, format: MarkdownFormat = "mdx"): Root {
  const tree = parsers[format].parse(docusaurusSyntaxToParse(source, format)) as Root
  takeCustomHeadingIds(tree)
  return tree
}

/** Every heading node of a page's tree with its id, in document order. */
export function headingIds(tree: unknown): Map<Heading, string> {
  const slugger = new GithubSlugger()
  const ids = new Map<Heading, string>()
  walkTree(tree, "heading", (node: Heading) => {
    const customId = (node.data as HeadingData | undefined)?.customId
    // A custom id is taken as written; it still counts, so a later heading of the same text gets "-1".
    const slug = slugger.slug(customId ?? toString(node))
    ids.set(node, customId ?? slug)
  })
  return ids
}

/**
 * Docusaurus' content title: the first heading of the body when it is an h1
 * (and comes before any thematic break). It is taken out of the tree, since
 * the page renders its title itself, and its text returned.
 */
export function takeContentTitle(tree: Root): string | undefined {
  const at = tree.children.findIndex(node => node.type === "heading" || node.type === "thematicBreak")
  const node = tree.children[at]
  if (node?.type !== "heading" || node.depth !== 1) return undefined
  tree.children.splice(at, 1)
  return toString(node).trim() || undefined
}

/** The headings of a parsed page with their ids, in document order. */
export function headingsOfTree(tree: unknown): PageHeading[] {
  return [...headingIds(tree)].map(([node, id]) => ({ depth: node.depth, text: toString(node), id }))
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
