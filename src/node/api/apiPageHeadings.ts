/**
 * The sections of a generated API page, computed once on the node: the page
 * template renders them in this order with these ids, the table of contents
 * lists them, and the link check knows every #anchor an API page has.
 */
import type { ApiMember, ApiSymbol } from "./types"

export interface ApiPageHeading {
  depth: number
  text: string
  id: string
}

/** Member sections in reading order, with their heading ids. */
export const apiMemberGroups = [
  { kind: "constructor", title: "Constructors", id: "constructors" },
  { kind: "property", title: "Properties", id: "properties" },
  { kind: "accessor", title: "Accessors", id: "accessors" },
  { kind: "method", title: "Methods", id: "methods" },
  { kind: "enumMember", title: "Members", id: "enum-members" },
] as const

/** Headings of the sections that list a module's or namespace's symbols, by kind. */
const childGroupTitles: Record<string, string> = {
  class: "Classes",
  interface: "Interfaces",
  namespace: "Namespaces",
  typeAlias: "Type aliases",
  function: "Functions",
  variable: "Variables",
  enum: "Enums",
}

export const childGroupId = (kind: string) => `${kind}-members`

export function childGroupTitle(kind: string): string {
  return childGroupTitles[kind] ?? `${kind.charAt(0).toUpperCase()}${kind.slice(1)}s`
}

/** The page's h2/h3 headings; `childKinds` are the kinds of the symbols it lists, in order. */
export function apiPageHeadings(
  symbol: Pick<ApiSymbol, "signatures"> & { members: readonly Pick<ApiMember, "kind" | "name" | "anchor">[] },
  childKinds: readonly string[]
): ApiPageHeading[] {
  const headings: ApiPageHeading[] = symbol.signatures.length > 0 ? [{ depth: 2, text: "Signature", id: "signature" }] : []
  for (const group of apiMemberGroups) {
    const members = symbol.members.filter(member => member.kind === group.kind)
    if (members.length === 0) continue
    headings.push({ depth: 2, text: group.title, id: group.id })
    for (const member of members) headings.push({ depth: 3, text: member.name, id: member.anchor })
  }
  for (const kind of new Set(childKinds)) headings.push({ depth: 2, text: childGroupTitle(kind), id: childGroupId(kind) })
  return headings
}
