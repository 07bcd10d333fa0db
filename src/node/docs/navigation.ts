/**
 * Navigation resolved once per version from the content index, the way
 * Docusaurus' docs plugin resolves sidebars: each version's two sidebars
 * (User Manual from manual/, API References from api/ and the declarations),
 * where each version's readers start, and for every docs and API page its
 * sidebar, previous/next pages, breadcrumbs and the same page in the other
 * versions. Templates render this data as it is; the browser resolves nothing.
 */
import { apiSidebarEntries, type ApiPageForSidebar } from "../api/sidebar"
import type { ApiSymbol } from "../api"
import type { CategoryMetadata } from "./categoryMetadata"
import { categoryCards, type CategoryCard, type CategoryIndexPage } from "./categoryIndexPages"
import { excerptOfTree, plainTextOfTree } from "../blog/excerpt"
import type { DocSection } from "../../shared/docs/docSection"
import { isPublished } from "../content/siteModel"
import { firstSidebarUrl, flattenSidebar, sectionSidebar, sidebarTrail, type SidebarItem } from "./sidebars"
import { versionSwitchLinks, type VersionSwitchLink } from "./versionSwitch"
import { versionUrlPrefix, type DocsVersionConfig } from "./versions"
import type { ContentIndex, IndexedDoc } from "../content/contentIndex"

export interface NavLink {
  label: string
  url: string
}

export interface Breadcrumb {
  label: string
  /** null for a category without a page of its own. */
  url: string | null
}

export interface PageNavigation {
  /** The sidebar the page belongs to (`sidebarId(version, section)`). */
  sidebarId: string
  previous: NavLink | null
  next: NavLink | null
  /** From the top of the sidebar down to the page itself. */
  breadcrumbs: Breadcrumb[]
  /** The same page in every other version, else where that version's section starts. */
  otherVersions: VersionSwitchLink[]
}

export interface VersionNavigation {
  version: DocsVersionConfig
  /** Position in versions.yaml (the dropdown's order). */
  order: number
  urlPrefix: string
  sidebars: Record<DocSection, SidebarItem[]>
  /** First page of the User Manual (the navbar's "User Manual" link for this version). */
  mainDocUrl: string
  /** First page of the API References; "" for a version without them (Docusaurus' layout). */
  apiDocUrl: string
}

/** A generated index page (src/node/docs/categoryIndexPages.ts) with the cards of its category's items. */
export interface CategoryIndexWithCards extends CategoryIndexPage {
  cards: CategoryCard[]
}

export interface SiteNavigation {
  versions: VersionNavigation[]
  /** Navigation of every docs, API and generated index page, by URL. */
  pages: Map<string, PageNavigation>
  /** Every generated index page of every version. */
  categoryIndexes: CategoryIndexWithCards[]
}

export const sidebarId = (version: string, section: DocSection) => `${version}/${section}`

/**
 * An API page's key across versions survives a change of kind (RsvimBuf is a
 * class in 0.1.2 and an interface in next) but keeps a namespace apart from
 * the interface that shares its name.
 */
export function apiSymbolKey(symbol: Pick<ApiSymbol, "module" | "qualifiedName" | "kind">): string {
  return `${symbol.module}:${symbol.qualifiedName}${symbol.kind === "namespace" ? ":namespace" : ""}`
}

function apiPagesForSidebar(symbols: readonly ApiSymbol[]): ApiPageForSidebar[] {
  const docPathOf = new Map(symbols.map(symbol => [symbol.id, symbol.docPath]))
  return symbols.map(symbol => ({
    docPath: symbol.docPath,
    url: symbol.url,
    name: symbol.name,
    title: symbol.title,
    parentDocPath: symbol.parentId ? docPathOf.get(symbol.parentId) ?? null : null,
  }))
}

/** Sidebars are rebuilt only when what they are made of changes (`gatsby develop` saves). */
const sidebarCache = new Map<string, { key: string; sidebars: Record<DocSection, SidebarItem[]> }>()

