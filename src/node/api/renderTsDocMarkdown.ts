import type { JSONOutput } from "typedoc"
import type { Content, Link, Parent, PhrasingContent, Root } from "mdast"
import { unified } from "unified"
import remarkParse from "remark-parse"
import remarkGfm from "remark-gfm"
import remarkRehype from "remark-rehype"
import rehypeStringify from "rehype-stringify"
import { toString } from "mdast-util-to-string"
import { walkTree } from "../mdx/walkTree"
import type { Root as HastRoot } from "hast"
import type { ApiExample, ApiSeeEntry } from "./types"

export type CommentPart = JSONOutput.CommentDisplayPart
export type InlineTagPart = JSONOutput.InlineTagDisplayPart

export interface ResolvedLink {
  url: string
  external: boolean
  label: string
}

/**
 * Turns an inline `{@link}` into a URL. Returns `null` for a reference that
 * matches nothing; the caller decides how to report it.
 */
export type LinkResolver = (part: InlineTagPart) => ResolvedLink | null

export interface RenderedComment {
  summaryHtml: string
  descriptionHtml: string
}

const parser = unified().use(remarkParse).use(remarkGfm)
/** Links off the site open in a new tab without handing it this page (rel=noopener). */
function rehypeExternalLinks() {
  return (tree: HastRoot) => {
    walkTree(tree, "element", (node) => {
      if (node.tagName === "a" && /^https?:\/\//.test(String(node.properties?.href ?? ""))) {
        node.properties = { ...node.properties, target: "_blank", rel: ["noopener", "noreferrer"] }
      }
    })
  }
}

const toHtml = unified().use(remarkRehype).use(rehypeExternalLinks).use(rehypeStringify)

// Private-use characters survive Markdown parsing untouched, so links can be
// spliced in as real mdast nodes instead of escaping labels and URLs.
const TOKEN = /\uE000(\d+)\uE001/g

interface Prepared {
  markdown: string
  links: Array<{ part: InlineTagPart; resolved: ResolvedLink | null }>
}

function prepare(parts: readonly CommentPart[], resolve: LinkResolver): Prepared {
  const links: Prepared["links"] = []
  let markdown = ""
  for (const part of parts) {
    if (part.kind === "inline-tag" && /^@link(code|plain)?$/.test(part.tag)) {
      markdown += `\uE000${links.length}\uE001`
      links.push({ part, resolved: resolve(part) })
    } else {
      markdown += part.text
    }
  }
  return { markdown, links }
}

function linkNode({ part, resolved }: Prepared["links"][number]): PhrasingContent {
  const label = resolved?.label ?? part.text
  const inner: PhrasingContent =
    part.tag === "@linkcode" ? { type: "inlineCode", value: label } : { type: "text", value: label }
  if (!resolved) return inner
  const link: Link = { type: "link", url: resolved.url, children: [inner] }
  return link
}

/** Replaces link tokens inside text nodes with the link nodes they stand for. */
function spliceLinks(parent: Parent, links: Prepared["links"]): void {
  const out: Content[] = []
  for (const child of parent.children as Content[]) {
    if (child.type !== "text" || !child.value.includes("\uE000")) {
      if ("children" in child) spliceLinks(child, links)
      out.push(child)
      continue
    }
    let last = 0
    for (const match of child.value.matchAll(TOKEN)) {
      const at = match.index ?? 0
      if (at > last) out.push({ type: "text", value: child.value.slice(last, at) })
      out.push(linkNode(links[Number(match[1])]))
      last = at + match[0].length
    }
    if (last < child.value.length) out.push({ type: "text", value: child.value.slice(last) })
  }
  parent.children = out as Parent["children"]
}

function parse(parts: readonly CommentPart[], resolve: LinkResolver): Root {
  const prepared = prepare(parts, resolve)
  const tree = parser.parse(prepared.markdown) as Root
  spliceLinks(tree, prepared.links)
  return tree
}

function firstLink(node: Content | Root): Link | null {
  if (node.type === "link") return node
  for (const child of "children" in node ? (node.children as Content[]) : []) {
    const found = firstLink(child)
    if (found) return found
  }
  return null
}

function stringify(children: Content[]): string {
  if (children.length === 0) return ""
  const hast = toHtml.runSync({ type: "root", children } as Root)
  return String(toHtml.stringify(hast)).trim()
}

/** Renders comment parts to block HTML (paragraphs, lists, code blocks). */
export function renderBlockHtml(parts: readonly CommentPart[] | undefined, resolve: LinkResolver): string {
  if (!parts || parts.length === 0) return ""
  return stringify(parse(parts, resolve).children)
}

/** Renders a short fragment without the wrapping `<p>`, for captions and `@see` entries. */
export function renderInlineHtml(parts: readonly CommentPart[] | undefined, resolve: LinkResolver): string {
  if (!parts || parts.length === 0) return ""
  return inlineFrom(parse(parts, resolve))
}

/** The first paragraph is the summary, everything after it the description. */
export function renderSummaryAndDescription(
  parts: readonly CommentPart[] | undefined,
  resolve: LinkResolver,
): RenderedComment {
  if (!parts || parts.length === 0) return { summaryHtml: "", descriptionHtml: "" }
  const children = parse(parts, resolve).children
  if (children[0]?.type !== "paragraph") return { summaryHtml: "", descriptionHtml: stringify(children) }
  return { summaryHtml: stringify(children.slice(0, 1)), descriptionHtml: stringify(children.slice(1)) }
}

/**
 * Pulls fenced code out of an `@example` block as data so the page can
 * highlight it; any prose in the block joins the caption.
 */
export function extractExamples(tag: JSONOutput.CommentTag, resolve: LinkResolver): ApiExample[] {
  const tree = parse(tag.content, resolve)
  const caption: Content[] = []
  const code: Array<{ language: string; code: string }> = []
  for (const node of tree.children) {
    if (node.type === "code") code.push({ language: node.lang ?? "ts", code: node.value })
    else caption.push(node)
  }
  const named = tag.name ? renderInlineHtml([{ kind: "text", text: tag.name }], resolve) : ""
  const prose = inlineFrom({ type: "root", children: caption })
  const captionHtml = [named, prose].filter(Boolean).join(" ")
  return code.map((c) => ({ ...c, captionHtml }))
}

/**
 * Entries of one `@see` tag: its HTML plus the first link in it (a `{@link}`,
 * Markdown link or bare URL). TypeDoc merges consecutive `@see` tags into one
 * list, so a tag that is just a list yields one entry per item.
 */
export function renderSeeEntries(parts: readonly CommentPart[], resolve: LinkResolver): ApiSeeEntry[] {
  const tree = parse(parts, resolve)
  const [only, ...more] = tree.children
  const items: Root[] =
    only?.type === "list" && more.length === 0
      ? only.children.map((item) => ({ type: "root", children: item.children as Content[] }))
      : [tree]
  return items.map((item) => {
    const link = firstLink(item)
    return {
      html: inlineFrom(item),
      text: link ? toString(link) : toString(item).trim(),
      url: link ? link.url : null,
    }
  })
}

function inlineFrom(tree: Root): string {
  const [only, ...more] = tree.children
  if (!only || more.length > 0 || only.type !== "paragraph") return stringify(tree.children)
  // Stringify as a paragraph and drop the <p>: bare phrasing nodes at the root
  // would be joined with newlines.
  return stringify([only]).replace(/^<p>|<\/p>$/g, "")
}

/** Plain text of comment parts, used for `@since` and similar one-word tags. */
export function plainText(parts: readonly CommentPart[] | undefined): string {
  return (parts ?? []).map((p) => p.text).join("").trim()
}
