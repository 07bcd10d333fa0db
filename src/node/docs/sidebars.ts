import type { CategoryMetadata } from "./categoryMetadata"
import type { SidebarItem } from "../../shared/docs/sidebarItem"

/**
 * Builds a version's sidebars from its pages. Input is flat (each entry names
 * its parent); output is the resolved tree whose URLs the UI uses as they are.
 */

export interface SidebarEntry {
  /** Path inside the version ("manual/basic_usage"); also the tree key. */
  docPath: string
  /** docPath of the enclosing category, or null at the top of the sidebar. */
  parentPath: string | null
  label: string
  /** Page URL; null for a category that has no page of its own. */
  url: string | null
  position?: number
  /** Tie-breaker after position: the file or folder name as written on disk. */
  sortName: string
  /** For a category: whether it starts collapsed, when its `_category_` file says. */
  collapsed?: boolean
}

export type { SidebarItem }

export function buildSidebar(entries: SidebarEntry[]): SidebarItem[] {
  const byParent = new Map<string | null, SidebarEntry[]>()
  for (const entry of entries) {
    const siblings = byParent.get(entry.parentPath) ?? []
    siblings.push(entry)
    byParent.set(entry.parentPath, siblings)
  }
  const build = (parentPath: string | null): SidebarItem[] =>
    (byParent.get(parentPath) ?? []).sort(compareEntries).map(entry => {
      const items = build(entry.docPath)
      return {
        type: items.length > 0 ? "category" : "link",
        label: entry.label,
        url: entry.url,
        docPath: entry.docPath,
        items,
        ...(entry.collapsed === undefined ? {} : { collapsed: entry.collapsed }),
      }
    })
  return build(null)
}

function compareEntries(a: SidebarEntry, b: SidebarEntry): number {
  const pa = a.position ?? Number.POSITIVE_INFINITY
  const pb = b.position ?? Number.POSITIVE_INFINITY
  if (pa !== pb) return pa < pb ? -1 : 1
  return a.sortName.localeCompare(b.sortName, "en", { numeric: true })
}