function versionSidebars(
  version: string,
  sectioned: boolean,
  docs: readonly IndexedDoc[],
  symbols: readonly ApiSymbol[],
  order: readonly string[],
  categories: ReadonlyMap<string, CategoryMetadata>,
  indexPages: readonly CategoryIndexPage[]
) {
  const docFields = docs.map(doc => doc.fields)
  const apiPages = apiPagesForSidebar(symbols)
  const key = JSON.stringify([
    sectioned,
    docFields.map(doc => [doc.docId, doc.docPath, doc.sourceDir, doc.sourceName, doc.isIndex, doc.sidebarLabel, doc.url, doc.sidebarPosition, doc.sidebarClassName, doc.parseNumberPrefixes]),
    apiPages,
    order,
    [...categories],
    indexPages.map(page => page.url),
  ])
  const cached = sidebarCache.get(version)
  if (cached?.key === key) return cached.sidebars
  const indexPageUrls = new Map(indexPages.map(page => [page.folder, page.url]))
  // A Docusaurus-layout version is one sidebar of all its folders, in the User Manual's place.
  const sidebars = sectioned
    ? {
        manual: sectionSidebar(docFields, "manual", [], categories, indexPageUrls),
        api: sectionSidebar(docFields, "api", apiSidebarEntries(apiPages, order), categories, indexPageUrls),
      }
    : { manual: sectionSidebar(docFields, "manual", [], categories, indexPageUrls, ""), api: [] }
  sidebarCache.set(version, { key, sidebars })
  return sidebars
}

