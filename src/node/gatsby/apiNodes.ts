/**
 * API reference sourcing: each version's rsvim.d.ts / web.d.ts goes through
 * TypeDoc (src/node/api) and every documented symbol becomes an ApiSymbol
 * node, a child of its declaration file's File node. Because this runs in
 * onCreateNode for those File nodes, `gatsby develop` re-sources a version's
 * module as soon as its .d.ts is saved.
 */
import path from "node:path"
import type { CreateNodeArgs, Node } from "gatsby"
import { loadApiSymbols, type ApiSymbol } from "../api"
import { docUrl } from "../docPaths"
import { contentDir, loadVersions } from "./contentPaths"

interface FileNode extends Node {
  sourceInstanceName: string
  relativePath: string
  absolutePath: string
}

const declarationFile = /^docs\/([^/]+)\/api\/(rsvim|web)\.d\.ts$/

/** The node fields of a symbol; ids of other symbols keep their own names (Node owns `id`, `parent`, `children`). */
export function apiSymbolNodeFields(symbol: ApiSymbol) {
  const { id, parentId, children, typeReferences, ...fields } = symbol
  return { ...fields, symbolId: id, parentSymbolId: parentId, childIds: children, typeReferenceIds: typeReferences }
}

export async function createApiSymbolNodes(args: CreateNodeArgs): Promise<void> {
  const { node, actions, createNodeId, createContentDigest, reporter } = args
  if (node.internal.type !== "File") return
  const file = node as FileNode
  const match = declarationFile.exec(file.relativePath?.split(path.sep).join("/") ?? "")
  if (file.sourceInstanceName !== "content" || !match) return
  const [, versionName, moduleName] = match
  const version = loadVersions().find(candidate => candidate.name === versionName)
  if (!version) return // createPages reports folders missing from versions.yaml
  let symbols: ApiSymbol[]
  try {
    symbols = await loadApiSymbols(path.join(contentDir, "docs", versionName, "api"), {
      version: versionName,
      resolveUrl: (docPath, anchor) => docUrl(version, docPath) + (anchor ? `#${anchor}` : ""),
    })
  } catch (error) {
    reporter.panicOnBuild((error as Error).message)
    return
  }
  for (const symbol of symbols.filter(candidate => candidate.module === moduleName)) {
    const data = apiSymbolNodeFields(symbol)
    const child = {
      ...data,
      id: createNodeId(symbol.id),
      parent: file.id,
      children: [],
      internal: { type: "ApiSymbol", contentDigest: createContentDigest(data) },
    }
    actions.createNode(child)
    actions.createParentChildLink({ parent: file, child: child as unknown as Node })
  }
}
