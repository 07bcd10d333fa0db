/**
 * Blog excerpts, derived from a post's parsed tree: the blocks before its
 * truncate marker (`{/* truncate *\/}` in MDX, `<!-- truncate -->` in Markdown),
 * else its first paragraph. The excerpt HTML goes through the same remark
 * plugins as the page (admonitions, heading ids, file links rewritten to
 * URLs, images beside the post published, code highlighted at build time), so a list page or feed shows what
 * the post shows.
 */
import type { Content, Root } from "mdast"
import { toString } from "mdast-util-to-string"
import { unified } from "unified"
import remarkRehype from "remark-rehype"
import rehypeStringify from "rehype-stringify"
import { remarkAdmonitions } from "../mdx/remarkAdmonitions"
import { remarkHeadingIds } from "../mdx/remarkHeadingIds"
import { remarkContentLinks, type ContentLinksOptions } from "../mdx/remarkContentLinks"
import { remarkContentImages } from "../mdx/remarkContentImages"
import { rehypeHighlightCode } from "../mdx/rehypeHighlightCode"
import { walkTree } from "../mdx/walkTree"
import { admonitionClasses, admonitionHeading } from "../../shared/content/Admonition"

const truncateComment = /^\s*truncate\s*$/

/** Whether a top-level node is the truncate marker. */
function isTruncateMarker(node: Content): boolean {
  const value = (node as { value?: unknown }).value
  if (typeof value !== "string") return false
  if (node.type === "html") return /^<!--\s*truncate\s*-->$/.test(value.trim())
  if ((node.type as string) === "mdxFlowExpression") {
    const comment = /^\s*\/\*([\s\S]*)\*\/\s*$/.exec(value)
    return comment !== null && truncateComment.test(comment[1])
  }
  return false
}

export interface PostExcerpt {
  /** The blocks shown on list pages. */
  tree: Root
  hasTruncateMarker: boolean
}

export function excerptOfTree(tree: Root): PostExcerpt {
  const marker = tree.children.findIndex(isTruncateMarker)
  if (marker !== -1) return { tree: { type: "root", children: tree.children.slice(0, marker) }, hasTruncateMarker: true }
  const first = tree.children.find(node => node.type === "paragraph")
  return { tree: { type: "root", children: first ? [first] : [] }, hasTruncateMarker: false }
}

const mdxOnly = new Set(["mdxjsEsm", "mdxFlowExpression", "mdxTextExpression"])

interface JsxNode {
  attributes?: { name?: string; value?: unknown }[]
  children: unknown[]
}

/** An <Admonition> as the markup the page's Admonition component renders (src/shared/content/Admonition), its children inside. */
function admonitionOf(node: JsxNode) {
  const attribute = (name: string) => {
    const value = node.attributes?.find(entry => entry.name === name)?.value
    return typeof value === "string" ? value : undefined
  }
  const type = attribute("type") ?? "note"
  const heading = admonitionHeading(type, attribute("title"))
  const part = (hName: string, className: string | string[], children: unknown[], extra: Record<string, string> = {}) => ({
    type: hName === "span" ? "emphasis" : hName === "p" ? "paragraph" : "blockquote",
    data: { hName, hProperties: { className: Array.isArray(className) ? className : [className], ...extra } },
    children,
  })
  return part("aside", admonitionClasses.root(type), [
    part("p", admonitionClasses.heading, [part("span", admonitionClasses.icon, [], { ariaHidden: "true" }), { type: "text", value: heading }]),
    part("div", admonitionClasses.body, node.children),
  ], { ariaLabel: heading })
}

/** Admonitions become the page's call-out markup; other JSX keeps its children; expressions and ESM go. */
function htmlOfJsx() {
  return (tree: Root) => {
    walkTree(tree, (node, index, parent) => {
      if (!parent || index === undefined) return
      if (mdxOnly.has(node.type)) {
        parent.children.splice(index, 1)
        return index
      }
      if (node.type === "mdxJsxFlowElement" && node.name === "Admonition") {
        Object.assign(node, admonitionOf(node))
        return
      }
      if (node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") {
        node.data = { hName: node.type === "mdxJsxFlowElement" ? "div" : "span" }
        node.type = node.type === "mdxJsxFlowElement" ? "blockquote" : "emphasis"
      }
    })
  }
}

/** Code blocks carry their highlighted lines as data-html for the React page; inline them for plain HTML. */
function inlineHighlightedCode() {
  return (tree: unknown) => {
    walkTree(tree, "element", (node) => {
      const html = node.properties?.dataHtml
      if (node.tagName !== "code" || typeof html !== "string") return
      delete node.properties.dataHtml
      node.children = [{ type: "raw", value: html }]
    })
  }
}

/** unified's processor, typed loosely: its plugin overloads name two mdast majors (remark-parse's and remark-rehype's). */
interface LooseProcessor {
  use(plugin: unknown, options?: unknown): LooseProcessor
  runSync(node: unknown, file: unknown): unknown
  stringify(node: unknown): unknown
}

export function renderExcerptHtml(excerpt: Root, sourceFile: string, links: ContentLinksOptions): string {
  const processor = (unified() as unknown as LooseProcessor)
    .use(remarkAdmonitions)
    .use(remarkHeadingIds)
    .use(remarkContentLinks, links)
    .use(remarkContentImages)
    .use(htmlOfJsx)
    .use(remarkRehype)
    .use(rehypeHighlightCode)
    .use(inlineHighlightedCode)
    .use(rehypeStringify, { allowDangerousHtml: true })
  // The plugins change the tree they are given: run them on a copy.
  return String(processor.stringify(processor.runSync(structuredClone(excerpt), { path: sourceFile })))
}

const hiddenText = new Set(["code", "mdxjsEsm", "mdxFlowExpression", "mdxTextExpression", "html", "yaml"])

/** What the text walk reads of any node, MDX ones included. */
interface TextNode {
  type: string
  value?: unknown
  children?: TextNode[]
}

/** The words a reader reads (no code, expressions or markup), for reading time and descriptions. */
export function plainTextOfTree(tree: Root): string {
  const parts: string[] = []
  const visit = (node: TextNode) => {
    if (hiddenText.has(node.type)) return
    if (typeof node.value === "string") parts.push(node.value)
    for (const child of node.children ?? []) visit(child)
    if (node.type === "paragraph" || node.type === "heading" || node.type === "listItem") parts.push(" ")
  }
  visit(tree)
  return parts.join("").replace(/\s+/g, " ").trim()
}

export { toString as textOfNode }
