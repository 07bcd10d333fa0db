/**
 * Reading a code fence's meta string: ```ts title="rsvim.ts" {1,3-4} skip-check.
 * Pure, so the rules are unit-tested.
 */

/** Bare words in the meta string, such as `skip-check`; the title and line ranges are not words. */
export function flagsFromMeta(meta: string | undefined): Set<string> {
  const rest = meta?.replace(/title=(["']).*?\1/, "").replace(/\{[^}]*\}/g, "") ?? ""
  return new Set(rest.split(/\s+/).filter(word => /^[a-z][A-Za-z-]*$/.test(word)))
}

/** `title="rsvim.ts"` (or single quotes). */
export function titleFromMeta(meta: string | undefined): string | undefined {
  return meta ? /title=(["'])(.*?)\1/.exec(meta)?.[2] : undefined
}

/** The 1-based line numbers named by `{1,3-4}` in the meta string (empty when there is none). */
export function highlightedLinesFromMeta(meta: string | undefined): Set<number> {
  const lines = new Set<number>()
  // Drop the title first: a title may itself contain braces.
  const ranges = meta?.replace(/title=(["']).*?\1/, "").match(/\{([^}]*)\}/)?.[1]
  if (!ranges) return lines
  for (const part of ranges.split(",")) {
    const match = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(part)
    if (!match) continue
    const start = Number(match[1])
    const end = match[2] ? Number(match[2]) : start
    for (let line = Math.min(start, end); line <= Math.max(start, end); line++) lines.add(line)
  }
  return lines
}

/**
 * `showLineNumbers` (numbered from 1) or `showLineNumbers=5` (from 5) in the
 * meta string: the first line's number, or null when lines are not numbered.
 */
export function lineNumbersStartFromMeta(meta: string | undefined): number | null {
  const match = /(?:^|\s)showLineNumbers(?:=(\d+))?(?=\s|$)/.exec(meta?.replace(/title=(["']).*?\1/, "") ?? "")
  return match ? Number(match[1] ?? 1) : null
}
