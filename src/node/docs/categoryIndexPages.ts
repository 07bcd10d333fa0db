/**
 * Docusaurus' generated index pages: a category whose `_category_` file says
 * `link: { type: generated-index }` gets a page of its own listing its items
 * as cards, at the URL Docusaurus gives it (`<version's docs>/category/<label
 * as a slug>`, or the link's `slug` under the version's docs). The page is
 * the category's link in the sidebar, a step in its previous/next order, and
 * searchable like any other docs page.
 */
import GithubSlugger from "github-slugger"
import type { CategoryMetadata, GeneratedIndexLink } from "./categoryMetadata"
import { docSection, docUrl, stripNumberPrefix } from "./paths"
import type { DocSection } from "../../shared/docs/docSection"
import { firstSidebarUrl, type SidebarItem } from "./sidebars"
import type { DocsVersionConfig } from "./versions"

export interface CategoryIndexPage {
  version: string
  section: DocSection
  /** The category folder's path in the version, as on disk ("manual/02-guides"): the key of its `_category_` file. */
  folder: string
  /** The category's path without number prefixes ("manual/guides"): its place in the sidebar. */
  docPath: string
  url: string
  title: string
  description: string | null
  keywords: string[]
  image: string | null
  /** The `_category_` file, for messages and "edit this page". */
  sourcePath: string
}

/** One card of a generated index: a doc or a category of the listed category. */
export interface CategoryCard {
  label: string
  url: string
  /** A doc's description (front matter, else its first paragraph); "N items" for a category. */
  description: string | null
}

/** The generated index pages of one version, in folder order. */
export function categoryIndexPages(version: DocsVersionConfig, categories: ReadonlyMap<string, CategoryMetadata>): CategoryIndexPage[] {
  // One slugger per version, as Docusaurus has: two categories with one label get "x" and "x-1".
  const slugger = new GithubSlugger()
  return [...categories]
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([folder, category]): CategoryIndexPage[] => {
      const link = category.link
      const docPath = folder.split("/").map(stripNumberPrefix).join("/")
      const section = version.sectioned === false ? "manual" : docSection(docPath)
      if (link?.type !== "generated-index" || !section) return []
      // As Docusaurus: the folder's name without its number prefix when the category has no label.
      const label = category.label ?? docPath.split("/").pop() ?? docPath
      return [
        {
          version: version.name,
          section,
          folder,
          docPath,
          url: generatedIndexUrl(version, link, label, slugger),
          title: link.title ?? label,
          description: link.description ?? null,
          keywords: link.keywords,
          image: link.image ?? null,
          sourcePath: category.file,
        },
      ]
    })
}

function generatedIndexUrl(version: DocsVersionConfig, link: GeneratedIndexLink, label: string, slugger: GithubSlugger): string {
  const slug = link.slug?.replace(/^\/+|\/+$/g, "") ?? `category/${slugger.slug(label)}`
  return docUrl(version, slug)
}

/** "3 items": how Docusaurus describes a category's card. */
const itemCount = (count: number) => `${count} ${count === 1 ? "item" : "items"}`

/**
 * The cards of the category whose page is at `url`, from its resolved
 * sidebar: each doc with its description, each category (linked to its own
 * page, else its first page) with how many items it holds.
 */
export function categoryCards(sidebar: readonly SidebarItem[], url: string, descriptionOf: (url: string) => string | null): CategoryCard[] {
  const find = (items: readonly SidebarItem[]): SidebarItem | undefined => {
    for (const item of items) {
      if (item.type === "category" && item.url === url) return item
      const below = find(item.items)
      if (below) return below
    }
    return undefined
  }
  return (find(sidebar)?.items ?? []).flatMap((item): CategoryCard[] => {
    if (item.type === "category") {
      const target = item.url ?? firstSidebarUrl(item.items)
      return target ? [{ label: item.label, url: target, description: itemCount(item.items.length) }] : []
    }
    return item.url ? [{ label: item.label, url: item.url, description: descriptionOf(item.url) }] : []
  })
}
