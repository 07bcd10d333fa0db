/**
 * The readable text of a small HTML fragment (the API reference's comments,
 * rendered from TSDoc Markdown), one string per block: paragraphs, list items,
 * table rows and headings. Code blocks are dropped, as in the MDX extractor.
 * The fragment is parsed into a hast tree (`hast-util-from-html`) and read
 * the way a browser's `innerText` reads it (`hast-util-to-text`): blocks on
 * lines of their own, table cells side by side, entities decoded.
 */
import type { Root } from "hast"
import { fromHtml } from "hast-util-from-html"
import { toText } from "hast-util-to-text"
import { visit } from "unist-util-visit"

const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " }

/** Entities in an attribute value as React writes it (used on whole pages, where parsing each one would cost too much). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] !== "#") return named[body.toLowerCase()] ?? entity
    const code = body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10)
    return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : entity
  })
}

/**
 * Code blocks out; a line break after each list item, which hast-util-to-text 3
 * leaves out (`li` is missing from its block elements; browsers break there).
 */
function prepared(tree: Root): Root {
  visit(tree, "element", (node, index, parent) => {
    if (node.tagName === "li") node.children.push({ type: "element", tagName: "br", properties: {}, children: [] })
    if (node.tagName !== "pre" || !parent || index === null) return
    parent.children.splice(index, 1)
    return index
  })
  return tree
}

/** The fragment's text on one line (a page description from a comment's summary). */
export function htmlText(html: string): string {
  return htmlTextBlocks(html).join(" ")
}

export function htmlTextBlocks(html: string): string[] {
  return toText(prepared(fromHtml(html, { fragment: true })))
    .split("\n")
    .map((block) => block.replace(/\s+/g, " ").trim())
    .filter((block) => block !== "")
}
