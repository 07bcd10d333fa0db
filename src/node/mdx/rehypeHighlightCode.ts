/**
 * Highlights every code fence of an MDX file at build time. The fence's meta
 * (```ts title="rsvim.ts" {1,3-4} showLineNumbers) is read here too: marked
 * lines (by the meta's ranges, else by Docusaurus' `// highlight-next-line`
 * magic comments, which leave the code) get the `highlighted-line` class, the
 * title rides on the <pre> as `data-title` and the first line's number, when
 * lines are numbered, as `data-line-numbers`.
 * The highlighted lines travel as one HTML string (`data-html` on the <code>)
 * rather than as elements: the MDX `pre` component (src/shared/content/CodeBlock)
 * sets it as the <code>'s inner HTML, so a code-heavy page ships less
 * JavaScript and hydrates no token spans.
 */
import type { Root } from "hast"
import { toText } from "hast-util-to-text"
import type { Plugin } from "unified"
import { highlightedLinesFromMeta, lineNumbersStartFromMeta, titleFromMeta } from "../highlight/codeMeta"
import { applyMagicComments } from "../highlight/magicComments"
import { highlightCode, highlightedHtml } from "../highlight/highlightCode"
import { walkTree } from "./walkTree"
import { codeMetaProperty } from "./rehypeMarkdownHtml"

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
      // A file read as CommonMark had its HTML parsed again, which carries the meta as a property (rehypeMarkdownHtml).
      const meta: string | undefined = code.data?.meta ?? code.properties?.[codeMetaProperty] ?? undefined
      // As in Docusaurus, ranges in the meta string win and magic comments are then left as written.
      const ranges = highlightedLinesFromMeta(meta)
      const source = toText(code, { whitespace: "pre" })
      const magic = ranges.size > 0 ? { code: source, marked: ranges } : applyMagicComments(source)
      const { language, lines } = highlightCode(magic.code, fenceLanguage)
      const title = titleFromMeta(meta)
      const firstLineNumber = lineNumbersStartFromMeta(meta)
      pre.properties = {
        ...pre.properties,
        className: [`language-${language}`],
        ...(title ? { dataTitle: title } : {}),
        ...(firstLineNumber !== null ? { dataLineNumbers: String(firstLineNumber) } : {}),
      }
      pre.children = [code]
      code.properties = { className: [`language-${language}`], dataHtml: highlightedHtml(lines, magic.marked) }
      code.children = []
    })
  }
}
