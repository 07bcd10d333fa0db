/**
 * Syntax highlighting happens here, at build time, so pages ship the
 * highlighted markup and no highlighter. The token classes are the ones
 * prism-react-renderer gives (`token keyword`, …), which the colour themes in
 * src/theme/prismThemeCss.ts style.
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
