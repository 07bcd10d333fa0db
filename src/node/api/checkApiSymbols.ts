import type { ApiSourceLocation, ApiSymbol } from "./types"

function at(loc: ApiSourceLocation | null): string {
  return loc ? `${loc.file}:${loc.line}` : "(unknown file)"
}

/**
 * Each symbol's missing summaries (its own and its members'), by symbol id.
 * Every documented symbol and each of its public members needs a summary:
 * it is what index pages, search results and link previews show. Modules are
 * exempt; their page lists their children instead.
 */
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
