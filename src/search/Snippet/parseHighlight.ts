/**
 * InstantSearch hands highlight and snippet values HTML-escaped with <mark>
 * around matches. This turns such a value back into plain text parts, so the
 * UI renders them as React text (never as HTML).
 */
export interface HighlightPart {
  value: string
  highlighted: boolean
}

const entities: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'", "&#x27;": "'", "&#x60;": "`" }

export function unescapeHtml(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|#39|#x27|#x60);/g, (entity) => entities[entity])
}

export function parseHighlight(value: string, tag = "mark"): HighlightPart[] {
  const parts: HighlightPart[] = []
  const open = `<${tag}>`
  const close = `</${tag}>`
  let rest = value
  while (rest.length > 0) {
    const start = rest.indexOf(open)
    if (start < 0) {
      parts.push({ value: unescapeHtml(rest), highlighted: false })
      break
    }
    if (start > 0) parts.push({ value: unescapeHtml(rest.slice(0, start)), highlighted: false })
    const end = rest.indexOf(close, start + open.length)
    const stop = end < 0 ? rest.length : end
    parts.push({ value: unescapeHtml(rest.slice(start + open.length, stop)), highlighted: true })
    rest = end < 0 ? "" : rest.slice(end + close.length)
  }
  return parts.filter((part) => part.value.length > 0)
}
