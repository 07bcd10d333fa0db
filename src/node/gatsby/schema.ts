/**
 * The GraphQL types of our content, declared explicitly (@dontInfer) so fields
 * never vanish when content changes and typegen gives non-null types.
 */
import type { GatsbyNode } from "gatsby"
import path from "node:path"
import { apiSidebarEntries, readApiSidebar } from "../apiSidebar"
import { firstSidebarUrl, sectionSidebar as sidebarOf, type SidebarEntry } from "../sidebars"
import { contentDir, repoPath } from "./contentPaths"
import { isPublished } from "../siteModel"
import { highlightCode, highlightedHtml } from "../highlight/highlightCode"
import { versionUrlPrefix } from "../versions"
import type { DocFields } from "../contentEntries"
import { apiSymbolVersionLinkFields, docVersionLinkFields, docVersionLinkTypeDefs } from "./docVersionLinks"

const typeDefs = `
  "Code highlighted at build time: the markup of its lines, for a <code>'s inner HTML (src/node/highlight/highlightCode.ts)."
  type HighlightedCode {
    language: String!
    html: String!
  }

  type ContentLink {
    url: String!
    line: Int!
  }

  type PageHeading {
    depth: Int!
    text: String!
    id: String!
  }

  type SidebarItem {
    type: String!
    label: String!
    url: String
    docPath: String!
    items: [SidebarItem!]!
  }

  type DocsSidebars {
    userManualSidebarId: [SidebarItem!]!
    apiReferencesSidebarId: [SidebarItem!]!
  }

  type DocsVersion implements Node @dontInfer {
    name: String!
    label: String!
    path: String!
    isLast: Boolean!
    banner: String!
    order: Int!
  }

  type Doc implements Node @dontInfer {
    version: String!
    docPath: String!
    url: String!
    section: String!
    title: String!
    sidebarLabel: String!
    sidebarPosition: Float
    description: String
    hideTableOfContents: Boolean!
    tocMinHeadingLevel: Int!
    tocMaxHeadingLevel: Int!
    draft: Boolean!
    isIndex: Boolean!
    sourceDir: String!
    sourceName: String!
    sourcePath: String!
    contentFilePath: String!
    links: [ContentLink!]!
    headings: [PageHeading!]!
    docsVersion: DocsVersion! @link(by: "name", from: "version")
    mdx: Mdx! @link(from: "mdxId")
  }

  type BlogAuthor implements Node @dontInfer {
    slug: String!
    name: String!
    title: String
    url: String
  }

  type BlogTag implements Node @dontInfer {
    slug: String!
    label: String!
    description: String
  }

  type BlogPost implements Node @dontInfer {
    slug: String!
    date: Date! @dateformat
    url: String!
    title: String!
    description: String!
    authorSlugs: [String!]!
    tagSlugs: [String!]!
    authors: [BlogAuthor!]! @link(by: "slug", from: "authorSlugs")
    tags: [BlogTag!]! @link(by: "slug", from: "tagSlugs")
    draft: Boolean!
    excerptHtml: String!
    hasTruncateMarker: Boolean!
    readingMinutes: Int!
    sourcePath: String!
    contentFilePath: String!
    links: [ContentLink!]!
    headings: [PageHeading!]!
    mdx: Mdx! @link(from: "mdxId")
  }

  type ContentPage implements Node @dontInfer {
    url: String!
    title: String!
    description: String
    sourcePath: String!
    contentFilePath: String!
    links: [ContentLink!]!
    headings: [PageHeading!]!
    mdx: Mdx! @link(from: "mdxId")
  }

  type ApiLink {
    text: String!
    url: String!
    external: Boolean!
  }

  type ApiExample {
    language: String!
    code: String!
    highlighted: HighlightedCode! @highlight(codeField: "code", languageField: "language")
    captionHtml: String!
  }

  type ApiSourceLocation {
    file: String!
    line: Int!
  }

  type ApiSeeEntry {
    html: String!
    text: String!
    url: String
  }

  type ApiTypeParameter {
    name: String!
    constraint: String
    default: String
    descriptionHtml: String!
  }

  type ApiParameter {
    name: String!
    type: String!
    typeLinks: [ApiLink!]!
    optional: Boolean!
    rest: Boolean!
    defaultValue: String
    descriptionHtml: String!
  }

  type ApiSignature {
    kind: String!
    code: String!
    highlighted: HighlightedCode! @highlight(codeField: "code")
    typeParameters: [ApiTypeParameter!]!
    parameters: [ApiParameter!]!
    returnType: String
    returnTypeLinks: [ApiLink!]!
    returnsHtml: String!
    throwsHtml: [String!]!
    summaryHtml: String!
    descriptionHtml: String!
    examples: [ApiExample!]!
    definedIn: ApiSourceLocation
  }

  "A heading of an API page's outline (src/node/api/pageOutline.ts)."
  type ApiSection {
    kind: String!
    title: String!
    id: String!
    depth: Int!
  }

  type ApiGroup {
    kind: String!
    title: String!
    id: String!
  }

  type ApiHeading {
    depth: Int!
    text: String!
    id: String!
  }

  type ApiMemberFlags {
    readonly: Boolean!
    static: Boolean!
    optional: Boolean!
    abstract: Boolean!
  }

  type ApiMember {
    id: String!
    anchor: String!
    url: String!
    kind: String!
    name: String!
    flags: ApiMemberFlags!
    code: String!
    highlighted: HighlightedCode! @highlight(codeField: "code")
    type: String
    typeLinks: [ApiLink!]!
    signatures: [ApiSignature!]!
    defaultValueHtml: String!
    sections: [ApiSection!]!
    summaryHtml: String!
    descriptionHtml: String!
    examples: [ApiExample!]!
    since: String
    deprecatedHtml: String
    see: [ApiSeeEntry!]!
    definedIn: ApiSourceLocation
  }

  "One generated API reference page: a module, class, interface, namespace or type alias of a docs version."
  type ApiSymbol implements Node @dontInfer {
    symbolId: String!
    version: String!
    module: String!
    kind: String!
    name: String!
    qualifiedName: String!
    docPath: String!
    url: String!
    declaration: String!
    declarationHighlighted: HighlightedCode! @highlight(codeField: "declaration")
    signatures: [ApiSignature!]!
    members: [ApiMember!]!
    sections: [ApiSection!]!
    memberGroups: [ApiGroup!]!
    childGroups: [ApiGroup!]!
    toc: [ApiHeading!]!
    summaryHtml: String!
    descriptionHtml: String!
    examples: [ApiExample!]!
    since: String
    deprecatedHtml: String
    see: [ApiSeeEntry!]!
    definedIn: ApiSourceLocation
    parentSymbolId: String
    childIds: [String!]!
    typeReferenceIds: [String!]!
    parentSymbol: ApiSymbol @link(by: "symbolId", from: "parentSymbolId")
    childSymbols: [ApiSymbol!]! @link(by: "symbolId", from: "childIds")
    typeReferences: [ApiSymbol!]! @link(by: "symbolId", from: "typeReferenceIds")
    docsVersion: DocsVersion! @link(by: "name", from: "version")
  }
`

