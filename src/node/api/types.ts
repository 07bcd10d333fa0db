/**
 * Plain records the API reference pages are built from. They hold only
 * strings, numbers, booleans, arrays and nested records so they can go
 * straight into Gatsby nodes and page context.
 */

/** The declaration files a version ships, named after the file. */
export type ApiModuleName = "rsvim" | "web"

// Each list is also the GraphQL enum of the same name (src/node/gatsby/schema.ts).
export const apiSymbolKinds = ["module", "class", "interface", "namespace", "typeAlias", "function", "variable", "enum"] as const
export type ApiSymbolKind = (typeof apiSymbolKinds)[number]

export const apiMemberKinds = ["constructor", "property", "method", "accessor", "enumMember"] as const
export type ApiMemberKind = (typeof apiMemberKinds)[number]

export const apiSignatureKinds = ["call", "constructor", "get", "set"] as const
export type ApiSignatureKind = (typeof apiSignatureKinds)[number]

/** A link the page can render as-is; `external` is true for MDN and other sites. */
export interface ApiLink {
  text: string
  url: string
  external: boolean
}

/** One `@see` entry: its rendered inline HTML plus the first link in it, if any. */
export interface ApiSeeEntry {
  html: string
  text: string
  url: string | null
}

export interface ApiExample {
  language: string
  code: string
  /** Caption written after `@example` on the same line, as inline HTML ("" if none). */
  captionHtml: string
}

export interface ApiSourceLocation {
  /** Path relative to the repository root, with forward slashes. */
  file: string
  line: number
}

export interface ApiTypeParameter {
  name: string
  constraint: string | null
  default: string | null
  descriptionHtml: string
}

export interface ApiParameter {
  name: string
  type: string
  typeLinks: ApiLink[]
  optional: boolean
  rest: boolean
  defaultValue: string | null
  descriptionHtml: string
}

export interface ApiSignature {
  kind: ApiSignatureKind
  /** TypeScript source text of the signature, for syntax highlighting. */
  code: string
  typeParameters: ApiTypeParameter[]
  parameters: ApiParameter[]
  returnType: string | null
  returnTypeLinks: ApiLink[]
  returnsHtml: string
  throwsHtml: string[]
  summaryHtml: string
  descriptionHtml: string
  examples: ApiExample[]
  definedIn: ApiSourceLocation | null
}

/** Documentation shared by symbols and members. */
export interface ApiDocFields {
  summaryHtml: string
  descriptionHtml: string
  examples: ApiExample[]
  since: string | null
  /** `null` when not deprecated; "" when deprecated without a reason. */
  deprecatedHtml: string | null
  see: ApiSeeEntry[]
  definedIn: ApiSourceLocation | null
}

export interface ApiMemberFlags {
  readonly: boolean
  static: boolean
  optional: boolean
  abstract: boolean
}

/** A heading of a reference page's own structure (see pageOutline.ts). */
export const apiSectionKinds = ["signature", "parameters", "returns", "throws", "examples", "see"] as const
export type ApiSectionKind = (typeof apiSectionKinds)[number]

/** One titled section of a symbol or member, with the id its heading carries. */
export interface ApiSection {
  kind: ApiSectionKind
  title: string
  id: string
  /** Heading level: 2 and 3 for a symbol's own sections, 4 under a member. */
  depth: number
}

/** A group of members of one kind ("Methods"), or of child symbols ("Type aliases"), under an h2. */
export interface ApiGroup {
  kind: string
  title: string
  id: string
}

/** One entry of the page's table of contents. */
export interface ApiHeading {
  depth: number
  text: string
  id: string
}

export interface ApiMember extends ApiDocFields {
  /** `<symbol id>#<anchor>` */
  id: string
  /** Slug unique within the owning symbol's page. */
  anchor: string
  url: string
  kind: ApiMemberKind
  name: string
  flags: ApiMemberFlags
  /** Declaration text for properties; signatures carry their own code. */
  code: string
  /** Value type of a property or accessor, `null` for methods. */
  type: string | null
  typeLinks: ApiLink[]
  signatures: ApiSignature[]
  defaultValueHtml: string
  /** The h4 sections under the member's heading, in page order. */
  sections: ApiSection[]
}

export interface ApiSymbol extends ApiDocFields {
  /** `api:<version>:<module>` for modules, `api:<version>:<module>:<qualifiedName>` otherwise; namespaces add `:namespace` because they often share a name with an interface or class. */
  id: string
  version: string
  module: ApiModuleName
  kind: ApiSymbolKind
  name: string
  /** Dotted path inside the module ("RsvimCmd.CommandOptions"); the module name for modules. */
  qualifiedName: string
  /** The page's h1, sidebar label and search title (symbolTitle.ts): "RsvimCmd namespace", "RsvimBuf". */
  title: string
  /** URL path inside the version, e.g. `api/rsvim/classes/RsvimBuf`. */
  docPath: string
  url: string
  parentId: string | null
  /** Declaration header or full type alias, for syntax highlighting. */
  declaration: string
  /** Call signatures of functions and function-typed aliases. */
  signatures: ApiSignature[]
  members: ApiMember[]
  /** Ids of other documented symbols this one mentions in types or links. */
  typeReferences: string[]
  /** Ids of the symbols listed on a module or namespace index page. */
  children: string[]
  /** The symbol's own sections (signature, its parameters, examples, ...), in page order. */
  sections: ApiSection[]
  /** The member groups the page shows, in page order. */
  memberGroups: ApiGroup[]
  /** The groups of child symbols a module or namespace page lists, in page order. */
  childGroups: ApiGroup[]
  /** Every heading from h2 to h4, in page order: the table of contents and the search records. */
  toc: ApiHeading[]
}

/** Builds the site URL of a page inside the version, plus an optional anchor. */
export type ResolveApiUrl = (docPath: string, anchor?: string) => string

export interface MapApiSymbolsOptions {
  version: string
  /** Directory of the declarations relative to the repo root; prefixed to TypeDoc's file names. */
  sourceRoot: string
  resolveUrl: ResolveApiUrl
}
