/**
 * Highlights every code fence of an MDX file at build time. The fence's meta
 * (```ts title="rsvim.ts" {1,3-4}) is read here too: marked lines get the
 * `highlighted-line` class and the title rides on the <pre> as `data-title`.
 * The highlighted lines travel as one HTML string (`data-html` on the <code>)
 * rather than as elements: the MDX `pre` component (src/shared/content/CodeBlock)
 * sets it as the <code>'s inner HTML, so a code-heavy page ships less
 * JavaScript and hydrates no token spans.
 */
import type { Root } from "hast"
import { toText } from "hast-util-to-text"
import type { Plugin } from "unified"
import { highlightedLinesFromMeta, titleFromMeta } from "../highlight/codeMeta"
import { highlightCode, highlightedHtml } from "../highlight/highlightCode"
import { walkTree } from "./walkTree"

/* eslint-disable @typescript-eslint/no-explicit-any */
type HastNode = any

export const rehypeHighlightCode: Plugin<[], Root> = function rehypeHighlightCode() {
  return (tree: Root) => {
    walkTree(tree, "element", (pre: HastNode) => {
      if (pre.tagName !== "pre") return
      const code = pre.children?.find((child: HastNode) => child.type === "element" && child.tagName === "code")
      if (!code) return
      const classes: string[] = code.properties?.className ?? []
      const fenceLanguage = classes.map(name => /^language-(.+)$/.exec(String(name))?.[1]).find(Boolean)
      const meta: string | undefined = code.data?.meta ?? undefined
      const { language, lines } = highlightCode(toText(code, { whitespace: "pre" }), fenceLanguage)
      const title = titleFromMeta(meta)
      pre.properties = { ...pre.properties, className: [`language-${language}`], ...(title ? { dataTitle: title } : {}) }
      pre.children = [code]
      code.properties = { className: [`language-${language}`], dataHtml: highlightedHtml(lines, highlightedLinesFromMeta(meta)) }
      code.children = []
    })
  }
}
