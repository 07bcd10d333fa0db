/**
 * The site as data: every docs version, doc, post, page and generated API page
 * with its URL and anchors. From it come the list of pages to create and the
 * whole-site checks (duplicate URLs, unknown authors and tags, missing version
 * folders, broken links and #anchors, missing images, API sidebar entries
 * without a page).
 * The build and `npm run check:content` both make it from the content index
 * (src/node/content) and run exactly these checks.
 */
import { missingApiPages } from "../api/sidebar"
import { blogUrls } from "../blog/paths"
import { ContentError } from "./contentError"
import { findBrokenLinks, type ContentLink, type LinkSource } from "./links"
import { findMissingImages } from "./contentImages"
import { docUrl } from "../docs/paths"
import { contentConfig } from "../../config/content"
import type { DocsVersionConfig } from "../docs/versions"
import type { DocFields } from "./contentEntries"
import { versionDirOf, versionsFileOf, type DocsLayout } from "../docs/docsLayout"
import type { BlogAuthorConfig, BlogTagConfig } from "../blog/metadata"

interface ContentEntry {
  id: string
  /** Repository-relative path, for messages. */
  file: string
  absolutePath: string
  url: string
  links: ContentLink[]
  /** Images taken from beside the file (src/node/content/contentImages.ts). */
  images?: ContentLink[]
  /** Images taken from the site by path ("/img/x.png"), which static/ must serve. */
  siteImages?: ContentLink[]
  /** Ids on the page a link may point at. */
  anchors: readonly string[]
}

/** A doc as the site checks see it: its fields are the Doc's own (src/node/content/contentEntries.ts). */
export interface DocEntry extends ContentEntry, Pick<DocFields, "version" | "docPath" | "draft" | "unlisted"> {}

export interface PostEntry extends ContentEntry {
  date: string
  /** The authors.yml ids it names. */
  authors: string[]
  /** Where it names them ("file:line"), for messages; defaults to the file. */
  authorsSource?: string
  /** Avatars of its inline authors given as site paths (served from static/). */
  inlineAvatars?: string[]
  /** The slugs of its tags, every one with a page (src/node/blog/postTags.ts). */
  tags: string[]
  draft: boolean
  /** Front matter unlisted: in production, its page is marked so the sitemap leaves it out. */
  unlisted: boolean
}

export interface PageEntry extends ContentEntry {
  /** Front matter unlisted: in production, its page is marked so the sitemap leaves it out. */
  unlisted: boolean
  /** Front matter draft: no page in production. */
  draft: boolean
}

/** A page made from something other than an MDX file (API symbols, generated category indexes). */
export interface GeneratedEntry {
  id: string
  url: string
  version: string
  docPath: string
  template: "apiSymbol" | "docCategoryIndex"
  /** The file it is made from, when one file makes it (a `_category_` file), for messages. */
  file?: string
  anchors: readonly string[]
  /** Problems of its declaration ("file:line: problem"), shown on its page under develop. */
  problems?: string[]
}

/** A version's api/sidebar.yaml: the generated pages it lists. */
export interface ApiSidebarListing {
  version: string
  file: string
  docPaths: readonly string[]
}

export interface SiteModel {
  versions: DocsVersionConfig[]
  /** Names of the version folders found on disk (content/docs/<name>/; in Docusaurus' layout, "current" and versioned_docs/version-<name>/). */
  versionFolders: string[]
  /** Which layout the docs have (src/node/docs/docsLayout.ts); this site's own when unset. */
  docsLayout?: DocsLayout
  docs: DocEntry[]
  posts: PostEntry[]
  pages: PageEntry[]
  generated: GeneratedEntry[]
  authors: BlogAuthorConfig[]
  /** Every tag with a page: tags.yml's and those posts name inline. */
  tags: BlogTagConfig[]
  /** The authors and tags files (repository paths), for messages. */
  authorsFile: string
  tagsFile: string
  apiSidebars: ApiSidebarListing[]
  /** Site paths written in configuration (navbar, footer), with where they come from. */
  configLinks: { source: string; url: string }[]
  /** Links of content files that are not pages because of a problem of their own, checked all the same. */
  linksOfUnreadable?: LinkSource[]
  /** Where those files would be published: a link there is no problem of its own (the file's is reported). */
  unreadablePages?: string[]
}

export type PageTemplate =
  | "doc"
  | "docsVersionRoot"
  | "apiSymbol"
  | "docCategoryIndex"
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
  context: Record<string, string | number | boolean | boolean[] | null>
}

/** Paths of file-routed pages (src/pages). */
export const fileRoutedPaths = ["/", "/404"]

