import { ApiIntegrityError } from "./ApiIntegrityError"
import type { ApiSourceLocation, ApiSymbol } from "./types"

function at(loc: ApiSourceLocation | null): string {
  return loc ? `${loc.file}:${loc.line}` : "(unknown file)"
}

/**
 * Every documented symbol and each of its public members needs a summary:
 * it is what index pages, search results and link previews show. Modules are
 * exempt; their page lists their children instead.
 */
export function assertSummaries(symbols: readonly ApiSymbol[]): void {
  const problems = [...summaryProblems(symbols).values()].flat()
  if (problems.length > 0) {
    const versions = [...new Set(symbols.map((s) => s.version))].join(", ")
    throw new ApiIntegrityError(`API reference ${versions}: ${problems.length} declaration(s) without a summary:`, problems)
  }
}

/** Each symbol's missing summaries (its own and its members'), by symbol id. */
export function summaryProblems(symbols: readonly ApiSymbol[]): Map<string, string[]> {
  const bySymbol = new Map<string, string[]>()
  for (const s of symbols) {
    const problems: string[] = []
    if (s.kind !== "module" && !s.summaryHtml) problems.push(`${at(s.definedIn)} ${s.qualifiedName} (${s.kind}) has no summary`)
    for (const m of s.members) {
      if (!m.summaryHtml) problems.push(`${at(m.definedIn)} ${s.qualifiedName}.${m.name} (${m.kind}) has no summary`)
    }
    if (problems.length > 0) bySymbol.set(s.id, problems)
  }
  return bySymbol
}

/**
 * Fails when a page the site expects (e.g. from the sidebar) has no symbol in
 * the declarations. `expectedDocPaths` are paths inside the version, like
 * `api/rsvim/classes/RsvimBuf`.
 */
export function checkExpectedSymbols(symbols: readonly ApiSymbol[], expectedDocPaths: Iterable<string>): void {
  const present = new Set(symbols.map((s) => s.docPath))
  const missing = [...new Set(expectedDocPaths)].filter((p) => !present.has(p.replace(/^\/+|\/+$/g, "")))
  if (missing.length > 0) {
    const versions = [...new Set(symbols.map((s) => s.version))].join(", ") || "(no symbols)"
    throw new ApiIntegrityError(
      `API reference ${versions}: ${missing.length} expected page(s) have no declaration:`,
      missing,
    )
  }
}
