/**
 * Everything that can be wrong with the site's content, from its index: the
 * problems of single files (front matter, MDX syntax, YAML, declarations) and
 * the whole-site ones (duplicate URLs, unknown authors and tags, version
 * folders, broken links and #anchors). `gatsby build`, `gatsby develop` and
 * `npm run check:content` call this one function.
 */
import fs from "node:fs"
import path from "node:path"
import { ContentError } from "./contentError"
import { planPages, validateSiteModel, type PlannedPage, type SiteModel } from "./siteModel"
import type { ContentIndex } from "./contentIndex"
import { siteModelOf } from "./siteModelOf"
import { BrokenAnchorError } from "./links"
import { contentConfig, type BrokenAnchorsSetting } from "../../config/content"

export interface SiteCheckOptions {
  production: boolean
  /** Site paths written in configuration (navbar, footer, announcement). */
  configLinks?: SiteModel["configLinks"]
  /** Gatsby's node id of an entry key (identity outside Gatsby). */
  idOf?: (key: string) => string
  /** What a link to a missing `#anchor` of an existing page is (default: the site's `onBrokenAnchors`). */
  onBrokenAnchors?: BrokenAnchorsSetting
}

export interface CheckedSite {
  model: SiteModel
  planned: PlannedPage[]
  errors: ContentError[]
  /** What Docusaurus warns about (inline authors and tags, a sidebars file): reported, and the site is still built. */
  warnings: ContentError[]
}

