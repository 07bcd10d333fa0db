/**
 * The heading structure of an API reference page, decided once here so the
 * page, its table of contents and its search records can never disagree:
 *
 *   h2 Signature (functions and function types), with h3 Parameters / Returns / Throws
 *   h2 Examples, h2 See also (the symbol's own)
 *   h2 Properties, Methods, ... (one per member kind)
 *     h3 each member
 *       h4 Parameters / Returns / Throws / Examples / See also
 *   h2 Classes, Interfaces, Type aliases, ... (what a module or namespace holds)
 *
 * Every id is unique on its page: page-level ids are fixed words that member
 * anchors avoid (see indexReflections), and section ids derive from the
 * member's anchor through one slugger per page.
 */
import GithubSlugger from "github-slugger"
import type { ApiGroup, ApiHeading, ApiMember, ApiSection, ApiSectionKind, ApiSignature, ApiSymbolKind } from "./types"

/** Member groups in reading order; the id of each is its heading's. */
export const MEMBER_GROUPS: readonly ApiGroup[] = [
  { kind: "constructor", title: "Constructors", id: "constructors" },
  { kind: "property", title: "Properties", id: "properties" },
  { kind: "accessor", title: "Accessors", id: "accessors" },
  { kind: "method", title: "Methods", id: "methods" },
  { kind: "enumMember", title: "Members", id: "enum-members" },
]

/** What a module or namespace page lists, in reading order. */
export const CHILD_GROUPS: readonly ApiGroup[] = [
  { kind: "namespace", title: "Namespaces", id: "namespaces" },
  { kind: "class", title: "Classes", id: "classes" },
  { kind: "interface", title: "Interfaces", id: "interfaces" },
  { kind: "typeAlias", title: "Type aliases", id: "type-aliases" },
  { kind: "function", title: "Functions", id: "functions" },
  { kind: "variable", title: "Variables", id: "variables" },
  { kind: "enum", title: "Enums", id: "enums" },
]

const SECTION_TITLES: Record<ApiSectionKind, string> = {
  signature: "Signature",
  parameters: "Parameters",
  returns: "Returns",
  throws: "Throws",
  examples: "Examples",
  see: "See also",
}

const SYMBOL_SECTION_IDS: Record<ApiSectionKind, string> = {
  signature: "signature",
  parameters: "parameters",
  returns: "returns",
  throws: "throws",
  examples: "examples",
  see: "see-also",
}

/** Ids a page uses for its own headings; a member named like one gets another anchor. */
export const PAGE_HEADING_IDS: readonly string[] = [
  ...Object.values(SYMBOL_SECTION_IDS),
  ...MEMBER_GROUPS.map(group => group.id),
  ...CHILD_GROUPS.map(group => group.id),
]

/** What a set of signatures and a comment have to show, section by section. */
interface SectionContent {
  signatures: readonly ApiSignature[]
  examples: readonly unknown[]
  see: readonly unknown[]
}

/** A signature says what it returns, or returns a value at all: `void` without a word needs no section. */
export function returnsSomething(signature: Pick<ApiSignature, "returnType" | "returnsHtml">): boolean {
  return signature.returnsHtml !== "" || (signature.returnType !== null && signature.returnType !== "void")
}

function sectionKinds({ signatures, examples, see }: SectionContent, withSignature: boolean): ApiSectionKind[] {
  const kinds: ApiSectionKind[] = []
  if (withSignature && signatures.length > 0) kinds.push("signature")
  if (signatures.some(signature => signature.parameters.length > 0)) kinds.push("parameters")
  if (signatures.some(returnsSomething)) kinds.push("returns")
  if (signatures.some(signature => signature.throwsHtml.length > 0)) kinds.push("throws")
  if (examples.length > 0) kinds.push("examples")
  if (see.length > 0) kinds.push("see")
  return kinds
}

function title(kind: ApiSectionKind, count: { examples: number }): string {
  return kind === "examples" && count.examples === 1 ? "Example" : SECTION_TITLES[kind]
}

/** The h4 sections under one member's h3, with ids unique on the page. */
export function memberSections(member: Pick<ApiMember, "anchor" | "signatures" | "examples" | "see">, slugger: GithubSlugger): ApiSection[] {
  return sectionKinds(member, false).map(kind => ({
    kind,
    title: title(kind, { examples: member.examples.length }),
    id: slugger.slug(`${member.anchor}-${SYMBOL_SECTION_IDS[kind]}`),
    depth: 4,
  }))
}

/** The symbol's own sections: the signature's parts one level below "Signature". */
export function symbolSections(symbol: SectionContent): ApiSection[] {
  return sectionKinds(symbol, true).map(kind => ({
    kind,
    title: title(kind, { examples: symbol.examples.length }),
    id: SYMBOL_SECTION_IDS[kind],
    depth: kind === "parameters" || kind === "returns" || kind === "throws" ? 3 : 2,
  }))
}

/** A slugger that already knows every fixed page id and member anchor of a page. */
export function pageSlugger(memberAnchors: readonly string[]): GithubSlugger {
  const slugger = new GithubSlugger()
  for (const id of [...PAGE_HEADING_IDS, ...memberAnchors]) slugger.slug(id)
  return slugger
}

export function memberGroupsOf(members: readonly Pick<ApiMember, "kind">[]): ApiGroup[] {
  return MEMBER_GROUPS.filter(group => members.some(member => member.kind === group.kind))
}

export function childGroupsOf(childKinds: readonly ApiSymbolKind[]): ApiGroup[] {
  return CHILD_GROUPS.filter(group => childKinds.includes(group.kind as ApiSymbolKind))
}

/** Every heading from h2 down, in page order: what the table of contents lists and search indexes. */
export function pageToc(page: {
  sections: readonly ApiSection[]
  memberGroups: readonly ApiGroup[]
  members: readonly Pick<ApiMember, "kind" | "name" | "anchor" | "sections">[]
  childGroups: readonly ApiGroup[]
}): ApiHeading[] {
  const heading = (depth: number, text: string, id: string): ApiHeading => ({ depth, text, id })
  return [
    ...page.sections.map(section => heading(section.depth, section.title, section.id)),
    ...page.memberGroups.flatMap(group => [
      heading(2, group.title, group.id),
      ...page.members
        .filter(member => member.kind === group.kind)
        .flatMap(member => [heading(3, member.name, member.anchor), ...member.sections.map(s => heading(s.depth, s.title, s.id))]),
    ]),
    ...page.childGroups.map(group => heading(2, group.title, group.id)),
  ]
}