export function resolveNavigation(index: ContentIndex, production: boolean): SiteNavigation {
  const docsByVersion = new Map<string, IndexedDoc[]>()
  for (const doc of index.docs()) {
    if (!isPublished(doc.fields, production)) continue
    const list = docsByVersion.get(doc.fields.version) ?? []
    list.push(doc)
    docsByVersion.set(doc.fields.version, list)
  }

  const indexPages = index.categoryIndexPages()
  const indexPagesOf = new Map(index.versions.map(version => [version.name, indexPages.filter(page => page.version === version.name)]))
  const versions: VersionNavigation[] = index.versions.map((version, order) => {
    const api = index.api.get(version.name)
    // An unlisted doc is reachable by its URL only: no sidebar lists it in production, so no other doc's previous/next leads to it.
    const listed = (docsByVersion.get(version.name) ?? []).filter(doc => !(production && doc.fields.unlisted))
    const sidebars = versionSidebars(
      version.name,
      version.sectioned !== false,
      listed,
      api?.symbols ?? [],
      api?.sidebarOrder ?? [],
      index.categoriesOf(version.name),
      indexPagesOf.get(version.name) ?? []
    )
    const urlPrefix = versionUrlPrefix(version)
    return {
      version,
      order,
      urlPrefix,
      sidebars,
      mainDocUrl: firstSidebarUrl(sidebars.manual) ?? urlPrefix,
      // A Docusaurus-layout version has no API References: the navbar leaves its link out.
      apiDocUrl: version.sectioned === false ? "" : firstSidebarUrl(sidebars.api) ?? urlPrefix,
    }
  })

  // Every page of every version under its cross-version key, for the version dropdown.
  const pagesByKey = new Map<string, Map<string, string>>()
  const keyOfUrl = new Map<string, { version: string; key: string; section: DocSection }>()
  const register = (version: string, key: string, url: string, section: DocSection) => {
    const urls = pagesByKey.get(key) ?? new Map<string, string>()
    urls.set(version, url)
    pagesByKey.set(key, urls)
    keyOfUrl.set(url, { version, key, section })
  }
  for (const [version, docs] of docsByVersion) for (const doc of docs) register(version, doc.fields.docPath, doc.url, doc.fields.section)
  for (const [version, api] of index.api) for (const symbol of api.symbols) register(version, apiSymbolKey(symbol), symbol.url, "api")
  // A generated index is the same page in another version when its category has the same path there.
  for (const [version, pages] of indexPagesOf) for (const page of pages) register(version, `category:${page.docPath}`, page.url, page.section)

  const switchVersions = versions.map(entry => ({ name: entry.version.name, label: entry.version.label, isLast: entry.version.isLast }))
  const byName = new Map(versions.map(entry => [entry.version.name, entry]))
  const pages = new Map<string, PageNavigation>()
  const urlsOf = new Map<string, string[]>()
  for (const [url, page] of keyOfUrl) {
    const group = sidebarId(page.version, page.section)
    urlsOf.set(group, [...(urlsOf.get(group) ?? []), url])
  }
  // Docusaurus' pagination front matter: a doc's pagination_label names it in other docs' previous/next links,
  // and its pagination_prev/next (a doc id of its version) replaces a link of its own, or hides it (null).
  const docOfUrl = new Map([...docsByVersion.values()].flat().map(doc => [doc.url, doc]))
  const docOfId = new Map([...docsByVersion.values()].flat().map(doc => [`${doc.fields.version}\n${doc.fields.docId}`, doc]))
  const linkTo = (doc: IndexedDoc): NavLink => ({ label: doc.fields.paginationLabel ?? doc.fields.sidebarLabel, url: doc.url })
  const labelled = (link: NavLink | null): NavLink | null => {
    const doc = link && docOfUrl.get(link.url)
    return link && doc?.fields.paginationLabel ? { url: link.url, label: doc.fields.paginationLabel } : link
  }
  const chosen = (own: string | null | undefined, version: string, fallback: NavLink | null): NavLink | null => {
    if (own === null) return null
    if (own === undefined) return labelled(fallback)
    const target = docOfId.get(`${version}\n${own}`)
    // An id that names no doc is reported by the content checks (checkSite.ts).
    return target ? linkTo(target) : labelled(fallback)
  }
  for (const entry of versions) {
    for (const section of ["manual", "api"] as const) {
      const sidebar = entry.sidebars[section]
      const reading = flattenSidebar(sidebar)
      const position = new Map(reading.map((page, at) => [page.url, at]))
      for (const url of urlsOf.get(sidebarId(entry.version.name, section)) ?? []) {
        const page = keyOfUrl.get(url)!
        const at = position.get(url)
        const doc = docOfUrl.get(url)
        // displayed_sidebar: null, as Docusaurus: no sidebar shown, so no previous/next from it and no breadcrumbs; the front matter's own links stay.
        const shown = !doc?.fields.hideSidebar
        pages.set(url, {
          sidebarId: sidebarId(entry.version.name, section),
          previous: chosen(doc?.fields.paginationPrev, entry.version.name, shown && at !== undefined && at > 0 ? reading[at - 1] : null),
          next: chosen(doc?.fields.paginationNext, entry.version.name, shown && at !== undefined && at + 1 < reading.length ? reading[at + 1] : null),
          breadcrumbs: shown ? sidebarTrail(sidebar, url).map(item => ({ label: item.label, url: item.url })) : [],
          otherVersions: versionSwitchLinks({
            current: { version: page.version, key: page.key },
            versions: switchVersions,
            pagesOf: name => {
              const other = pagesByKey.get(page.key)?.get(name)
              return other ? [{ key: page.key, url: other }] : []
            },
            fallbackUrl: name => (section === "api" ? byName.get(name)!.apiDocUrl : byName.get(name)!.mainDocUrl),
          }),
        })
      }
    }
  }
  // A doc card says what the doc is about: its description, else its first paragraph (as Docusaurus' cards do).
  const descriptionOf = (url: string) => {
    const doc = docOfUrl.get(url)
    return doc ? doc.fields.description ?? (plainTextOfTree(excerptOfTree(doc.tree).tree) || null) : null
  }
  const categoryIndexes = versions.flatMap(entry =>
    (indexPagesOf.get(entry.version.name) ?? []).map(page => ({ ...page, cards: categoryCards(entry.sidebars[page.section], page.url, descriptionOf) }))
  )
  return { versions, pages, categoryIndexes }
}
