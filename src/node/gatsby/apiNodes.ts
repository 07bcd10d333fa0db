/**
 * API reference sourcing: each version's rsvim.d.ts / web.d.ts goes through
 * TypeDoc (src/node/api) and every documented symbol becomes an ApiSymbol
 * node, a child of its declaration file's File node. Because this runs in
 * onCreateNode for those File nodes, `gatsby develop` re-sources a version's
 * module as soon as its .d.ts is saved.
 */
import fs from "node:fs"
import path from "node:path"
import type { CreateNodeArgs, Node } from "gatsby"
import { API_DECLARATION_FILES, loadApiSymbols, type ApiSymbol } from "../api"
import type { DocsVersionConfig } from "../versions"
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

const loaded = new Map<string, Promise<ApiSymbol[]>>()

/**
 * A version's symbols, loaded once per content of its declaration files: its
 * rsvim.d.ts and web.d.ts each create a File node, and both calls (often
 * concurrent) share one TypeDoc run; an edit changes the key, so `develop`
 * loads again.
 */
function versionSymbols(version: DocsVersionConfig): Promise<ApiSymbol[]> {
  const dir = path.join(contentDir, "docs", version.name, "api")
  const contents = API_DECLARATION_FILES.map(file => {
    const full = path.join(dir, file)
    return fs.existsSync(full) ? fs.readFileSync(full, "utf8") : ""
  })
  const key = `${version.name}\0${contents.join("\0")}`
  let symbols = loaded.get(key)
  if (!symbols) {
    for (const other of loaded.keys()) if (other.startsWith(`${version.name}\0`)) loaded.delete(other)
    symbols = loadApiSymbols(dir, {
      version: version.name,
      resolveUrl: (docPath, anchor) => docUrl(version, docPath) + (anchor ? `#${anchor}` : ""),
    })
    loaded.set(key, symbols)
  }
  return symbols
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
    symbols = await versionSymbols(version)
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