/** Files under static/, as the site paths they are served at. */
export function staticPaths(rootDir: string): string[] {
  const root = path.join(rootDir, "static")
  if (!fs.existsSync(root)) return []
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter(entry => entry.isFile())
    .map(entry => "/" + path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
}

/**
 * Problems grouped by file (files in the order their first problem was
 * found), in line order within each file, so a writer sees every problem of a
 * file together.
 */
function byFileAndLine(errors: ContentError[]): ContentError[] {
  const firstSeen = new Map<string, number>()
  const placed = errors.map((error, order) => {
    const match = /^(.*?)(?::(\d+))?$/.exec(error.file)!
    if (!firstSeen.has(match[1])) firstSeen.set(match[1], firstSeen.size)
    return { error, order, file: match[1], line: match[2] === undefined ? 0 : Number(match[2]) }
  })
  return placed
    .sort((a, b) => firstSeen.get(a.file)! - firstSeen.get(b.file)! || a.line - b.line || a.order - b.order)
    .map(({ error }) => error)
}

/**
 * A `_category_` file whose link names a doc its version does not have. As the
 * sidebar reads it (src/node/docs/sidebars.ts): a doc id, the id of a doc in
 * the category's folder without that folder, or (this site's layout) an id
 * under the section's folder.
 */
function categoryLinkProblems(index: ContentIndex): ContentError[] {
  const problems: ContentError[] = []
  for (const [version, categories] of index.categories) {
    const docs = index.docs().filter(doc => doc.fields.version === version)
    const sectioned = index.versions.find(candidate => candidate.name === version)?.sectioned !== false
    for (const [folder, category] of categories) {
      if (category.link?.type !== "doc") continue
      const id = category.link.id
      const section = folder.split("/")[0]
      const found = docs.some(
        ({ fields }) =>
          fields.docId === id ||
          (fields.sourceDir === folder && fields.docId.split("/").pop() === id) ||
          (sectioned && (fields.docId === `${section}/${id}` || fields.docPath === `${section}/${id}`))
      )
      if (found) continue
      const message = sectioned
        ? `link: no doc "${id}" in ${section}/ of version ${version} (a doc id is its path under ${section}/ without extension or number prefixes)`
        : `link: no doc "${id}" in version ${version} (a doc id is its path in the version without extension or number prefixes, its file name replaced by its front matter id)`
      problems.push(new ContentError(category.linkSource ?? category.file, message))
    }
  }
  return problems
}

/** A pagination_prev or pagination_next that names no doc of its version. */
function paginationProblems(index: ContentIndex): ContentError[] {
  const problems: ContentError[] = []
  const idsOf = new Map<string, Set<string>>()
  for (const doc of index.docs()) idsOf.set(doc.fields.version, (idsOf.get(doc.fields.version) ?? new Set()).add(doc.fields.docId))
  for (const doc of index.docs()) {
    for (const [key, id, source] of [
      ["pagination_prev", doc.fields.paginationPrev, doc.paginationSources.previous],
      ["pagination_next", doc.fields.paginationNext, doc.paginationSources.next],
    ] as const) {
      if (typeof id === "string" && !idsOf.get(doc.fields.version)!.has(id)) {
        problems.push(new ContentError(source, `front matter: "${key}" names no doc "${id}" in version ${doc.fields.version} (a doc id is its path in the version without extension or number prefixes, its file name replaced by its front matter id; null hides the link)`))
      }
    }
  }
  return problems
}

/** Docusaurus' sidebars when a version has no sidebars file: one, autogenerated from the whole version. */
const defaultSidebarName = "defaultSidebar"

/**
 * A doc's displayed_sidebar that names anything but the one sidebar its
 * version is built with (null, no sidebar, is honoured): in Docusaurus' layout
 * the name its sidebars file gives it, or Docusaurus' default's without one;
 * this site's own layout chooses a doc's sidebar by its folder. Warnings, as
 * the page still shows its version's sidebar.
 */
function displayedSidebarWarnings(index: ContentIndex): ContentError[] {
  const warnings: ContentError[] = []
  for (const doc of index.docs()) {
    const named = doc.fields.displayedSidebar
    if (typeof named !== "string") continue
    const at = doc.displayedSidebarSource
    const field = `front matter: "displayed_sidebar" names sidebar "${named}"`
    if (index.layout === "site") {
      warnings.push(new ContentError(at, `${field}, which has no effect here: in this site's layout a doc shows the sidebar of its section's folder (manual/ or api/); null shows none`))
      continue
    }
    const version = doc.fields.version
    const sidebars = index.sidebarsFiles.get(version) ?? { file: null, names: [defaultSidebarName] }
    const names = sidebars.names
    if (names?.length === 1 && names[0] === named) continue
    const where = sidebars.file ?? `Docusaurus' default, as version ${version} has no sidebars file`
    const problem =
      names === null
        ? `, which cannot be told from ${where} (it is not read here)`
        : names.length === 1
          ? `, but version ${version}'s one sidebar is "${names[0]}" (${where})`
          : `, but version ${version}'s docs are one sidebar here, made from its folders (${where} declares ${names.length === 0 ? "none" : names.map(name => `"${name}"`).join(", ")})`
    warnings.push(new ContentError(at, `${field}${problem}: the page shows its version's sidebar (null shows none)`))
  }
  return warnings
}

export function checkSite(index: ContentIndex, options: SiteCheckOptions): CheckedSite {
  const model = siteModelOf(index, options.configLinks ?? [], options.idOf)
  const planned = planPages(model, options.production)
  const problems = [
    ...index.errors(),
    ...categoryLinkProblems(index),
    ...paginationProblems(index),
    ...validateSiteModel(model, planned, staticPaths(index.rootDir), file => index.urlOfFile(file), index.ownProblems()),
  ]
  // As Docusaurus' onBrokenAnchors: a missing #anchor fails ("throw"), is a warning ("warn", its default) or is not mentioned ("ignore").
  const onBrokenAnchors = options.onBrokenAnchors ?? contentConfig.onBrokenAnchors ?? "warn"
  const anchors = problems.filter(problem => problem instanceof BrokenAnchorError)
  const errors = byFileAndLine(onBrokenAnchors === "throw" ? problems : problems.filter(problem => !(problem instanceof BrokenAnchorError)))
  // The index's warnings come in file order; a doc's displayed_sidebar warning joins its file's.
  const fileWarnings = [...index.warnings(), ...displayedSidebarWarnings(index)]
  const fileOf = (warning: ContentError) => warning.file.replace(/:\d+$/, "")
  const ordered = fileWarnings.map((warning, order) => ({ warning, order })).sort((a, b) => fileOf(a.warning).localeCompare(fileOf(b.warning)) || a.order - b.order).map(({ warning }) => warning)
  const warnings = onBrokenAnchors === "warn" ? [...ordered, ...byFileAndLine(anchors)] : ordered
  return { model, planned, errors, warnings }
}

const lastChecks = new WeakMap<ContentIndex, { key: string; result: CheckedSite }>()

/**
 * checkSite, once per state of the index: under Gatsby the nodes (which carry
 * the problems, so that develop re-creates pages when they change) and
 * createPages read the same result.
 */
export function checkSiteOnce(index: ContentIndex, options: SiteCheckOptions): CheckedSite {
  const key = JSON.stringify([index.generation, options.production, options.configLinks ?? [], options.onBrokenAnchors])
  const last = lastChecks.get(index)
  if (last?.key === key) return last.result
  const result = checkSite(index, options)
  lastChecks.set(index, { key, result })
  return result
}
