/**
 * Reads one content file and parses it once: its front matter and the mdast
 * tree of its body, with the syntax the site's MDX pipeline accepts (in the
 * format the site's `markdown.format` gives the file: MDX by default, `.md`
 * as CommonMark with GFM under "detect"), and its content title (a leading `# H1`). Every
 * other fact about the file (headings, links, search text, excerpt) is
 * derived from this one tree. Problems name the file and the line, and a
 * file with a problem in both its front matter and its body reports both.
 */
import matter from "gray-matter"
import type { Root } from "mdast"
import { ContentError, ContentErrors, yamlContentError } from "./contentError"
import { walkTree } from "../mdx/walkTree"
import type { FieldLines } from "./frontMatter"
import { splitFrontMatter } from "./frontMatterBlock"
import { resolveInlineTocs, resolveThemeImports } from "./themeImports"
import { formatOfFile, headingsOfTree, parseMarkdown, takeContentTitle, type MarkdownFormat } from "./headings"

export interface ParsedContentFile {
  /** Front matter as written (validated later, per kind of file). */
  data: Record<string, unknown>
  /** The file line of each top-level front matter field. */
  fieldLines: FieldLines
  /** The body after the front matter. */
  body: string
  /** Lines before the body, so positions in `tree` map to lines of the file. */
  lineOffset: number
  /** The body without its content title. */
  tree: Root
  /** The text of the body's leading h1, which the page shows as its title. */
  contentTitle?: string
}

/** Lines of a file that come before its body (the front matter block). */
export function bodyLineOffset(fileSource: string, body: string): number {
  return fileSource.split("\n").length - body.split("\n").length
}

/** Where each top-level field of the front matter block starts (line 1 is the opening "---"). */
export function frontMatterFieldLines(source: string): FieldLines {
  const { yaml } = splitFrontMatter(source)
  if (yaml === null) return {}
  const lines: Record<string, number> = {}
  // The block's first line is the rest of the opening "---" line, so index 0 is line 1.
  yaml.split(/\r?\n/).forEach((text, index) => {
    const field = /^([^\s#:'"-][^:]*?)\s*:(?:\s|$)/.exec(text)
    if (field && !(field[1] in lines)) lines[field[1]] = index + 1
  })
  return lines
}

interface ParserError extends Error {
  line?: number
  place?: { line?: number; start?: { line?: number } }
  reason?: string
}

/** The parser's message, its body positions ("(4:1-4:6)") turned into lines of the file. */
function syntaxMessage(reason: string, lineOffset: number): string {
  return reason.replace(/\((\d+):\d+(?:-\d+:\d+)?\)/g, (_, line: string) => `(line ${Number(line) + lineOffset})`)
}

/**
 * An element left open: the MDX parser gives the opening tag's place but, when
 * a child element was closed inside it, names that child (`</TabItem>` for an
 * unclosed `<Tabs>`). The name is read back from the body at that place.
 */
export function unclosedElementMessage(reason: string, body: string): string {
  const unclosed = /^Expected a closing tag for `<\/?[^`]*>` \((\d+):(\d+)-\d+:\d+\)(.*)$/s.exec(reason)
  if (!unclosed) return reason
  const [, line, column, rest] = unclosed
  const opening = /^<([A-Za-z][\w.:-]*)/.exec(body.split("\n")[Number(line) - 1]?.slice(Number(column) - 1) ?? "")
  if (!opening) return reason
  return `\`<${opening[1]}>\` (${line}:${column}) is never closed${rest}: add \`</${opening[1]}>\` where it ends`
}

function parseBody(body: string, lineOffset: number, file: string, format: MarkdownFormat): Root {
  try {
    return parseMarkdown(body, format)
  } catch (error) {
    const problem = error as ParserError
    const reason = unclosedElementMessage(problem.reason ?? problem.message, body)
    // Some messages (an element never closed) carry their place only in the text: "(3:1-3:6)".
    const line = problem.line ?? problem.place?.line ?? problem.place?.start?.line ?? Number(/\((\d+):\d+/.exec(reason)?.[1] ?? NaN)
    const where = Number.isInteger(line) ? `${file}:${line + lineOffset}` : file
    throw new ContentError(where, `MDX syntax error: ${syntaxMessage(reason, lineOffset)}`)
  }
}

/**
 * In a file read as CommonMark (markdown.format "detect" or "md"), imports and
 * components are text and unknown HTML: a page written for MDX would show them
 * as such, so each is a problem naming the file and line.
 */
function markdownThatNeedsMdx(tree: Root, file: string, lineOffset: number): void {
  const advice = 'is MDX, but this file is read as CommonMark (markdown.format "detect" or "md" in src/config/content.ts): rename it .mdx, or set markdown.format to "mdx" (Docusaurus 3\'s default)'
  for (const node of tree.children) {
    const line = (node.position?.start.line ?? 0) + lineOffset
    const text = node.type === "paragraph" && node.children[0]?.type === "text" ? node.children[0].value : ""
    const imported = /^(?:import\s[^\n]*?from\s*['"][^'"]+['"]|export\s+(?:const|function|default)\b)/.exec(text)
    if (imported) throw new ContentError(`${file}:${line}`, `\`${imported[0]}\` ${advice}`)
  }
  walkTree(tree, "html", (node: { value: string; position?: { start: { line: number } } }) => {
    const component = /^<([A-Z][\w.]*)/.exec(node.value)
    if (component) throw new ContentError(`${file}:${(node.position?.start.line ?? 0) + lineOffset}`, `<${component[1]}> ${advice}`)
  })
}

/** `file` is the repository-relative path used in messages; `format` defaults to the one the site's setting gives it. */
export function parseContentFile(source: string, file: string, format: MarkdownFormat = formatOfFile(file)): ParsedContentFile {
  let data: Record<string, unknown>
  let body: string
  try {
    // With no options gray-matter caches each file by its text, before parsing: the same malformed
    // block saved twice (gatsby develop) came back from the cache as an empty block, not an error.
    const parsed = matter(source, {})
    data = parsed.data
    body = parsed.content
  } catch (error) {
    // js-yaml counts lines from 0 in the block gray-matter hands it, which starts at the end of the opening "---" line.
    const frontMatterProblem = yamlContentError(file, error, "malformed front matter")
    // The body is still read, so a syntax error there is reported in the same run.
    const rest = splitFrontMatter(source).body
    const problems = [frontMatterProblem]
    try {
      parseBody(rest, bodyLineOffset(source, rest), file, format)
    } catch (bodyError) {
      problems.push(bodyError as ContentError)
    }
    throw problems.length === 1 ? frontMatterProblem : new ContentErrors(problems)
  }
  const lineOffset = bodyLineOffset(source, body)
  const tree = parseBody(body, lineOffset, file, format)
  if (format === "mdx") resolveThemeImports(tree, file, lineOffset)
  const contentTitle = takeContentTitle(tree)
  if (format === "mdx") resolveInlineTocs(tree, headingsOfTree(tree))
  else markdownThatNeedsMdx(tree, file, lineOffset)
  return { data, fieldLines: frontMatterFieldLines(source), body, lineOffset, tree, contentTitle }
}