/** "basic_usage" → "Basic usage": the label of a folder that has no index page. */
export function labelFromFolder(name: string): string {
  const words = name.replace(/[-_]+/g, " ").trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

export interface DocForSidebar {
  docPath: string
  /** Folders of the file on disk relative to the version, with number prefixes ("manual/01-basic_usage"). */
  sourceDir: string
  sourceName: string
  isIndex: boolean
  label: string
  url: string
  position?: number
}

/**
 * Turns the docs of one section (all "manual/..." or all "api/...") into
 * sidebar entries, adding a category for every folder and making a folder's
 * index page that category's page.
 */
export function docsToSidebarEntries(
  docs: DocForSidebar[],
  sectionRoot: string,
  categories: ReadonlyMap<string, CategoryMetadata> = new Map(),
  /** The URL of each generated index page (src/node/docs/categoryIndexPages.ts), by its category's folder. */
  indexPageUrls: ReadonlyMap<string, string> = new Map()
): SidebarEntry[] {
  const entries = new Map<string, SidebarEntry>()
  /** Each category's folder on disk, for its `_category_` file. */
  const folderOf = new Map<string, string>()
  const parentOf = (docPath: string): string | null => {
    const parent = docPath.split("/").slice(0, -1).join("/")
    return parent === sectionRoot || parent === "" ? null : parent
  }
  for (const doc of docs) {
    if (doc.docPath === sectionRoot) continue
    entries.set(doc.docPath, {
      docPath: doc.docPath,
      parentPath: parentOf(doc.docPath),
      label: doc.label,
      url: doc.url,
      position: doc.position,
      sortName: doc.isIndex ? lastSegment(doc.sourceDir) : doc.sourceName,
    })
    if (doc.isIndex) folderOf.set(doc.docPath, doc.sourceDir)
  }
  // Folders without an index page still appear, as categories without a page.
  for (const doc of docs) {
    let folderPath = parentOf(doc.docPath)
    let sourceDir = doc.isIndex ? parentDir(doc.sourceDir) : doc.sourceDir
    while (folderPath !== null && !entries.has(folderPath)) {
      entries.set(folderPath, {
        docPath: folderPath,
        parentPath: parentOf(folderPath),
        label: labelFromFolder(lastSegment(folderPath)),
        url: null,
        sortName: lastSegment(sourceDir),
      })
      folderOf.set(folderPath, sourceDir)
      folderPath = parentOf(folderPath)
      sourceDir = parentDir(sourceDir)
    }
  }
  // What a folder's _category_ file says wins over what its files imply.
  const urlOfDoc = new Map(docs.map(doc => [doc.docPath, doc.url]))
  for (const [docPath, folder] of folderOf) {
    const category = categories.get(folder)
    const entry = entries.get(docPath)
    if (!category || !entry) continue
    if (category.label !== undefined) entry.label = category.label
    if (category.position !== undefined) entry.position = category.position
    if (category.collapsed !== undefined) entry.collapsed = category.collapsed
    if (category.link?.type === "doc") entry.url = urlOfDoc.get(`${sectionRoot}/${category.link.id}`) ?? entry.url
    if (category.link?.type === "generated-index") entry.url = indexPageUrls.get(folder) ?? entry.url
  }
  return [...entries.values()]
}

function lastSegment(value: string): string {
  return value.split("/").pop() ?? value
}

function parentDir(value: string): string {
  return value.split("/").slice(0, -1).join("/")
}

/** The first page a sidebar leads to (the target of the navbar's doc links). */
export function firstSidebarUrl(items: readonly SidebarItem[]): string | null {
  for (const item of items) {
    if (item.url) return item.url
    const nested = firstSidebarUrl(item.items)
    if (nested) return nested
  }
  return null
}

/** Pages in reading order (for previous/next links). */
export function flattenSidebar(items: readonly SidebarItem[]): { label: string; url: string }[] {
  return items.flatMap(item => [
    ...(item.url ? [{ label: item.label, url: item.url }] : []),
    ...flattenSidebar(item.items),
  ])
}

/** The doc fields a sidebar needs (a subset of the Doc node). */
export interface SidebarDocFields {
  section: string
  docPath: string
  sourceDir: string
  sourceName: string
  isIndex: boolean
  sidebarLabel: string
  url: string
  sidebarPosition?: number | null
}

/**
 * One section's sidebar ("manual" → userManualSidebarId, "api" →
 * apiReferencesSidebarId) of a version's docs, plus entries for generated
 * pages (the API reference).
 */
export function sectionSidebar(
  docs: readonly SidebarDocFields[],
  section: "manual" | "api",
  generated: readonly SidebarEntry[] = [],
  categories: ReadonlyMap<string, CategoryMetadata> = new Map(),
  indexPageUrls: ReadonlyMap<string, string> = new Map()
): SidebarItem[] {
  const entries = docsToSidebarEntries(
    docs
      .filter(doc => doc.section === section)
      .map(doc => ({
        docPath: doc.docPath,
        sourceDir: doc.sourceDir,
        sourceName: doc.sourceName,
        isIndex: doc.isIndex,
        label: doc.sidebarLabel,
        url: doc.url,
        position: doc.sidebarPosition ?? undefined,
      })),
    section,
    categories,
    indexPageUrls
  )
  return buildSidebar([...entries, ...generated])
}

/** The items from the top of a sidebar down to the page at `url` (empty when it is not there). */
export function sidebarTrail(items: readonly SidebarItem[], url: string): SidebarItem[] {
  for (const item of items) {
    if (item.url === url) return [item]
    const below = sidebarTrail(item.items, url)
    if (below.length > 0) return [item, ...below]
  }
  return []
}
