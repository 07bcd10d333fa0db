/**
 * Highlights every code fence of an MDX file at build time. The fence's meta
 * (```ts title="rsvim.ts" {1,3-4}) is read here too: marked lines get the
 * `highlighted-line` class and the title rides on the <pre> as `data-title`,
 * where the MDX `pre` component (src/components/CodeBlock) picks it up.
 */
import type { Root } from "hast"
import type { Plugin } from "unified"
import { highlightedLinesFromMeta, titleFromMeta } from "../highlight/codeMeta"
import { highlightCode, type CodeToken } from "../highlight/highlightCode"
import { walkTree } from "./walkTree"

/* eslint-disable @typescript-eslint/no-explicit-any */
type HastNode = any

const text = (value: string): HastNode => ({ type: "text", value })

function tokenNode([types, content]: CodeToken): HastNode {
  if (!types) return text(content)
  return { type: "element", tagName: "span", properties: { className: ["token", ...types.split(" ")] }, children: [text(content)] }
}

/** The <code>'s new children: one block per line, each followed by its line break (so the text copies as written). */
export function highlightedLineNodes(lines: CodeToken[][], marked: ReadonlySet<number>): HastNode[] {
  return lines.map((tokens, index) => ({
    type: "element",
    tagName: "span",
    properties: { className: marked.has(index + 1) ? ["token-line", "highlighted-line"] : ["token-line"] },
    children: [...tokens.map(tokenNode), text("\n")],
  }))
}

/** The plain text of a hast node. */
function textOf(node: HastNode): string {
  if (node.type === "text") return node.value
  return (node.children ?? []).map(textOf).join("")
}

export const rehypeHighlightCode: Plugin<[], Root> = function rehypeHighlightCode() {
  return (tree: Root) => {
    walkTree(tree, "element", (pre: HastNode) => {
      if (pre.tagName !== "pre") return
      const code = pre.children?.find((child: HastNode) => child.type === "element" && child.tagName === "code")
      if (!code) return
      const classes: string[] = code.properties?.className ?? []
      const fenceLanguage = classes.map(name => /^language-(.+)$/.exec(String(name))?.[1]).find(Boolean)
      const meta: string | undefined = code.data?.meta ?? undefined
      const { language, lines } = highlightCode(textOf(code), fenceLanguage)
      const title = titleFromMeta(meta)
      pre.properties = { ...pre.properties, className: [`language-${language}`], ...(title ? { dataTitle: title } : {}) }
      pre.children = [code]
      code.properties = { ...code.properties, className: [`language-${language}`] }
      code.children = highlightedLineNodes(lines, highlightedLinesFromMeta(meta))
    })
  }
}
