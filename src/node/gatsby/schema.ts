/**
 * The GraphQL types of our content, declared explicitly (@dontInfer) so fields
 * never vanish when content changes and typegen gives non-null types. Every
 * field is plain data set when the node is created from the content index
 * (navigation included); the only resolver highlights code.
 */
import type { GatsbyNode } from "gatsby"
import { highlightCode, highlightedHtml } from "../highlight/highlightCode"
import { apiMemberKinds, apiSectionKinds, apiSignatureKinds, apiSymbolKinds } from "../api/types"
import { versionBanners } from "../../config/content"
import { docSections } from "../../shared/docs/docSection"

// GraphQL wants an interface's fields repeated in every type implementing it: each list is written once here.
const docsItemFields = `
    "The page's headings, for its table of contents (an API page's outline, src/node/api/pageOutline.ts)."
    headings: [PageHeading!]!
    sidebarId: String!
    previous: NavLink
    next: NavLink
    breadcrumbs: [Breadcrumb!]!
    otherVersions: [DocVersionLink!]!`

// The table of contents' front matter (hide_table_of_contents, toc_min/max_heading_level), the same on docs, posts and pages.
const tocFields = `    hideTableOfContents: Boolean!
    tocMinHeadingLevel: Int!
    tocMaxHeadingLevel: Int!`

// How a node implementing DocsItem links its version and its sidebar.
const docsItemLinks = `    docsVersion: DocsVersion! @link(by: "name", from: "version")
    sidebar: DocsSidebar! @link(by: "sidebarId", from: "sidebarId")`

const apiDocumentedFields = `
    summaryHtml: String!
    descriptionHtml: String!
    examples: [ApiExample!]!
    since: String
    deprecatedHtml: String
    see: [ApiSeeEntry!]!
    definedIn: ApiSourceLocation`

const enumOf = (name: string, values: readonly string[], description: string) => `  "${description}"\n  enum ${name} { ${values.join(" ")} }`

