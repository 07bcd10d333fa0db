/**
 * Reads one content file and parses it once: its front matter and the mdast
 * tree of its body, with the syntax the site's MDX pipeline accepts. Every
 * other fact about the file (headings, links, search text, excerpt) is
 * derived from this one tree. Problems name the file and the line.
 */
import matter from "gray-matter"
import type { Root } from "mdast"
import { ContentError } from "../contentError"
import { parseMarkdown } from "../headings"

export interface ParsedContentFile {
  /** Front matter as written (validated later, per kind of file). */
  data: Record<string, unknown>
  /** The body after the front matter. */
  body: string
  /** Lines before the body, so positions in `tree` map to lines of the file. */
  lineOffset: number
  tree: Root
}

/** Lines of a file that come before its body (the front matter block). */
export function bodyLineOffset(fileSource: string, body: string): number {
  return fileSource.split("\n").length - body.split("\n").length
}

interface ParserError extends Error {
  line?: number
  place?: { line?: number; start?: { line?: number } }
  reason?: string
}

/** `file` is the repository-relative path used in messages. */
export function parseContentFile(source: string, file: string): ParsedContentFile {
  let data: Record<string, unknown>
  let body: string
  try {
    const parsed = matter(source)
    data = parsed.data
    body = parsed.content
  } catch (error) {
    const mark = (error as { mark?: { line?: number } }).mark
    // js-yaml counts lines from 0 in the block gray-matter hands it, which starts at the end of the opening "---" line.
    const where = typeof mark?.line === "number" ? `${file}:${mark.line + 1}` : file
    throw new ContentError(where, `malformed front matter: ${(error as Error).message.split("\n")[0]}`)
  }
  const lineOffset = bodyLineOffset(source, body)
  try {
    return { data, body, lineOffset, tree: parseMarkdown(body) }
  } catch (error) {
    const problem = error as ParserError
    const line = problem.line ?? problem.place?.line ?? problem.place?.start?.line
    const where = typeof line === "number" ? `${file}:${line + lineOffset}` : file
    throw new ContentError(where, `MDX syntax error: ${problem.reason ?? problem.message}`)
  }
}
