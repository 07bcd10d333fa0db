/**
 * The GraphQL types of our content, declared explicitly (@dontInfer) so fields
 * never vanish when content changes and typegen gives non-null types.
 */
import type { GatsbyNode } from "gatsby"
import { firstSidebarUrl, sectionSidebar as sidebarOf } from "../sidebars"
import { isPublished } from "../siteModel"
import { versionUrlPrefix } from "../versions"
import type { DocFields } from "../contentEntries"

const typeDefs = `
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
`

type DocNode = DocFields & { id: string }

const production = process.env.NODE_ENV === "production"

async function versionDocs(name: string, context: any): Promise<DocNode[]> {
  const { entries } = await context.nodeModel.findAll({ type: "Doc", query: { filter: { version: { eq: name } } } })
  return [...entries].filter((doc: DocNode) => isPublished(doc, production))
}

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions, schema }) => {
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
            return { userManualSidebarId: sidebarOf(docs, "manual"), apiReferencesSidebarId: sidebarOf(docs, "api") }
          },
        },
        apiDocUrl: {
          type: "String!",
          resolve: async (source: { name: string; path: string }, _args: unknown, context: any) => {
            const docs = await versionDocs(source.name, context)
            return firstSidebarUrl(sidebarOf(docs, "api")) ?? versionUrlPrefix(source)
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
}
