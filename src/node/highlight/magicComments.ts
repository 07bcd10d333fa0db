/**
 * Docusaurus' highlight magic comments: a line `// highlight-next-line`
 * marks the line after it, `// highlight-start` … `// highlight-end` the
 * lines between; the comment lines themselves leave the code. Any of the
 * usual comment syntaxes works (`//`, `#`, `/* *\/`, `<!-- -->`, `{/* *\/}`,
 * `--`, `;`, `%`), so each language writes them its own way.
 */

const magicComment = /^\s*(?:\/\/|#|--|;|%|\/\*|<!--|\{\/\*)\s*highlight-(next-line|start|end)\s*(?:\*\/\}|\*\/|-->)?\s*$/

export interface MagicCommentResult {
  /** The code without its magic comment lines. */
  code: string
  /** The 1-based lines (of `code`) to highlight. */
  marked: Set<number>
}

export function applyMagicComments(source: string): MagicCommentResult {
  const kept: string[] = []
  const marked = new Set<number>()
  let nextLine = false
  let inRange = 0
  for (const line of source.split("\n")) {
    const directive = magicComment.exec(line)?.[1]
    if (directive === "next-line") nextLine = true
    else if (directive === "start") inRange++
    else if (directive === "end") inRange = Math.max(0, inRange - 1)
    else {
      kept.push(line)
      if (nextLine || inRange > 0) marked.add(kept.length)
      nextLine = false
    }
  }
  return { code: kept.join("\n"), marked }
}
