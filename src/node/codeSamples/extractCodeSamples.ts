/**
 * The JavaScript and TypeScript code samples of a page or of a declaration
 * file's TSDoc, with the file and line each starts on, so the sample check
 * (checkCodeSamples.ts) can name the exact line a reader would copy.
 * Fences are found with the site's own Markdown parser (headings.ts), the
 * same one that renders them; build-side only.
 */
import ts from "typescript"
import { parseMarkdown, type MarkdownFormat } from "../content/headings"
import { flagsFromMeta, titleFromMeta } from "../highlight/codeMeta"
import { walkTree } from "../mdx/walkTree"

export type SampleLanguage = "ts" | "js"

export interface CodeSample {
  /** Repository path of the file the sample is written in. */
  file: string
  /** 1-based line, in that file, of the sample's first line of code. */
  line: number
  language: SampleLanguage
  code: string
  /** `title="…"` of the fence, if any. */
  title?: string
  /** The fence says `skip-check`: a deliberately partial sample the check leaves out (and counts). */
  skipped: boolean
}

/** The meta word that takes a fence out of the check. */
export const SKIP_FLAG = "skip-check"

const languages: Record<string, SampleLanguage> = {
  ts: "ts",
  typescript: "ts",
  mts: "ts",
  js: "js",
  javascript: "js",
  mjs: "js",
}

interface CodeNode {
  lang?: string | null
  meta?: string | null
  value: string
  position?: { start: { line: number } }
}

/**
 * Samples of one Markdown/MDX body. `firstLine` is the file line the body
 * starts on (1 plus the front matter's lines), so line numbers are the file's.
 */
export function extractMarkdownSamples(body: string, file: string, firstLine = 1, format: MarkdownFormat = "mdx"): CodeSample[] {
  const samples: CodeSample[] = []
  walkTree(parseMarkdown(body, format), "code", (node: CodeNode) => {
    const language = languages[(node.lang ?? "").toLowerCase()]
    if (!language || !node.position) return
    const meta = node.meta ?? undefined
    samples.push({
      file,
      // The fence line is the node's first line; the code starts on the next.
      line: firstLine + node.position.start.line,
      language,
      code: node.value,
      title: titleFromMeta(meta),
      skipped: flagsFromMeta(meta).has(SKIP_FLAG),
    })
  })
  return samples
}

/** A TSDoc comment's text with the ` * ` margins removed, one output line per source line. */
function commentBody(raw: string): string {
  return raw
    .split("\n")
    .map(line => line.replace(/^\s*\/?\*+\/?\s?/, "").replace(/\s*\*\/\s*$/, ""))
    .join("\n")
}

/**
 * The samples in the `@example` tags of a declaration file's TSDoc comments.
 * Each tag's text is read as Markdown, so only its fenced code counts.
 */
export function extractDeclarationSamples(source: string, file: string): CodeSample[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true)
  const samples: CodeSample[] = []
  const seen = new Set<number>()
  const visit = (node: ts.Node) => {
    for (const tag of ts.getJSDocTags(node)) {
      if (tag.tagName.text !== "example" || seen.has(tag.pos)) continue
      seen.add(tag.pos)
      const tagLine = sourceFile.getLineAndCharacterOfPosition(tag.getStart(sourceFile)).line + 1
      // The tag's text from just after `@example` to its end, margins stripped.
      const text = commentBody(source.slice(tag.tagName.end, tag.end))
      samples.push(...extractMarkdownSamples(text, file, tagLine, "md"))
    }
    ts.forEachChild(node, visit)
  }
  visit(sourceFile)
  return samples.sort((a, b) => a.line - b.line)
}
