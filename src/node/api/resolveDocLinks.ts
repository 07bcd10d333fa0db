import { externalTypeUrl } from "./externalTypeLinks"
import type { MemberEntry, ReflectionIndex, SymbolEntry } from "./indexReflections"
import type { InlineTagPart, LinkResolver, ResolvedLink } from "./renderTsDocMarkdown"
import type { ResolveApiUrl } from "./types"

export type IndexEntry = SymbolEntry | MemberEntry

export function isMemberEntry(e: IndexEntry): e is MemberEntry {
  return "owner" in e
}

export function urlOf(entry: IndexEntry, resolveUrl: ResolveApiUrl): string {
  return isMemberEntry(entry) ? resolveUrl(entry.owner.docPath, entry.anchor) : resolveUrl(entry.docPath)
}

/** An interface page is a better target than the namespace merged with it, unless the reference asks for the namespace. */
function preferred(entries: SymbolEntry[] | undefined, meaning: string | undefined): SymbolEntry | undefined {
  if (meaning) return entries?.find((e) => e.kind === meaning)
  return entries?.find((e) => e.kind !== "namespace") ?? entries?.[0]
}

function findMember(entries: SymbolEntry[] | undefined, name: string): MemberEntry | undefined {
  for (const e of entries ?? []) {
    const m = e.members.find((m) => m.reflection.name === name)
    if (m) return m
  }
  return undefined
}

/**
 * Looks a TSDoc declaration reference up the way a reader would: first inside
 * the symbol being documented, then in each enclosing namespace, then in the
 * module, then in the other module.
 */
export function lookupByName(index: ReflectionIndex, ref: string, scope: SymbolEntry): IndexEntry | undefined {
  // TSDoc meanings: `RsvimCmd:namespace` picks the namespace merged with an interface.
  const [, name, meaning] = /^(.*?)(?::(namespace|interface|class|type|function|variable|enum))?$/.exec(ref) ?? []
  const kind = meaning === "type" ? "typeAlias" : meaning
  const path = (name ?? ref).replace(/[#~]/g, ".").replace(/\(\)$/, "")
  // "RsvimCmd.CommandOptions" -> ["RsvimCmd.CommandOptions", "RsvimCmd", ""]
  const parts = scope.kind === "module" ? [] : scope.qualifiedName.split(".")
  const prefixes = [...parts.map((_, i) => parts.slice(0, parts.length - i).join(".")), ""]
  const modules = [scope.module, ...(["rsvim", "web"] as const).filter((m) => m !== scope.module)]
  for (const module of modules) {
    for (const prefix of module === scope.module ? prefixes : [""]) {
      const full = prefix ? `${prefix}.${path}` : path
      const symbol = preferred(index.byQualifiedName.get(`${module}:${full}`), kind)
      if (symbol && symbol.kind !== "module") return symbol
      const dot = full.lastIndexOf(".")
      const member = dot > 0 ? findMember(index.byQualifiedName.get(`${module}:${full.slice(0, dot)}`), full.slice(dot + 1)) : undefined
      if (member) return member
    }
  }
  return undefined
}

export interface LinkContext {
  index: ReflectionIndex
  resolveUrl: ResolveApiUrl
  scope: SymbolEntry
  /** Receives each resolved symbol so the page can list what it mentions. */
  onReference: (symbolId: string) => void
  /** Receives the raw text of a reference that matched nothing. */
  onUnresolved: (raw: string) => void
}

/** Resolves `{@link}` tags, preferring TypeDoc's own resolution and falling back to names and MDN. */
export function createLinkResolver(ctx: LinkContext): LinkResolver {
  return (part: InlineTagPart): ResolvedLink | null => {
    if (typeof part.target === "string") return { url: part.target, external: true, label: part.text }
    const [rawRef, ...rest] = part.text.split("|")
    const ref = rawRef.trim()
    const explicitLabel = rest.length ? rest.join("|").trim() : null

    let entry: IndexEntry | undefined
    if (typeof part.target === "number") entry = ctx.index.byReflectionId.get(part.target)
    if (!entry && !ref.startsWith("!") && part.target === undefined) entry = lookupByName(ctx.index, ref, ctx.scope)
    if (entry) {
      ctx.onReference(isMemberEntry(entry) ? entry.owner.id : entry.id)
      return { url: urlOf(entry, ctx.resolveUrl), external: false, label: explicitLabel ?? part.text }
    }
    const label = explicitLabel ?? ref.replace(/^!/, "")
    if (/^https?:\/\//.test(ref)) return { url: ref, external: true, label: explicitLabel ?? ref }
    // An object target is a symbol TypeDoc found outside the docs, e.g. in lib.es5.d.ts.
    const mdn = externalTypeUrl(typeof part.target === "object" ? part.target.qualifiedName : ref)
    if (mdn) return { url: mdn, external: true, label }
    ctx.onUnresolved(part.text)
    return null
  }
}
