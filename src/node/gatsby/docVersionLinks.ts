/**
 * Doc.otherVersions: where the version dropdown and the version banner lead
 * from a docs page (src/node/versionSwitch.ts holds the rule). Computed at
 * build time, so the browser never works out URLs of other versions.
 */
import type { GraphQLObjectType, GraphQLResolveInfo } from "graphql"
import { isPublished } from "../siteModel"
import { versionSwitchLinks } from "../versionSwitch"

export const docVersionLinkTypeDefs = `
  type DocVersionLink {
    name: String!
    label: String!
    url: String!
    samePage: Boolean!
  }
`

interface DocSource {
  version: string
  docPath: string
  section: string
}

interface VersionNode {
  name: string
  label: string
  order: number
}

const production = process.env.NODE_ENV === "production"

/** Resolves another field of DocsVersion (mainDocUrl, apiDocUrl) through the schema, so both agree. */
async function versionField(info: GraphQLResolveInfo, version: VersionNode, field: string, context: unknown): Promise<string> {
  const type = info.schema.getType("DocsVersion") as GraphQLObjectType
  const resolve = type.getFields()[field].resolve!
  return resolve(version, {}, context, info) as Promise<string>
}

/** The dropdown targets of one page, given the published pages of every version with their keys. */
async function otherVersions(
  current: { version: string; key: string; section: string },
  pages: readonly { version: string; key: string; url: string }[],
  context: any,
  info: GraphQLResolveInfo
) {
  const versionResult = await context.nodeModel.findAll({ type: "DocsVersion" })
  const versions = ([...versionResult.entries] as VersionNode[]).sort((a, b) => a.order - b.order)
  const fallbacks = new Map<string, string>()
  for (const version of versions) {
    fallbacks.set(version.name, await versionField(info, version, current.section === "api" ? "apiDocUrl" : "mainDocUrl", context))
  }
  return versionSwitchLinks({
    current,
    versions,
    pagesOf: name => pages.filter(page => page.version === name),
    fallbackUrl: name => fallbacks.get(name)!,
  })
}

export function docVersionLinkFields() {
  return {
    otherVersions: {
      type: "[DocVersionLink!]!",
      resolve: async (source: DocSource, _args: unknown, context: any, info: GraphQLResolveInfo) => {
        const docsResult = await context.nodeModel.findAll({ type: "Doc" })
        const docs = ([...docsResult.entries] as (DocSource & { url: string; draft: boolean })[]).filter(doc => isPublished(doc, production))
        const pages = docs.map(doc => ({ version: doc.version, key: doc.docPath, url: doc.url }))
        return otherVersions({ version: source.version, key: source.docPath, section: source.section }, pages, context, info)
      },
    },
  }
}

interface ApiSymbolSource {
  version: string
  module: string
  qualifiedName: string
  kind: string
  url: string
}

/**
 * An API page's key survives a change of kind (RsvimBuf is a class in 0.1.2
 * and an interface in next) but keeps a namespace apart from the interface
 * that shares its name.
 */
export function apiSymbolKey(symbol: Pick<ApiSymbolSource, "module" | "qualifiedName" | "kind">): string {
  return `${symbol.module}:${symbol.qualifiedName}${symbol.kind === "namespace" ? ":namespace" : ""}`
}

export function apiSymbolVersionLinkFields() {
  return {
    otherVersions: {
      type: "[DocVersionLink!]!",
      resolve: async (source: ApiSymbolSource, _args: unknown, context: any, info: GraphQLResolveInfo) => {
        const result = await context.nodeModel.findAll({ type: "ApiSymbol" })
        const pages = ([...result.entries] as ApiSymbolSource[]).map(symbol => ({ version: symbol.version, key: apiSymbolKey(symbol), url: symbol.url }))
        return otherVersions({ version: source.version, key: apiSymbolKey(source), section: "api" }, pages, context, info)
      },
    },
  }
}
