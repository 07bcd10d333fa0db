/**
 * The site as data: every docs version, doc, post and page with its URL. From
 * it come the list of pages to create and the whole-site checks (duplicate
 * URLs, unknown authors and tags, missing version folders, broken links).
 * Gatsby builds this model from GraphQL; tests and `npm run check:content`
 * build it straight from the files; both run the same checks.
 */
import { blogUrls } from "./blogPaths"
import { ContentError } from "./contentError"
import { findBrokenLinks, type ContentLink } from "./links"
import { docUrl } from "./docPaths"
import type { DocsVersionConfig } from "./versions"
import type { SidebarDocFields } from "./sidebars"
import type { BlogAuthorConfig, BlogTagConfig } from "./blogMetadata"

interface ContentEntry {
  id: string
  /** Repository-relative path, for messages. */
  file: string
  absolutePath: string
  url: string
  links: ContentLink[]
}

export interface DocEntry extends ContentEntry {
  version: string
  docPath: string
  draft: boolean
  /** Present when built from files; the sidebar fields of the doc. */
  sidebar?: SidebarDocFields
}

export interface PostEntry extends ContentEntry {
  date: string
  authors: string[]
  tags: string[]
  draft: boolean
}

export type PageEntry = ContentEntry

/** A page made from something other than an MDX file (API symbols). */
export interface GeneratedEntry {
  id: string
  url: string
  version: string
  template: "apiSymbol"
}

export interface SiteModel {
  versions: DocsVersionConfig[]
  /** Folder names found under content/docs/. */
  versionFolders: string[]
  docs: DocEntry[]
  posts: PostEntry[]
  pages: PageEntry[]
  generated: GeneratedEntry[]
  authors: BlogAuthorConfig[]
  tags: BlogTagConfig[]
  /** Site paths written in configuration (navbar, footer), with where they come from. */
  configLinks: { source: string; url: string }[]
}

export type PageTemplate =
  | "doc"
  | "docsVersionRoot"
  | "apiSymbol"
  | "blogList"
  | "blogPost"
  | "blogArchive"
  | "blogAuthors"
  | "blogAuthor"
  | "blogTags"
  | "blogTag"
  | "mdxPage"

export interface PlannedPage {
  path: string
  template: PageTemplate
  /** Page context: ids and keys only; templates query what they show. */
  context: Record<string, string | number | boolean[] | null>
}

/** Paths of file-routed pages (src/pages). */
export const fileRoutedPaths = ["/", "/404"]

export function isPublished(entry: { draft: boolean }, production: boolean): boolean {
  return !(production && entry.draft)
}

/** Every page the site creates from its content, in a stable order. */
export function planPages(model: SiteModel, production: boolean): PlannedPage[] {
  const pages: PlannedPage[] = []
  const docs = model.docs.filter(doc => isPublished(doc, production))
  for (const doc of docs) {
    pages.push({ path: doc.url, template: "doc", context: { id: doc.id, version: doc.version } })
  }
  for (const entry of model.generated) {
    pages.push({ path: entry.url, template: entry.template, context: { id: entry.id, version: entry.version } })
  }
  for (const version of model.versions) {
    pages.push({ path: docUrl(version, ""), template: "docsVersionRoot", context: { version: version.name } })
  }
  const posts = model.posts.filter(post => isPublished(post, production))
  // Blog templates list posts themselves; drafts show only outside production.
  const draftStates = production ? [false] : [false, true]
  pages.push({ path: blogUrls.list, template: "blogList", context: { draftStates } })
  pages.push({ path: blogUrls.archive, template: "blogArchive", context: { draftStates } })
  pages.push({ path: blogUrls.authors, template: "blogAuthors", context: { draftStates } })
  pages.push({ path: blogUrls.tags, template: "blogTags", context: { draftStates } })
  for (const post of posts) {
    pages.push({ path: post.url, template: "blogPost", context: { id: post.id, draftStates } })
  }
  for (const author of model.authors) {
    pages.push({ path: blogUrls.author(author.slug), template: "blogAuthor", context: { slug: author.slug, draftStates } })
  }
  for (const tag of model.tags) {
    pages.push({ path: blogUrls.tag(tag.slug), template: "blogTag", context: { slug: tag.slug, draftStates } })
  }
  for (const page of model.pages) {
    pages.push({ path: page.url, template: "mdxPage", context: { id: page.id } })
  }
  return pages
}

/** All whole-site problems; an empty list means the site may be built. */
export function validateSiteModel(
  model: SiteModel,
  planned: PlannedPage[],
  staticPaths: Iterable<string>,
  urlOfFile: (absolutePath: string) => string | null
): ContentError[] {
  const errors: ContentError[] = []

  for (const version of model.versions) {
    if (!model.versionFolders.includes(version.name)) {
      errors.push(new ContentError("content/docs/versions.yaml", `version "${version.name}" has no folder content/docs/${version.name}/`))
    }
  }
  for (const folder of model.versionFolders) {
    if (!model.versions.some(version => version.name === folder)) {
      errors.push(new ContentError(`content/docs/${folder}/`, `folder is not listed in content/docs/versions.yaml`))
    }
  }

  const owners = new Map<string, string>()
  const claim = (url: string, owner: string) => {
    const previous = owners.get(url)
    if (previous) errors.push(new ContentError(owner, `duplicate URL ${url} (also produced by ${previous})`))
    else owners.set(url, owner)
  }
  for (const path of fileRoutedPaths) claim(path, `src/pages${path === "/" ? "/index" : path}.tsx`)
  const fileById = new Map([...model.docs, ...model.posts, ...model.pages].map(entry => [entry.id, entry.file]))
  for (const page of planned) {
    const file = typeof page.context.id === "string" ? fileById.get(page.context.id) : undefined
    claim(page.path, file ?? `the ${page.template} page`)
  }

  const authorSlugs = new Set(model.authors.map(author => author.slug))
  const tagSlugs = new Set(model.tags.map(tag => tag.slug))
  for (const post of model.posts) {
    for (const author of post.authors) {
      if (!authorSlugs.has(author)) {
        errors.push(new ContentError(post.file, `unknown author "${author}" (add it to content/blog/authors.yaml)`))
      }
    }
    for (const tag of post.tags) {
      if (!tagSlugs.has(tag)) errors.push(new ContentError(post.file, `unknown tag "${tag}" (add it to content/blog/tags.yaml)`))
    }
  }

  const sitePaths = new Set([...owners.keys(), ...staticPaths])
  errors.push(...findBrokenLinks([...model.docs, ...model.posts, ...model.pages], sitePaths, urlOfFile))
  for (const link of model.configLinks) {
    if (link.url.startsWith("/") && !sitePaths.has(link.url)) {
      errors.push(new ContentError(link.source, `broken link "${link.url}": no page at that path`))
    }
  }
  return errors
}
