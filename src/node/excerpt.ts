/**
 * Blog excerpts: the part of a post before its truncate marker, rendered to
 * HTML at build time for the list pages. MDX 2 cannot hold HTML comments, so
 * posts write {/* truncate *\/}; <!-- truncate --> is accepted for .md files.
 */
import { unified } from "unified"
import remarkParse from "remark-parse"
import remarkMdx from "remark-mdx"
import remarkGfm from "remark-gfm"
import remarkRehype from "remark-rehype"
import rehypeStringify from "rehype-stringify"
import { remove } from "unist-util-remove"

const truncateMarker = /^\s*(?:\{\/\*\s*truncate\s*\*\/\}|<!--\s*truncate\s*-->)\s*$/m

/** The Markdown before the marker, or null when the post has none. */
export function excerptSource(body: string): string | null {
  const match = truncateMarker.exec(body)
  return match ? body.slice(0, match.index).trim() : null
}

const mdxTypes = new Set(["mdxjsEsm", "mdxFlowExpression", "mdxTextExpression", "mdxJsxFlowElement", "mdxJsxTextElement"])

export function renderExcerptHtml(markdown: string): string {
  const processor = unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkGfm)
    .use(() => (tree: any) => {
      remove(tree, (node: any) => mdxTypes.has(node.type))
    })
    // Cast: remark-rehype's types name a different mdast major than remark-parse's; the runtime trees match.
    .use(remarkRehype as never)
    .use(rehypeStringify)
  return String(processor.processSync(markdown))
}

/** Plain text of a Markdown string, for reading time and descriptions. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/[#>*_`[\]()!|-]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
}