const typeDefs = `
${enumOf("DocsSection", docSections, "The sidebar of a version a page belongs to: the User Manual or the API References.")}
${enumOf("VersionBanner", versionBanners, "What a docs version's pages say above their content.")}
${enumOf("ApiSymbolKind", apiSymbolKinds, "What an API reference page documents.")}
${enumOf("ApiMemberKind", apiMemberKinds, "What a member of an API symbol is.")}
${enumOf("ApiSignatureKind", apiSignatureKinds, "How a signature is called.")}
${enumOf("ApiSectionKind", apiSectionKinds, "A titled part of an API symbol or member.")}
  "Code highlighted at build time: the markup of its lines, for a <code>'s inner HTML (src/node/highlight/highlightCode.ts)."
  type HighlightedCode {
    language: String!
    html: String!
  }

  type PageHeading {
    depth: Int!
    text: String!
    id: String!
  }

  "A link to another page: where previous/next lead."
  type NavLink {
    label: String!
    url: String!
  }

  "One step of a page's breadcrumbs; url is null for a category without a page."
  type Breadcrumb {
    label: String!
    url: String
  }

  "The same page in another docs version, else where that version's section starts (samePage false)."
  type DocVersionLink {
    name: String!
    label: String!
    isLast: Boolean!
    url: String!
    samePage: Boolean!
  }

  "One resolved sidebar of a docs version (User Manual or API References); items is the tree with final URLs."
  type DocsSidebar implements Node @dontInfer {
    sidebarId: String!
    version: String!
    section: DocsSection!
    items: JSON!
  }

  type DocsVersion implements Node @dontInfer {
    name: String!
    label: String!
    path: String!
    isLast: Boolean!
    banner: VersionBanner!
    order: Int!
    urlPrefix: String!
    "First page of the User Manual."
    mainDocUrl: String!
    "First page of the API References."
    apiDocUrl: String!
  }

  "What every docs and API reference page carries: its place in its version's navigation, resolved at build."
  interface DocsItem {
    url: String!
${docsItemFields}
    docsVersion: DocsVersion!
  }

  type Doc implements Node & DocsItem @dontInfer {
    version: String!
    docPath: String!
    url: String!
    section: DocsSection!
    title: String!
    "The page's h1: the body's leading # H1, else the title (which then names the page in the tab, the sidebar and metadata)."
    heading: String!
    sidebarLabel: String!
    sidebarPosition: Float
    description: String
    keywords: [String!]!
    image: String
    "Docusaurus' hide_title: the page shows no h1 (only when its title comes from the front matter)."
    hideTitle: Boolean!
${tocFields}
    "Docusaurus' displayed_sidebar: null: the page shows no sidebar (nor breadcrumbs, nor previous/next but those its front matter sets)."
    hideSidebar: Boolean!
    draft: Boolean!
    "Docusaurus' unlisted: built and reachable by URL, out of sidebars, pagination, sitemap and search in production, marked noindex."
    unlisted: Boolean!
    "Where the 'Edit this page' link leads: custom_edit_url, else the file in the site's repository; null hides the link."
    editUrl: String
    "Front matter last_update: the page's last-updated line."
    lastUpdate: LastUpdate
    isIndex: Boolean!
    sourceDir: String!
    sourceName: String!
    sourcePath: String!
    contentFilePath: String!
    "The body, rendered to HTML at build time (src/node/mdx/renderBody.tsx)."
    html: String!
${docsItemFields}
${docsItemLinks}
  }

  "A page's last update as its front matter gives it (Docusaurus' last_update)."
  type LastUpdate {
    "YYYY-MM-DD."
    date: String
    author: String
  }

  "One card of a generated index page: a doc (with its description) or a category (with how many items it holds)."
  type DocCategoryCard {
    label: String!
    url: String!
    description: String
  }

  "Docusaurus' generated index of a docs category (its _category_ file's link: { type: generated-index }): its items as cards."
  type DocCategoryIndex implements Node & DocsItem @dontInfer {
    version: String!
    section: DocsSection!
    "The category's path in the version without number prefixes (manual/guides)."
    docPath: String!
    url: String!
    title: String!
    description: String
    keywords: [String!]!
    image: String
    cards: [DocCategoryCard!]!
    "The _category_ file."
    sourcePath: String!
${docsItemFields}
${docsItemLinks}
  }

  "Every content problem of the site as it is now (none in a finished production build); gatsby develop shows them on their pages."
  type ContentCheck implements Node @dontInfer {
    problems: [String!]!
  }

  "A profile of an author elsewhere (authors.yml's socials, handles made URLs)."
  type BlogAuthorSocial {
    platform: String!
    url: String!
  }

  type BlogAuthor implements Node @dontInfer {
    "The id posts name the author by."
    slug: String!
    name: String!
    title: String
    "The author's own site."
    url: String
    "The author's page on this site (Docusaurus' URL: /blog/authors/<kebab-case id>, or the page's permalink)."
    permalink: String!
    "Avatar: an http(s) URL, or a site path served from static/."
    imageUrl: String
    description: String
    socials: [BlogAuthorSocial!]!
  }

  "An author as a post shows it: an authors.yml entry (with the post's own overrides) or an inline author, who has no page."
  type BlogPostAuthor {
    "The authors.yml id; null for an inline author."
    slug: String
    name: String!
    title: String
    url: String
    email: String
    imageUrl: String
    socials: [BlogAuthorSocial!]!
    "The author's page; null for an inline author."
    permalink: String
  }

  type BlogTag implements Node @dontInfer {
    slug: String!
    label: String!
    description: String
    "The tag's page on this site."
    permalink: String!
  }

  type BlogPost implements Node @dontInfer {
    slug: String!
    date: Date! @dateformat
    url: String!
    title: String!
    description: String!
    authorSlugs: [String!]!
    tagSlugs: [String!]!
    authors: [BlogPostAuthor!]!
    tags: [BlogTag!]! @link(by: "slug", from: "tagSlugs")
    draft: Boolean!
    "Docusaurus' unlisted: the post has its page, but production lists, feeds, the sitemap and search leave it out; marked noindex."
    unlisted: Boolean!
    "Neither a draft nor unlisted: what the blog's lists, tag and author pages and feeds show in production."
    listed: Boolean!
    lastUpdate: LastUpdate
    keywords: [String!]!
    image: String
    excerptHtml: String!
    hasTruncateMarker: Boolean!
    readingMinutes: Int!
${tocFields}
    sourcePath: String!
    contentFilePath: String!
    "The body, rendered to HTML at build time (src/node/mdx/renderBody.tsx)."
    html: String!
    headings: [PageHeading!]!
  }

  type ContentPage implements Node @dontInfer {
    url: String!
    title: String!
    "The page's h1: its body's leading # H1, else its front matter title; null with neither (its title is then its name), as Docusaurus shows no heading then."
    heading: String
    description: String
    keywords: [String!]!
    image: String
    "Docusaurus' unlisted: built and reachable by URL, out of the sitemap and search in production, marked noindex."
    unlisted: Boolean!
    "No page in production."
    draft: Boolean!
${tocFields}
    lastUpdate: LastUpdate
    sourcePath: String!
    contentFilePath: String!
    "The body, rendered to HTML at build time (src/node/mdx/renderBody.tsx)."
    html: String!
    headings: [PageHeading!]!
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
    kind: ApiSignatureKind!
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
    kind: ApiSectionKind!
    title: String!
    id: String!
    depth: Int!
  }

  type ApiGroup {
    kind: String!
    title: String!
    id: String!
  }

  type ApiMemberFlags {
    readonly: Boolean!
    static: Boolean!
    optional: Boolean!
    abstract: Boolean!
  }

  "What a symbol or member says of itself: its TSDoc comment, rendered (src/components/ApiReference/DocFields)."
  interface ApiDocumented {
${apiDocumentedFields}
  }

  type ApiMember implements ApiDocumented {
    id: String!
    anchor: String!
    url: String!
    kind: ApiMemberKind!
    name: String!
    flags: ApiMemberFlags!
    code: String!
    highlighted: HighlightedCode! @highlight(codeField: "code")
    type: String
    typeLinks: [ApiLink!]!
    signatures: [ApiSignature!]!
    defaultValueHtml: String!
    sections: [ApiSection!]!
${apiDocumentedFields}
  }

  "One generated API reference page: a module, class, interface, namespace or type alias of a docs version."
  type ApiSymbol implements Node & DocsItem & ApiDocumented @dontInfer {
    symbolId: String!
    version: String!
    module: String!
    kind: ApiSymbolKind!
    name: String!
    qualifiedName: String!
    "The page's h1, sidebar label and search title: a module or namespace says what it is (RsvimCmd namespace), other symbols are their name."
    title: String!
    docPath: String!
    url: String!
    declaration: String!
    declarationHighlighted: HighlightedCode! @highlight(codeField: "declaration")
    signatures: [ApiSignature!]!
    members: [ApiMember!]!
    sections: [ApiSection!]!
    memberGroups: [ApiGroup!]!
    childGroups: [ApiGroup!]!
${apiDocumentedFields}
    "The summary as plain text, for the page description."
    summaryText: String!
    parentSymbolId: String
    childIds: [String!]!
    typeReferenceIds: [String!]!
${docsItemFields}
    sidebar: DocsSidebar! @link(by: "sidebarId", from: "sidebarId")
    parentSymbol: ApiSymbol @link(by: "symbolId", from: "parentSymbolId")
    childSymbols: [ApiSymbol!]! @link(by: "symbolId", from: "childIds")
    typeReferences: [ApiSymbol!]! @link(by: "symbolId", from: "typeReferenceIds")
    docsVersion: DocsVersion! @link(by: "name", from: "version")
  }
`

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
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
}
