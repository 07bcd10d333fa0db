/**
 * HTML written in a `.md` file, parsed into the page as Docusaurus does for
 * its CommonMark format (with rehype-raw): `<details>`, `<br>` or `<kbd>` in
 * plain Markdown render as elements, comments render as nothing. MDX's own
 * nodes (the admonitions our remark plugins make) pass through untouched.
 */
import { raw } from "hast-util-raw"
import type { Root } from "hast"
import type { VFile } from "vfile"

const mdxNodeTypes = ["mdxFlowExpression", "mdxJsxFlowElement", "mdxJsxTextElement", "mdxTextExpression", "mdxjsEsm"]

export function rehypeMarkdownHtml() {
  return (tree: Root, file: VFile) => raw(tree, file, { passThrough: mdxNodeTypes }) as Root
}
