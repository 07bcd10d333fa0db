/**
 * An API reference page as a structured search page. Its headings are the
 * page's own outline (ApiSymbol.toc, the one the page and its table of
 * contents use): member groups, each member, and each member's parameters,
 * returns, throws, examples and "see also", so every one of them is a record
 * of its own that leads to its heading. The symbol's comment is the page's
 * intro; a member's comment belongs to its heading, and each section holds
 * what it documents. Signatures and examples are code and, like code blocks
 * in the manual, not indexed; every member is found by its name.
 */
import type { ApiMember, ApiSection, ApiSignature, ApiSymbol } from "../api"
import type { StructuredSearchPage } from "./extractSearchRecords"
import { htmlTextBlocks } from "./htmlTextBlocks"
import { sections } from "../../config/sections"

/** The fields of an ApiSymbol node that search reads. */
export type ApiSearchSource = Pick<
  ApiSymbol,
  | "url"
  | "version"
  | "title"
  | "summaryHtml"
  | "descriptionHtml"
  | "deprecatedHtml"
  | "signatures"
  | "members"
  | "examples"
  | "see"
  | "sections"
  | "toc"
>

type Commented = Pick<ApiMember, "summaryHtml" | "descriptionHtml" | "deprecatedHtml" | "signatures">
type Documented = Pick<ApiMember, "signatures" | "examples" | "see">

function labelled(label: string, html: string): string[] {
  const [first, ...rest] = htmlTextBlocks(html)
  return first === undefined ? [] : [`${label}: ${first}`, ...rest]
}

/** A comment, and the comments of signatures that say something else than their owner. */
function commentText(owner: Commented): string[] {
  return [
    ...(owner.deprecatedHtml === null ? [] : owner.deprecatedHtml === "" ? ["Deprecated."] : labelled("Deprecated", owner.deprecatedHtml)),
    ...htmlTextBlocks(owner.summaryHtml),
    ...htmlTextBlocks(owner.descriptionHtml),
    ...owner.signatures
      .filter((signature: ApiSignature) => signature.summaryHtml !== owner.summaryHtml)
      .flatMap((signature) => [...htmlTextBlocks(signature.summaryHtml), ...htmlTextBlocks(signature.descriptionHtml)]),
  ]
}

/** What one section of a symbol or member documents, as the text a reader would search for. */
function sectionText(section: ApiSection, owner: Documented): string[] {
  switch (section.kind) {
    case "parameters":
      return owner.signatures.flatMap((signature) => signature.parameters.flatMap((parameter) => labelled(parameter.name, parameter.descriptionHtml)))
    case "returns":
      return owner.signatures.flatMap((signature) => htmlTextBlocks(signature.returnsHtml))
    case "throws":
      return owner.signatures.flatMap((signature) => signature.throwsHtml.flatMap((html) => htmlTextBlocks(html)))
    case "examples":
      return owner.examples.flatMap((example) => htmlTextBlocks(example.captionHtml))
    case "see":
      return owner.see.flatMap((entry) => htmlTextBlocks(entry.html))
    default:
      return []
  }
}

export function apiSearchPage(symbol: ApiSearchSource): StructuredSearchPage {
  const contentOf = new Map<string, string[]>()
  for (const section of symbol.sections) contentOf.set(section.id, sectionText(section, symbol))
  for (const member of symbol.members) {
    contentOf.set(member.anchor, [...commentText(member), ...labelled("Default", member.defaultValueHtml)])
    for (const section of member.sections) contentOf.set(section.id, sectionText(section, member))
  }
  return {
    url: symbol.url,
    title: symbol.title,
    section: sections.api,
    version: symbol.version,
    intro: commentText(symbol),
    headings: symbol.toc.map((heading) => ({
      depth: heading.depth,
      text: heading.text,
      anchor: heading.id,
      content: contentOf.get(heading.id) ?? [],
    })),
  }
}
