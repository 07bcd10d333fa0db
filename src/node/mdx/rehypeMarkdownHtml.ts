/**
 * HTML written in a `.md` file, parsed into the page as Docusaurus does for
 * its CommonMark format (with rehype-raw): `<details>`, `<br>` or `<kbd>` in
 * plain Markdown render as elements, comments render as nothing. MDX's own
 * nodes (the admonitions our remark plugins make) pass through untouched.
 * Parsing again keeps elements' properties but not their `data`, where a code
 * fence's meta (`title="a.ts" {1-2} showLineNumbers`) rides: it is carried
 * across as a property, which rehypeHighlightCode reads and drops.
 */
import { raw } from "hast-util-raw"
import type { Root } from "hast"
import type { VFile } from "vfile"
import { walkTree } from "./walkTree"

const mdxNodeTypes = ["mdxFlowExpression", "mdxJsxFlowElement", "mdxJsxTextElement", "mdxTextExpression", "mdxjsEsm"]

/** The property a code element's meta crosses the parse in. */
export const codeMetaProperty = "dataCodeMeta"

export function rehypeMarkdownHtml() {
  return (tree: Root, file: VFile) => {
    walkTree(tree, "element", (node: { tagName: string; data?: { meta?: unknown }; properties?: Record<string, unknown> }) => {
      if (node.tagName === "code" && typeof node.data?.meta === "string") node.properties = { ...node.properties, [codeMetaProperty]: node.data.meta }
    })
    return raw(tree, file, { passThrough: mdxNodeTypes }) as Root
  }
}
