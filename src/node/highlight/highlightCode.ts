/**
 * Syntax highlighting happens here, at build time, so pages ship the
 * highlighted markup and no highlighter. The token classes are the ones
 * prism-react-renderer gives (`token keyword`, …), which the colour themes in
 * src/node/highlight/prismThemeCss.ts style.
 */
import { normalizeTokens } from "prism-react-renderer"
import { canonicalLanguage, Prism } from "./prismLanguages"

/** One run of text: its Prism token types joined by spaces ("" for plain text) and the text. */
export type CodeToken = [types: string, content: string]

export interface HighlightedCode {
  /** Canonical language name, used in `language-<name>` classes ("text" when unknown). */
  language: string
  /** The code's lines (without their line breaks), each a list of tokens. */
  lines: CodeToken[][]
}

/** Splits `code` into lines of classed tokens; a language Prism does not know stays plain text. */
export function highlightCode(code: string, language?: string): HighlightedCode {
  const lang = canonicalLanguage(language)
  const source = code.replace(/\r\n?/g, "\n").replace(/\n$/, "")
  const grammar = Prism.languages[lang]
  if (!grammar) return { language: lang, lines: source.split("\n").map(line => (line ? [["", line]] : [])) }
  const lines = normalizeTokens(Prism.tokenize(source, grammar)).map(line => {
    const tokens: CodeToken[] = []
    for (const token of line) {
      if (token.empty || token.content === "") continue
      const types = token.types.filter(type => type !== "plain").join(" ")
      const last = tokens[tokens.length - 1]
      // Neighbours of one type merge: fewer spans, same colours.
      if (last && last[0] === types) last[1] += token.content
      else tokens.push([types, token.content])
    }
    return tokens
  })
  return { language: lang, lines }
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")

/**
 * The lines as the markup a <code> holds: one `token-line` block per line
 * (with `highlighted-line` for the 1-based numbers in `marked`), each ending
 * in its line break so the text reads and copies exactly as written. Pages
 * set it as the <code>'s inner HTML, which the browser never re-renders on
 * hydration.
 */
export function highlightedHtml(lines: CodeToken[][], marked: ReadonlySet<number> = new Set()): string {
  return lines
    .map((tokens, index) => {
      const body = tokens.map(([types, content]) => (types ? `<span class="token ${types}">${escapeHtml(content)}</span>` : escapeHtml(content))).join("")
      return `<span class="${marked.has(index + 1) ? "token-line highlighted-line" : "token-line"}">${body}\n</span>`
    })
    .join("")
}
