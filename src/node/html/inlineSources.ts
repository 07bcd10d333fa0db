/**
 * The inline scripts and stylesheets of built pages, as a
 * Content-Security-Policy sees them: each one's text (the element's raw text,
 * exactly the bytes the browser hashes) and its `'sha256-…'` source. A data
 * block (`type="application/json"` and other non-script types) never runs
 * and needs no hash.
 */
import { createHash } from "node:crypto"

export type InlineKind = "script" | "style"

export interface InlineSource {
  kind: InlineKind
  text: string
}

const element = /<(script|style)(\s[^>]*)?>([\s\S]*?)<\/\1>/gi
const executableTypes = new Set(["", "text/javascript", "application/javascript", "module"])

function attribute(attributes: string, name: string): string | null {
  const match = new RegExp(`\\s${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?`, "i").exec(attributes)
  if (!match) return null
  return match[1] ?? match[2] ?? match[3] ?? ""
}

/**
 * Every inline script a browser would run and every <style> element in `html`,
 * in document order, <template> and <noscript> contents included (the
 * entry-script loader runs a template's scripts; without JavaScript a
 * noscript's style applies).
 */
export function inlineSources(html: string): InlineSource[] {
  const found: InlineSource[] = []
  for (const match of html.matchAll(element)) {
    const kind = match[1].toLowerCase() as InlineKind
    const attributes = match[2] ?? ""
    if (kind === "script") {
      if (attribute(attributes, "src") !== null) continue
      if (!executableTypes.has((attribute(attributes, "type") ?? "").trim().toLowerCase())) continue
    }
    found.push({ kind, text: match[3] })
  }
  return found
}

/** The CSP hash source of an inline element's text. */
export function hashSource(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`
}

export interface InlineSourceUse {
  kind: InlineKind
  hash: string
  /** The first 80 characters, to name it in messages. */
  start: string
  bytes: number
  /** The pages it is on. */
  pages: string[]
}

/** Each distinct inline source of the pages, with the pages it is on (in first-seen order). */
export function collectInlineSources(pages: Iterable<{ page: string; html: string }>): InlineSourceUse[] {
  const uses = new Map<string, InlineSourceUse>()
  for (const { page, html } of pages) {
    for (const source of inlineSources(html)) {
      const hash = hashSource(source.text)
      const key = `${source.kind} ${hash}`
      const use = uses.get(key) ?? { kind: source.kind, hash, start: source.text.trim().slice(0, 80), bytes: Buffer.byteLength(source.text), pages: [] }
      if (use.pages[use.pages.length - 1] !== page) use.pages.push(page)
      uses.set(key, use)
    }
  }
  return [...uses.values()]
}

/**
 * How many distinct inline sources may be on some pages but not all (the home
 * page's base-URL check is one). More means a source that changes from page to
 * page, and a policy that would grow with the site.
 */
export const maxPartialSources = 2

/** A message naming the sources that are on some pages only, when there are too many of them; null otherwise. */
export function partialSourcesProblem(uses: readonly InlineSourceUse[], pageCount: number): string | null {
  const partial = uses.filter((use) => use.pages.length < pageCount)
  if (partial.length <= maxPartialSources) return null
  const lines = partial.slice(0, 8).map((use) => `  ${use.kind} on ${use.pages.length} of ${pageCount} pages (${use.pages.slice(0, 3).join(", ")}${use.pages.length > 3 ? ", …" : ""}): ${use.start}`)
  return (
    `content security policy: ${partial.length} inline scripts or styles differ between pages (at most ${maxPartialSources} may); ` +
    `the policy would need a hash per page. Make them the same on every page, or move what differs into a data block or a file:\n${lines.join("\n")}${partial.length > 8 ? "\n  …" : ""}`
  )
}
