/**
 * An API reference page as a structured search page: the symbol's comment is
 * the page's intro, each member a lvl2 heading named and anchored as the page
 * renders it, with its comment, parameters and return value as content.
 * Signatures and examples are code and, like code blocks in the manual, not
 * indexed; every member is found by its name.
 */
import type { ApiMember, ApiSignature, ApiSymbol } from "../api"
import type { StructuredSearchPage } from "./extractSearchRecords"
import { htmlTextBlocks } from "./htmlTextBlocks"

export const API_SECTION = "API References"

/** The fields of an ApiSymbol node that search reads. */
export type ApiSearchSource = Pick<
  ApiSymbol,
  "url" | "version" | "kind" | "qualifiedName" | "summaryHtml" | "descriptionHtml" | "deprecatedHtml" | "signatures" | "members"
>

function labelled(label: string, html: string): string[] {
  const [first, ...rest] = htmlTextBlocks(html)
  return first === undefined ? [] : [`${label}: ${first}`, ...rest]
}

/** What a signature adds to its owner's comment: its own comment if different, parameters, return value, throws. */
function signatureText(signature: ApiSignature, ownerSummaryHtml: string): string[] {
  const own = signature.summaryHtml === ownerSummaryHtml ? [] : [...htmlTextBlocks(signature.summaryHtml), ...htmlTextBlocks(signature.descriptionHtml)]
  return [
    ...own,
    ...signature.parameters.flatMap((parameter) => labelled(parameter.name, parameter.descriptionHtml)),
    ...labelled("Returns", signature.returnsHtml),
    ...signature.throwsHtml.flatMap((html) => labelled("Throws", html)),
  ]
}

function commentText(owner: Pick<ApiMember, "summaryHtml" | "descriptionHtml" | "deprecatedHtml" | "signatures">): string[] {
  return [
    ...(owner.deprecatedHtml === null ? [] : owner.deprecatedHtml === "" ? ["Deprecated."] : labelled("Deprecated", owner.deprecatedHtml)),
    ...htmlTextBlocks(owner.summaryHtml),
    ...htmlTextBlocks(owner.descriptionHtml),
    ...owner.signatures.flatMap((signature) => signatureText(signature, owner.summaryHtml)),
  ]
}

/** The dotted name; modules and namespaces say what they are, as a namespace often shares its name with an interface. */
function pageTitle(symbol: ApiSearchSource): string {
  return symbol.kind === "module" || symbol.kind === "namespace" ? `${symbol.qualifiedName} ${symbol.kind}` : symbol.qualifiedName
}

export function apiSearchPage(symbol: ApiSearchSource): StructuredSearchPage {
  return {
    url: symbol.url,
    title: pageTitle(symbol),
    section: API_SECTION,
    version: symbol.version,
    intro: commentText(symbol),
    headings: symbol.members.map((member) => ({
      depth: 2,
      text: member.name,
      anchor: member.anchor,
      content: commentText(member),
    })),
  }
}
