/**
 * The query the modal starts with: the page's selected text, trimmed and cut
 * to the input's limit. The limit counts UTF-16 code units, like the input's
 * `maxLength`; the cut never splits a character (an emoji is two units) and,
 * where the browser can tell, never a grapheme (a flag, a family emoji).
 */
export function truncateQuery(text: string, maxLength: number): string {
  const trimmed = text.trim()
  if (trimmed.length <= maxLength) return trimmed
  if (typeof Intl !== "undefined" && "Segmenter" in Intl) {
    let kept = ""
    for (const { segment } of new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(trimmed)) {
      if (kept.length + segment.length > maxLength) break
      kept += segment
    }
    return kept.trimEnd()
  }
  let cut = trimmed.slice(0, maxLength)
  const last = cut.charCodeAt(cut.length - 1)
  // A high surrogate without its low half.
  if (last >= 0xd800 && last <= 0xdbff) cut = cut.slice(0, -1)
  return cut.trimEnd()
}
