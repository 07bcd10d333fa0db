// Per-page state, source locations and comment reading shared by mapApiSymbols.
import type { JSONOutput } from "typedoc"
import type { ReflectionIndex, SymbolEntry } from "./indexReflections"
import {
  extractExamples,
  plainText,
  renderBlockHtml,
  renderInlineHtml,
  renderSeeEntries,
  renderSummaryAndDescription,
  type LinkResolver,
} from "./renderTsDocMarkdown"
import { createLinkResolver } from "./resolveDocLinks"
import type { ApiDocFields, ApiSourceLocation, MapApiSymbolsOptions } from "./types"

type Declaration = JSONOutput.DeclarationReflection
type Comment = JSONOutput.Comment

/** Everything a comment can say, before it is split between member and signature. */
export interface CommentFields extends Omit<ApiDocFields, "definedIn"> {
  returnsHtml: string
  throwsHtml: string[]
  defaultValueHtml: string
}

/** State for one symbol's page: where links point from and what they point to. */
export interface PageContext {
  options: MapApiSymbolsOptions
  index: ReflectionIndex
  entry: SymbolEntry
  references: Set<string>
  problems: Set<string>
}

/**
 * A merged interface and namespace both list every declaration of the name;
 * the right one is the last that starts before the reflection's own children.
 */
function primarySource(r: { sources?: JSONOutput.SourceReference[]; children?: Declaration[] }) {
  const sources = r.sources ?? []
  const firstChild = r.children?.[0]?.sources?.[0]
  if (sources.length < 2 || !firstChild) return sources[0]
  const before = sources.filter((s) => s.fileName === firstChild.fileName && s.line <= firstChild.line)
  return before[before.length - 1] ?? sources[0]
}

export function location(
  ctx: PageContext,
  r: { sources?: JSONOutput.SourceReference[]; children?: Declaration[] } | undefined,
): ApiSourceLocation | null {
  const source = r && primarySource(r)
  if (!source) return null
  return { file: repoPath(ctx, source.fileName), line: source.line }
}

/** A file name TypeDoc reports relative to the version directory, made relative to the repo root. */
export function repoPath(ctx: PageContext, fileName: string): string {
  const root = ctx.options.sourceRoot.replace(/\\/g, "/").replace(/\/+$/, "")
  return root ? `${root}/${fileName}` : fileName
}

/** Where a comment sits: resolves its links and files its problems under its file and symbol. */
export interface CommentSite {
  resolve: LinkResolver
  report: (problem: string) => void
}

export function siteOf(ctx: PageContext, where: string, loc: ApiSourceLocation | null): CommentSite {
  const report = (problem: string) => {
    ctx.problems.add(`${loc ? `${loc.file}:${loc.line}` : "(unknown file)"} ${where}: ${problem}`)
  }
  const resolve = createLinkResolver({
    index: ctx.index,
    resolveUrl: ctx.options.resolveUrl,
    scope: ctx.entry,
    onReference: (id) => {
      if (id !== ctx.entry.id) ctx.references.add(id)
    },
    onUnresolved: (raw) => report(`unresolved {@link ${raw.trim()}}`),
  })
  return { resolve, report }
}

// Tags this mapper renders. TypeDoc itself rejects unknown tags; this catches
// ones TypeDoc knows but the pages would silently drop (e.g. @author).
const knownBlockTags = new Set([
  "@returns", "@throws", "@example", "@since", "@see", "@deprecated", "@defaultValue", "@default", "@remarks",
])

export function commentFields(comment: Comment | undefined, { resolve, report }: CommentSite): CommentFields {
  const tags = comment?.blockTags ?? []
  for (const t of tags) if (!knownBlockTags.has(t.tag)) report(`unsupported block tag ${t.tag}`)
  const tagged = (name: string) => tags.filter((t) => t.tag === name)
  const { summaryHtml, descriptionHtml } = renderSummaryAndDescription(comment?.summary, resolve)
  const remarks = tagged("@remarks").map((t) => renderBlockHtml(t.content, resolve))
  const deprecated = tagged("@deprecated")[0]
  const defaultValue = [...tagged("@defaultValue"), ...tagged("@default")][0]
  return {
    summaryHtml,
    descriptionHtml: [descriptionHtml, ...remarks].filter(Boolean).join("\n"),
    examples: tagged("@example").flatMap((t) => extractExamples(t, resolve)),
    since: tagged("@since").length ? plainText(tagged("@since")[0].content) : null,
    deprecatedHtml: deprecated ? renderBlockHtml(deprecated.content, resolve) : null,
    see: tagged("@see").flatMap((t) => renderSeeEntries(t.content, resolve)),
    returnsHtml: tagged("@returns").map((t) => renderBlockHtml(t.content, resolve)).join("\n"),
    throwsHtml: tagged("@throws").map((t) => renderBlockHtml(t.content, resolve)),
    defaultValueHtml: defaultValue ? renderInlineHtml(defaultValue.content, resolve) : "",
  }
}

export function docOnly(f: CommentFields, definedIn: ApiSourceLocation | null): ApiDocFields {
  const { summaryHtml, descriptionHtml, examples, since, deprecatedHtml, see } = f
  return { summaryHtml, descriptionHtml, examples, since, deprecatedHtml, see, definedIn }
}
