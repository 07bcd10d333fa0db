/**
 * The Markdown that Docusaurus 3 accepts beyond MDX 2, rewritten before
 * parsing into what our parser reads, as Docusaurus' own preprocessing does
 * (its `mdx1Compat` options, on by default): HTML comments in MDX become MDX
 * comments, a heading's `{#custom-id}` is escaped so MDX reads it as text
 * (src/node/content/headings.ts then takes it off as the heading's id), and an
 * admonition's title written after its type (`:::tip Title`, MDX 1's way)
 * becomes the directive's label (`:::tip[Title]`). Every
 * rewrite keeps the line count, so positions in the tree stay lines of the file.
 * Code is left as written: fenced blocks and inline code spans.
 */
import type { MarkdownFormat } from "./headings"

const fenceOpening = /^\s*(`{3,}|~{3,})/

/** Runs `rewrite` on the stretches of `source` outside fenced code blocks. */
function outsideFences(source: string, rewrite: (text: string) => string): string {
  const lines = source.split("\n")
  const out: string[] = []
  let prose: string[] = []
  let fence: string | null = null
  const flush = () => {
    if (prose.length > 0) out.push(rewrite(prose.join("\n")))
    prose = []
  }
  for (const line of lines) {
    const marker = fenceOpening.exec(line)?.[1]
    if (fence === null && marker) {
      flush()
      fence = marker
      out.push(line)
    } else if (fence !== null) {
      out.push(line)
      // A fence closes with at least as many of its own characters and nothing after them.
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = null
    } else {
      prose.push(line)
    }
  }
  flush()
  return out.join("\n")
}

/** `<!-- x -->` as `{/* x *\/}`, except inside inline code. */
function htmlCommentsAsMdx(text: string): string {
  return text.replace(/(`+)[\s\S]*?\1|<!--([\s\S]*?)-->/g, (match, ticks: string | undefined, comment: string | undefined) =>
    ticks !== undefined || comment === undefined ? match : `{/*${comment.replace(/\*\//g, "* /")}*/}`
  )
}

/** `## Title {#my-id}` as `## Title \{#my-id\}`, which MDX reads as text rather than an expression. */
function escapeHeadingIds(text: string): string {
  return text.replace(/^(\s{0,3}#{1,6}\s.*?)\{#([^{}\s]+)\}(\s*)$/gm, "$1\\{#$2\\}$3")
}

/** `:::tip Title` as `:::tip[Title]`; `:::tip[Title]`, `:::tip{attrs}` and closing fences stay. */
function admonitionTitlesAsLabels(text: string): string {
  return text.replace(/^(\s*:{3,}[A-Za-z][\w-]*)[ \t]+([^\s[{].*?)[ \t]*$/gm, (_, opening: string, title: string) => `${opening}[${title.replace(/[[\]]/g, "\\$&")}]`)
}

/** The body as our parser of `format` should read it. */
export function docusaurusSyntaxToParse(body: string, format: MarkdownFormat): string {
  if (format === "md") return outsideFences(body, admonitionTitlesAsLabels)
  return outsideFences(body, text => admonitionTitlesAsLabels(escapeHeadingIds(htmlCommentsAsMdx(text))))
}
