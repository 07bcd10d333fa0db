/**
 * The readable text of a small HTML fragment (the API reference's comments,
 * rendered from TSDoc Markdown), one string per block: paragraphs, list items,
 * table rows and headings. Code blocks are dropped, as in the MDX extractor.
 * Made for the markup our own Markdown pipeline writes, not for arbitrary HTML.
 */

const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " }

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] !== "#") return named[body.toLowerCase()] ?? entity
    const code = body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10)
    return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : entity
  })
}

const blockBoundary = /<\/?(?:p|li|ul|ol|blockquote|h[1-6]|tr|table|thead|tbody|div|section|dl|dt|dd|hr|br)\b[^>]*>/gi

export function htmlTextBlocks(html: string): string[] {
  // Soft line breaks inside a paragraph are spaces; only block boundaries split.
  return html
    .replace(/\s+/g, " ")
    .replace(/<pre\b[\s\S]*?<\/pre>/gi, "\n")
    .replace(/<(?:td|th)\b[^>]*>/gi, " ")
    .replace(blockBoundary, "\n")
    .replace(/<[^>]*>/g, "")
    .split("\n")
    .map((block) => decodeEntities(block).replace(/\s+/g, " ").trim())
    .filter((block) => block !== "")
}