type DocNode = DocFields & { id: string }

const production = process.env.NODE_ENV === "production"

interface ApiSymbolNode {
  kind: string
  docPath: string
  url: string
  name: string
  symbolId: string
  parentSymbolId: string | null
}

/** Sidebar entries of a version's generated API pages, in sidebar.yaml order. */
async function apiEntries(name: string, context: any): Promise<SidebarEntry[]> {
  const { entries } = await context.nodeModel.findAll({ type: "ApiSymbol", query: { filter: { version: { eq: name } } } })
  const symbols = [...entries] as ApiSymbolNode[]
  const docPathOf = new Map(symbols.map(symbol => [symbol.symbolId, symbol.docPath]))
  const pages = symbols.map(symbol => ({
    docPath: symbol.docPath,
    url: symbol.url,
    name: symbol.name,
    kind: symbol.kind,
    parentDocPath: symbol.parentSymbolId ? docPathOf.get(symbol.parentSymbolId) ?? null : null,
  }))
  const sidebarFile = path.join(contentDir, "docs", name, "api", "sidebar.yaml")
  return apiSidebarEntries(pages, readApiSidebar(sidebarFile, repoPath(sidebarFile)))
}

async function versionDocs(name: string, context: any): Promise<DocNode[]> {
  const { entries } = await context.nodeModel.findAll({ type: "Doc", query: { filter: { version: { eq: name } } } })
  return [...entries].filter((doc: DocNode) => isPublished(doc, production))
}

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions, schema }) => {
  // `@highlight(codeField, language | languageField)`: the field's code highlighted (TypeScript unless said otherwise).
  actions.createFieldExtension({
    name: "highlight",
    args: { codeField: "String!", language: "String", languageField: "String" },
    extend(options: { codeField: string; language?: string; languageField?: string }) {
      return {
        resolve: (source: Record<string, string | undefined>) => {
          const language = options.language ?? (options.languageField ? source[options.languageField] : undefined) ?? "typescript"
          const code = source[options.codeField] ?? ""
          const highlighted = highlightCode(code, language)
          return { language: highlighted.language, html: code ? highlightedHtml(highlighted.lines) : "" }
        },
      }
    },
  })
  actions.createTypes(typeDefs)
  actions.createTypes(
    schema.buildObjectType({
      name: "DocsVersion",
      interfaces: ["Node"],
      extensions: { infer: false },
      fields: {
        urlPrefix: { type: "String!", resolve: (source: { path: string }) => versionUrlPrefix(source) },
        sidebars: {
          type: "DocsSidebars!",
          resolve: async (source: { name: string }, _args: unknown, context: any) => {
            const docs = await versionDocs(source.name, context)
            return {
              userManualSidebarId: sidebarOf(docs, "manual"),
              apiReferencesSidebarId: sidebarOf(docs, "api", await apiEntries(source.name, context)),
            }
          },
        },
        apiDocUrl: {
          type: "String!",
          resolve: async (source: { name: string; path: string }, _args: unknown, context: any) => {
            const docs = await versionDocs(source.name, context)
            return firstSidebarUrl(sidebarOf(docs, "api", await apiEntries(source.name, context))) ?? versionUrlPrefix(source)
          },
        },
        mainDocUrl: {
          type: "String!",
          resolve: async (source: { name: string; path: string }, _args: unknown, context: any) => {
            const docs = await versionDocs(source.name, context)
            return firstSidebarUrl(sidebarOf(docs, "manual")) ?? versionUrlPrefix(source)
          },
        },
      },
    })
  )
  // ── Site chrome: Doc.otherVersions (version dropdown and banner targets), see docVersionLinks.ts ──
  actions.createTypes(docVersionLinkTypeDefs)
  actions.createTypes(
    schema.buildObjectType({ name: "Doc", interfaces: ["Node"], extensions: { infer: false }, fields: docVersionLinkFields() })
  )
  actions.createTypes(
    schema.buildObjectType({ name: "ApiSymbol", interfaces: ["Node"], extensions: { infer: false }, fields: apiSymbolVersionLinkFields() })
  )
}