export function isPublished(entry: { draft: boolean }, production: boolean): boolean {
  return !(production && entry.draft)
}

/**
 * The blog's list pages, as Docusaurus paginates them: `postsPerPage` posts
 * each, the newest on /blog, then /blog/page/2, ...; "ALL" (or a blog
 * without posts) is the one page /blog.
 */
export function blogListPages(
  postCount: number,
  postsPerPage: number | "ALL"
): { path: string; context: { skip: number; limit: number; page: number; pageCount: number; paged: boolean; newerUrl: string | null; olderUrl: string | null } }[] {
  const perPage = postsPerPage === "ALL" ? Math.max(1, postCount) : Math.max(1, Math.floor(postsPerPage))
  const pageCount = Math.max(1, Math.ceil(postCount / perPage))
  return Array.from({ length: pageCount }, (_, at) => ({
    path: blogListPagePath(at + 1),
    context: {
      skip: at * perPage,
      limit: perPage,
      page: at + 1,
      pageCount,
      paged: pageCount > 1,
      // The list's links to its neighbours, so the page's code need not know the blog's route.
      newerUrl: at > 0 ? blogListPagePath(at) : null,
      olderUrl: at + 1 < pageCount ? blogListPagePath(at + 2) : null,
    },
  }))
}

/** /blog for the first list page, /blog/page/<n> for the others (Docusaurus' URLs). */
export function blogListPagePath(page: number): string {
  return page === 1 ? blogUrls.list : blogUrls.page(page)
}

/** Every page the site creates from its content, in a stable order. */
export function planPages(model: SiteModel, production: boolean): PlannedPage[] {
  const pages: PlannedPage[] = []
  const docs = model.docs.filter(doc => isPublished(doc, production))
  for (const doc of docs) {
    // The sitemap (gatsby-config.ts) leaves out pages whose context says unlisted.
    pages.push({ path: doc.url, template: "doc", context: { id: doc.id, version: doc.version, ...(production && doc.unlisted ? { unlisted: true } : {}) } })
  }
  for (const entry of model.generated) {
    pages.push({ path: entry.url, template: entry.template, context: { id: entry.id, version: entry.version } })
  }
  for (const version of model.versions) {
    // A Docusaurus tree's docs/index.md is the version's root page itself.
    const root = docUrl(version, "")
    if (docs.some(doc => doc.url === root)) continue
    pages.push({ path: root, template: "docsVersionRoot", context: { version: version.name } })
  }
  const posts = model.posts.filter(post => isPublished(post, production))
  // Blog templates list posts themselves: in production only listed ones (no draft, none unlisted), as Docusaurus.
  const listedStates = production ? [true] : [true, false]
  const listedCount = posts.filter(post => !(production && post.unlisted)).length
  const { blogTitle, blogDescription } = contentConfig.blog
  pages.push(
    ...blogListPages(listedCount, contentConfig.blog.postsPerPage).map(page => ({
      path: page.path,
      template: "blogList" as const,
      context: { listedStates, title: blogTitle, description: blogDescription, ...page.context },
    }))
  )
  if (blogUrls.archive !== null) pages.push({ path: blogUrls.archive, template: "blogArchive", context: { listedStates } })
  pages.push({ path: blogUrls.authors, template: "blogAuthors", context: { listedStates } })
  pages.push({ path: blogUrls.tags, template: "blogTags", context: { listedStates } })
  for (const post of posts) {
    pages.push({ path: post.url, template: "blogPost", context: { id: post.id, listedStates, ...(production && post.unlisted ? { unlisted: true } : {}) } })
  }
  for (const author of model.authors) {
    pages.push({ path: author.permalink, template: "blogAuthor", context: { slug: author.slug, listedStates } })
  }
  for (const tag of model.tags) {
    pages.push({ path: tag.permalink, template: "blogTag", context: { slug: tag.slug, listedStates, tagsUrl: blogUrls.tags } })
  }
  for (const page of model.pages.filter(entry => isPublished(entry, production))) {
    pages.push({ path: page.url, template: "mdxPage", context: { id: page.id, ...(production && page.unlisted ? { unlisted: true } : {}) } })
  }
  return pages
}

/**
 * Files whose own problems were reported already (they could not be read):
 * whole-site checks leave out what only follows from them.
 */
export interface OwnProblems {
  /** By repository path, e.g. "content/blog/authors.yaml". */
  inFile(file: string): boolean
  /** A content file (absolute path) that exists but could not be read. */
  ofContentFile(absolutePath: string): boolean
}
const noOwnProblems: OwnProblems = { inFile: () => false, ofContentFile: () => false }

