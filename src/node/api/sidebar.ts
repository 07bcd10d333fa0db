/**
 * Where generated API pages sit in a version's API References sidebar: after
 * the hand-written docs, in the order content/docs/<version>/api/sidebar.yaml
 * lists them (listed pages must exist; unlisted ones follow by name).
 */
import fs from "node:fs"
import { ContentError } from "../content/contentError"
import { parseYaml } from "../content/parseYaml"
import { readTextFile } from "../content/readTextFile"
import type { SidebarEntry } from "../docs/sidebars"

export function parseApiSidebar(text: string, file: string): string[] {
  const raw = parseYaml(text, file)
  if (!Array.isArray(raw) || raw.some(entry => typeof entry !== "string" || !entry.startsWith("api/"))) {
    throw new ContentError(file, 'expected a list of doc paths starting with "api/"')
  }
  return raw as string[]
}

export function readApiSidebar(file: string, repoPath: string): string[] {
  return fs.existsSync(file) ? parseApiSidebar(readTextFile(file, repoPath), repoPath) : []
}

export interface ApiPageForSidebar {
  docPath: string
  url: string
  /** Sorts unlisted pages. */
  name: string
  /** The symbol's title (ApiSymbol.title), its label. */
  title: string
  /** docPath of the module or namespace the symbol belongs to; null for modules. */
  parentDocPath: string | null
}

/** Generated pages follow the hand-written API docs, which use small sidebar positions. */
const firstApiPosition = 1000

export function apiSidebarEntries(pages: readonly ApiPageForSidebar[], order: readonly string[]): SidebarEntry[] {
  return pages.map(page => {
    const index = order.indexOf(page.docPath)
    return {
      docPath: page.docPath,
      parentPath: page.parentDocPath,
      label: page.title,
      url: page.url,
      position: index === -1 ? undefined : firstApiPosition + index,
      sortName: page.name,
    }
  })
}

/** Errors for pages a version's sidebar.yaml lists that its declarations do not produce. */
export function missingApiPages(listed: readonly string[], present: ReadonlySet<string>, sidebarFile: string, version: string): ContentError[] {
  return listed
    .filter(docPath => !present.has(docPath))
    .map(docPath => new ContentError(sidebarFile, `lists ${docPath}, but content/docs/${version}/api/*.d.ts declares no such symbol`))
}