/** All whole-site problems; an empty list means the site may be built. */
/** "/img/a%20b.png" → "/img/a b.png" (an escape that does not decode stays as written). */
function decodeSitePath(sitePath: string): string {
  try {
    return decodeURI(sitePath)
  } catch {
    return sitePath
  }
}

export function validateSiteModel(
  model: SiteModel,
  planned: PlannedPage[],
  staticPaths: Iterable<string>,
  urlOfFile: (absolutePath: string) => string | null,
  ownProblems: OwnProblems = noOwnProblems
): ContentError[] {
  const errors: ContentError[] = []

  const layout = model.docsLayout ?? "site"
  const versionsFile = `content/${versionsFileOf(layout)}`
  for (const version of model.versions) {
    if (!model.versionFolders.includes(version.name)) {
      errors.push(new ContentError(versionsFile, `version "${version.name}" has no folder content/${versionDirOf(version)}/`))
    }
  }
  // With the versions file unreadable, every folder would look unlisted: its own problem says enough.
  // (In Docusaurus' layout the content index reports the folders it does not build, with the setting that leaves each out.)
  for (const folder of ownProblems.inFile(versionsFile) || layout === "docusaurus" ? [] : model.versionFolders) {
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
  const fileById = new Map([...model.docs, ...model.posts, ...model.pages, ...model.generated].flatMap(entry => (entry.file ? [[entry.id, entry.file] as const] : [])))
  for (const page of planned) {
    const file = typeof page.context.id === "string" ? fileById.get(page.context.id) : undefined
    claim(page.path, file ?? `the ${page.template} page`)
  }

  // A tag a post names is a tags.yml id or an inline tag, which has a page of its own; an author id must be in authors.yml.
  const authorSlugs = new Set(model.authors.map(author => author.slug))
  const authorsKnown = !ownProblems.inFile(model.authorsFile)
  for (const post of model.posts) {
    for (const author of post.authors) {
      if (authorsKnown && !authorSlugs.has(author)) {
        errors.push(new ContentError(post.authorsSource ?? post.file, `unknown author "${author}" (add it to ${model.authorsFile})`))
      }
    }
  }
  // An avatar given as a site path is served from static/.
  const served = new Set(staticPaths)
  for (const author of model.authors) {
    if (author.imageUrl?.startsWith("/") && !served.has(author.imageUrl)) {
      errors.push(new ContentError(author.source, `${author.slug}: image_url ${author.imageUrl} is not a file under static/`))
    }
  }
  for (const post of model.posts) {
    for (const avatar of post.inlineAvatars ?? []) {
      if (avatar.startsWith("/") && !served.has(avatar)) errors.push(new ContentError(post.file, `author image_url ${avatar} is not a file under static/`))
    }
  }

  // Ids are known for pages made from content and declarations; other pages accept any #anchor.
  // A page that could not be made for a problem of its own is a target too, so its problem is not repeated by every link to it.
  const anchors = new Map<string, ReadonlySet<string> | null>([...(model.unreadablePages ?? []), ...owners.keys(), ...staticPaths].map(path => [path, null]))
  const pageById = new Map(planned.map(page => [page.context.id, page.path]))
  for (const entry of [...model.docs, ...model.posts, ...model.pages, ...model.generated]) {
    const path = pageById.get(entry.id)
    if (path !== undefined) anchors.set(path, new Set(entry.anchors))
  }
  const targets = { anchorsOf: (path: string) => anchors.get(path), urlOfFile, hasOwnProblem: ownProblems.ofContentFile }
  const published = new Set(pageById.keys())
  const sources = [...model.docs, ...model.posts, ...model.pages].filter(entry => published.has(entry.id))
  errors.push(...findBrokenLinks([...sources, ...(model.linksOfUnreadable ?? [])], targets))
  errors.push(...findMissingImages(sources.map(source => ({ ...source, images: source.images ?? [] }))))
  for (const source of sources) {
    for (const image of source.siteImages ?? []) {
      const sitePath = decodeSitePath(image.url.split(/[?#]/)[0])
      if (!served.has(sitePath)) errors.push(new ContentError(`${source.file}:${image.line}`, `missing image "${image.url}": no file static${sitePath}`))
    }
  }
  for (const link of model.configLinks) {
    const configSource = { file: link.source, absolutePath: "", url: "/", links: [{ url: link.url, line: 0 }] }
    for (const error of findBrokenLinks([configSource], targets)) errors.push(new ContentError(link.source, error.problem))
  }

  for (const listing of model.apiSidebars) {
    const present = new Set(model.generated.filter(entry => entry.version === listing.version).map(entry => entry.docPath))
    errors.push(...missingApiPages(listing.docPaths, present, listing.file, listing.version))
  }
  return errors
}
