/**
 * The content index: every file under content/ read and parsed once per build
 * (and again only when it changes under `gatsby develop`). Each entry keeps
 * its parsed tree and what the site derives from it: URL and front matter
 * fields, headings and the ids links may point at, links and images with
 * their lines, and for posts the excerpt. API declarations are loaded once per version
 * and content. Gatsby's nodes, page creation, link checking, search records
 * and `npm run check:content` all read this one index.
 */
import fs from "node:fs"
import path from "node:path"
import type { Root } from "mdast"
import { loadApiReference, API_DECLARATION_FILES, DeclarationErrors, type ApiSymbol } from "../api"
import { readApiSidebar } from "../api/sidebar"
import { blogMetadataFiles, parseAuthors, parseTags, type BlogAuthorConfig, type BlogTagConfig } from "../blog/metadata"
import { ContentError, contentErrorsOf } from "./contentError"
import type { OwnProblems } from "./siteModel"
import { classifyContentFile, contentFileUrl, isHiddenContentPath, isMarkdownFile, isReactPageFile, reactPageProblem, unbuiltMarkdownProblem } from "./contentFiles"
import { describeDoc, describePage, describePost, type DocFields, type PageFields, type PostFields } from "./contentEntries"
import { docUrl, isUrlSafe, slugSegment } from "../docs/paths"
import { excerptOfTree, plainTextOfTree, renderExcerptHtml } from "../blog/excerpt"
import { anchorsOfTree, headingsOfTree, type PageHeading } from "./headings"
import { linksInTree, type ContentLink, type LinkSource } from "./links"
import { imagesInTree, siteImagesInTree } from "./contentImages"
import { parseVersions, type DocsVersionConfig } from "../docs/versions"
import { contentConfig } from "../../config/content"
import { docsLayoutOf, docsPathOf, docsSettingsFile, routeBaseProblem, docusaurusVersions, parseVersionsJson, versionDirOf, versionFoldersOnDisk, type DocsLayout } from "../docs/docsLayout"
import { categoryFileName, parseCategoryFile, type CategoryMetadata } from "../docs/categoryMetadata"
import { categoryIndexPages, type CategoryIndexPage } from "../docs/categoryIndexPages"
import { parseContentFile } from "./parseContentFile"
import { readTextFile } from "./readTextFile"
import { inlineAuthorsWarning, postAuthorFields } from "../blog/postAuthors"
import { inlineTagsWarning, resolveBlogTags, type ResolvedBlogTags } from "../blog/postTags"
import { frontMatterWarnings, type FieldLines } from "./frontMatter"
import { docusaurusSidebarsFile, jsonSidebarNames, jsonSidebarsProblems, scriptSidebarNames, scriptSidebarsProblems } from "../docs/sidebarsFiles"

interface IndexedBase {
  absolutePath: string
  /** Repository-relative path, for messages. */
  file: string
  url: string
  tree: Root
  /** Lines before the body (front matter): a tree position plus this is a line of the file. */
  lineOffset: number
  headings: PageHeading[]
  /** Every id on the rendered page that a link may point at. */
  anchors: string[]
  links: ContentLink[]
  /** Images taken from beside the file, with their lines. */
  images: ContentLink[]
  /** Images taken from the site by path, with their lines. */
  siteImages: ContentLink[]
}

export interface IndexedDoc extends IndexedBase {
  kind: "doc"
  fields: DocFields
  /** Where the front matter sets pagination_prev and pagination_next ("file:line"), for messages about the ids they name. */
  paginationSources: { previous: string; next: string }
  /** Where the front matter sets displayed_sidebar ("file:line"), for messages about the sidebar it names. */
  displayedSidebarSource: string
}

export interface IndexedPost extends IndexedBase {
  kind: "post"
  fields: PostFields
  /** Where the post names its authors ("file:line"), for messages about them. */
  authorsSource: string
}

export interface IndexedPage extends IndexedBase {
  kind: "page"
  fields: PageFields
}

export type IndexedContent = IndexedDoc | IndexedPost | IndexedPage

/** A version's API reference: its symbols (one per page) and the sidebar order its api/sidebar.yaml gives. */
export interface ApiReference {
  symbols: ApiSymbol[]
  /** Problems of the declarations (unresolved {@link}s, missing summaries), by symbol id. */
  problemsBySymbol: Map<string, ContentError[]>
  sidebarOrder: string[]
  /** Repository-relative path of api/sidebar.yaml, for messages. */
  sidebarFile: string
}

/** "content/docs/next/api/rsvim.d.ts:12 Buf.write: unresolved {@link X}" as a problem at that file and line. */
function apiProblem(text: string): ContentError {
  const match = /^(\S+:\d+) (.*)$/.exec(text)
  return match ? new ContentError(match[1], match[2]) : new ContentError("content/docs", text)
}

/** "file:line" of the first of `names` the front matter holds, else the file. */
function fieldSource(file: string, fieldLines: FieldLines, names: readonly string[]): string {
  const line = names.map(name => fieldLines[name]).find(line => line !== undefined)
  return line === undefined ? file : `${file}:${line}`
}


/** Files every page depends on: a change to one reloads everything. */
const configFiles: readonly string[] = ["docs/versions.yaml", "versions.json", ...blogMetadataFiles.authors, ...blogMetadataFiles.tags]

/** The folder and file names of a content path (extension off) that are not URL-safe. */
function urlUnsafeNames(relative: string): string[] {
  return relative
    .split(path.sep)
    .map(name => name.replace(/\.mdx?$/, ""))
    .filter(name => !isUrlSafe(name))
}

interface WalkedFiles {
  files: string[]
  /** Symbolic links that lead nowhere usable, with what is wrong with each. */
  badLinks: { absolutePath: string; problem: string; warning: boolean }[]
}

/**
 * Every file under `dir`, a symbolic link to a file included. A link that
 * loops, leads nowhere or leads to a folder (which is not followed) is
 * reported instead of crashing or vanishing.
 */
export function walkFiles(dir: string): WalkedFiles {
  const walked: WalkedFiles = { files: [], badLinks: [] }
  if (!fs.existsSync(dir)) return walked
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const absolutePath = path.join(entry.parentPath, entry.name)
    if (entry.isFile()) walked.files.push(absolutePath)
    if (!entry.isSymbolicLink()) continue
    try {
      const target = fs.statSync(absolutePath)
      if (target.isFile()) walked.files.push(absolutePath)
      else if (target.isDirectory()) {
        const real = fs.realpathSync(absolutePath)
        const holder = fs.realpathSync(entry.parentPath)
        // A link to a folder that holds it would be walked forever by anything that follows links.
        if (holder === real || holder.startsWith(real + path.sep)) walked.badLinks.push({ absolutePath, problem: "a symbolic link loop (it leads to a folder that holds it)", warning: false })
        else walked.badLinks.push({ absolutePath, problem: "a symbolic link to a folder is not followed: move or copy the folder here", warning: true })
      }
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code
      const problem = code === "ELOOP" ? "a symbolic link loop (it leads back to itself)" : `a symbolic link to ${fs.readlinkSync(absolutePath)}, which does not exist`
      walked.badLinks.push({ absolutePath, problem, warning: false })
    }
  }
  walked.files.sort()
  return walked
}

export class ContentIndex {
  readonly contentDir: string
  versions: DocsVersionConfig[] = []
  /** This site's own layout of content/docs/, or Docusaurus' (src/node/docs/docsLayout.ts). */
  layout: DocsLayout = "site"
  /** Names of the version folders on disk (SiteModel.versionFolders). */
  versionFolders: string[] = []
  authors: BlogAuthorConfig[] = []
  tags: BlogTagConfig[] = []
  /** The authors and tags files read (or the names to create), repository-relative, for messages. */
  authorsFile = `content/${blogMetadataFiles.authors[0]}`
  tagsFile = `content/${blogMetadataFiles.tags[0]}`
  /** Whether the blog has a tags file, read without problems (Docusaurus warns about inline tags only then). */
  hasTagsFile = false
  /** Content files by absolute path. */
  readonly entries = new Map<string, IndexedContent>()
  /** Each docs folder's `_category_` file, by version and then by the folder's path in the version ("manual/02-guides"). */
  readonly categories = new Map<string, Map<string, CategoryMetadata>>()
  /** Problems found while reading single files (front matter, syntax, YAML, declarations), by file. */
  readonly fileErrors = new Map<string, ContentError[]>()
  /** What Docusaurus warns about (inline authors and tags, a sidebars file), by file: reported, never fatal. */
  readonly fileWarnings = new Map<string, ContentError[]>()
  /**
   * Links of files whose body parsed but whose front matter or URL did not,
   * so their links are checked in the same run as their other problems.
   */
  readonly linksOfUnreadable = new Map<string, LinkSource>()
  /**
   * In Docusaurus' layout, each version's sidebars file (sidebars.js for
   * "current", versioned_sidebars/version-<name>-sidebars.json) and the names
   * of the sidebars it declares (null when they cannot be read), by version name.
   */
  readonly sidebarsFiles = new Map<string, { file: string; names: string[] | null }>()
  /** API reference per version name. */
  readonly api = new Map<string, ApiReference>()
  private readonly apiLoads = new Map<string, { key: string; result: ReturnType<typeof loadApiReference> }>()
  /** Goes up with every change, so work derived from the index can tell whether it is still current. */
  generation = 0

  private constructor(readonly rootDir: string) {
    this.contentDir = path.join(rootDir, "content")
  }

  /** Reads and parses everything under `<rootDir>/content`. */
  static async load(rootDir: string): Promise<ContentIndex> {
    const index = new ContentIndex(path.resolve(rootDir))
    await index.reloadAll()
    return index
  }

  repoPath(absolutePath: string): string {
    return path.relative(this.rootDir, absolutePath).split(path.sep).join("/")
  }

  /** The URL a content file is published at, or null when it is not a page of the site. */
  urlOfFile(absolutePath: string): string | null {
    return this.entries.get(path.resolve(absolutePath))?.url ?? null
  }

  /** Every problem of single files, in file order. */
  errors(): ContentError[] {
    return [...this.fileErrors.entries()].sort(([a], [b]) => a.localeCompare(b)).flatMap(([, errors]) => errors)
  }

  /** Every warning of single files, in file order. */
  warnings(): ContentError[] {
    return [...this.fileWarnings.entries()].sort(([a], [b]) => a.localeCompare(b)).flatMap(([, warnings]) => warnings)
  }

  /** The blog's tags with a page (tags.yml's and inline ones) and the slugs of each post's tags. */
  blogTags(): ResolvedBlogTags {
    return resolveBlogTags(this.tags, this.posts().map(post => ({ file: post.file, tags: post.fields.tags })))
  }

  /** Files that could not be read, for the site checks to leave out problems that only follow from them. */
  ownProblems(): OwnProblems {
    const files = new Set([...this.fileErrors.keys()].map(key => this.repoPath(key)))
    return {
      inFile: file => files.has(file),
      ofContentFile: absolutePath => this.fileErrors.has(path.resolve(absolutePath)) && !this.entries.has(path.resolve(absolutePath)),
    }
  }

  docs(): IndexedDoc[] {
    return this.ofKind("doc")
  }

  posts(): IndexedPost[] {
    return this.ofKind("post")
  }

  pages(): IndexedPage[] {
    return this.ofKind("page")
  }

  /**
   * Content files that could not be read into an entry (front matter, syntax),
   * with the URL they would have without their front matter's slug, if any.
   */
  unreadableFiles(): { file: string; url: string | null }[] {
    return [...this.fileErrors.keys()]
      .filter(absolutePath => !this.entries.has(absolutePath))
      .flatMap((absolutePath): { file: string; url: string | null }[] => {
        const classified = classifyContentFile(path.relative(this.contentDir, absolutePath), this.layout)
        if (!classified) return []
        const file = this.repoPath(absolutePath)
        try {
          return [{ file, url: contentFileUrl(classified, {}, this.versions, file) }]
        } catch {
          return [{ file, url: null }]
        }
      })
  }

  /** Updates the index after `absolutePath` was added, changed or removed. */
  async refresh(absolutePath: string): Promise<void> {
    const relative = path.relative(this.contentDir, path.resolve(absolutePath)).split(path.sep).join("/")
    if (relative.startsWith("..")) return
    if (configFiles.includes(relative) || categoryFileName.test(path.basename(relative))) {
      await this.reloadAll()
      return
    }
    const api = /^docs\/([^/]+)\/api\/(?:[^/]+\.d\.ts|sidebar\.yaml)$/.exec(relative)
    if (docusaurusSidebarsFile.test(path.basename(relative))) {
      this.noteSidebarsFile(path.resolve(absolutePath))
    } else if (api) {
      await this.loadApi(api[1])
    } else {
      this.readContentFile(path.resolve(absolutePath))
    }
    this.renderExcerpts()
    this.generation++
  }

  private ofKind<K extends IndexedContent["kind"]>(kind: K): Extract<IndexedContent, { kind: K }>[] {
    return [...this.entries.values()]
      .filter((entry): entry is Extract<IndexedContent, { kind: K }> => entry.kind === kind)
      .sort((a, b) => a.url.localeCompare(b.url))
  }

  private attempt<T>(key: string, run: () => T): T | undefined {
    this.fileErrors.delete(key)
    try {
      return run()
    } catch (error) {
      // Anything else going wrong while reading a file is still that file's problem, named, never a crash.
      this.fileErrors.set(key, contentErrorsOf(error) ?? [new ContentError(this.repoPath(key), `could not be read: ${(error as Error).message}`)])
      return undefined
    }
  }

  private readYaml<T>(relative: string, parse: (text: string, file: string) => T, fallback: T): T {
    const absolutePath = path.join(this.contentDir, relative)
    const file = this.repoPath(absolutePath)
    return (
      this.attempt(absolutePath, () => {
        if (!fs.existsSync(absolutePath)) throw new ContentError(file, "file is missing")
        return parse(readTextFile(absolutePath, file), file)
      }) ?? fallback
    )
  }

  /**
   * The blog's authors or tags: from whichever of the file's names exists
   * (none is an empty list: a post naming an author is then told where to add it).
   */
  private readBlogMetadata<T>(names: readonly string[], parse: (text: string, file: string) => T[]): { entries: T[]; file: string } {
    const present = names.filter(name => fs.existsSync(path.join(this.contentDir, name)))
    const file = this.repoPath(path.join(this.contentDir, present[0] ?? names[0]))
    if (present.length === 0) return { entries: [], file }
    if (present.length > 1) {
      const key = path.join(this.contentDir, present[1])
      this.fileErrors.set(key, [new ContentError(this.repoPath(key), `${file} holds the same list: keep one of the two files`)])
    }
    return { entries: this.readYaml(present[0], parse, []), file }
  }

  private async reloadAll(): Promise<void> {
    this.entries.clear()
    this.fileErrors.clear()
    this.fileWarnings.clear()
    this.linksOfUnreadable.clear()
    this.layout = docsLayoutOf(this.contentDir)
    this.versions = this.layout === "site" ? this.readYaml("docs/versions.yaml", parseVersions, []) : this.readDocusaurusVersions()
    const routeProblems = [
      ...(this.layout === "site" ? [routeBaseProblem(contentConfig.docs.routeBasePath)] : []),
      routeBaseProblem(contentConfig.blog.routeBasePath, docsSettingsFile, "blog"),
    ].filter(problem => problem !== null)
    if (routeProblems.length > 0) this.fileErrors.set(path.join(this.rootDir, docsSettingsFile), routeProblems)
    const authors = this.readBlogMetadata(blogMetadataFiles.authors, parseAuthors)
    this.authors = authors.entries
    this.authorsFile = authors.file
    const tags = this.readBlogMetadata(blogMetadataFiles.tags, parseTags)
    this.tags = tags.entries
    this.tagsFile = tags.file
    // A tags file that could not be read says so itself; what posts name is not checked against it.
    const tagsPath = path.join(this.rootDir, this.tagsFile)
    this.hasTagsFile = fs.existsSync(tagsPath) && !this.fileErrors.has(tagsPath)
    const folders = versionFoldersOnDisk(this.contentDir, this.layout)
    this.versionFolders = [...folders.keys()]
    if (this.layout === "docusaurus") this.reportUnbuiltVersions(folders)
    this.categories.clear()
    this.sidebarsFiles.clear()
    const walked = walkFiles(this.contentDir)
    for (const link of walked.badLinks) {
      const problems = link.warning ? this.fileWarnings : this.fileErrors
      problems.set(link.absolutePath, [new ContentError(this.repoPath(link.absolutePath), link.problem)])
    }
    for (const file of walked.files) {
      if (categoryFileName.test(path.basename(file))) this.readCategoryFile(file)
      else if (docusaurusSidebarsFile.test(path.basename(file))) this.noteSidebarsFile(file)
      else this.readContentFile(file)
    }
    this.api.clear()
    // Only this site's layout has api/ sections, with declarations.
    await Promise.all(this.versions.filter(version => version.sectioned !== false && this.versionFolders.includes(version.name)).map(version => this.loadApi(version.name)))
    this.renderExcerpts()
    this.generation++
  }

  /**
   * Docusaurus' layout: the versions of content/versions.json and the docs
   * settings (src/config/content.ts); a tree without versions.json has one
   * version, content/docs/.
   */
  private readDocusaurusVersions(): DocsVersionConfig[] {
    const names = fs.existsSync(path.join(this.contentDir, "versions.json")) ? this.readYaml("versions.json", parseVersionsJson, []) : []
    const { versions, problems } = docusaurusVersions(names)
    if (problems.length > 0) this.fileErrors.set(path.join(this.rootDir, docsSettingsFile), problems)
    return versions
  }

  /** A version folder that is not built is said to be so: a listed one left out by a setting is a warning, an unlisted one an error. */
  private reportUnbuiltVersions(folders: ReadonlyMap<string, string>): void {
    const listed = new Set([...this.readVersionNamesQuietly(), "current"])
    for (const [name, dir] of folders) {
      if (this.versions.some(version => version.name === name)) continue
      const absolutePath = path.join(this.contentDir, dir)
      const file = `${this.repoPath(absolutePath)}/`
      if (listed.has(name)) {
        const setting = name === "current" ? "docs.includeCurrentVersion is false" : "docs.onlyIncludeVersions leaves it out"
        this.fileWarnings.set(absolutePath, [new ContentError(file, `this version's docs are not built: ${setting} (${docsSettingsFile})`)])
      } else {
        this.fileErrors.set(absolutePath, [new ContentError(file, `folder is not listed in content/versions.json: add "${name}" there, or remove the folder`)])
      }
    }
  }

  private readVersionNamesQuietly(): string[] {
    try {
      return parseVersionsJson(fs.readFileSync(path.join(this.contentDir, "versions.json"), "utf8"), "content/versions.json")
    } catch {
      return []
    }
  }

  /** Reads a docs folder's `_category_.json` / `_category_.yml`. */
  private readCategoryFile(absolutePath: string): void {
    const inDocs = docsPathOf(path.relative(this.contentDir, absolutePath), this.layout)
    const file = this.repoPath(absolutePath)
    const folders = inDocs ? inDocs.relativeInVersion.split("/").slice(0, -1) : []
    if (!inDocs || folders.length === 0) {
      const where = this.layout === "site" ? "content/docs/<version>/manual/<folder>/" : "content/docs/<folder>/ or content/versioned_docs/version-<name>/<folder>/"
      this.fileErrors.set(absolutePath, [new ContentError(file, `a category file belongs in a docs folder (${where})`)])
      return
    }
    const metadata = this.attempt(absolutePath, () => parseCategoryFile(readTextFile(absolutePath, file), file))
    if (!metadata) return
    const version = this.categories.get(inDocs.versionName) ?? new Map<string, CategoryMetadata>()
    const folder = folders.join("/")
    if (version.has(folder)) {
      this.fileErrors.set(absolutePath, [new ContentError(file, `${version.get(folder)!.file} describes the same folder: keep one of the two files`)])
      return
    }
    version.set(folder, metadata)
    this.categories.set(inDocs.versionName, version)
  }

  /** The category files of a version, by folder path in the version. */
  categoriesOf(version: string): ReadonlyMap<string, CategoryMetadata> {
    return this.categories.get(version) ?? new Map()
  }

  /** Every version's generated index pages (`_category_` links of type generated-index). */
  categoryIndexPages(): CategoryIndexPage[] {
    return this.versions.filter(version => this.versionFolders.includes(version.name)).flatMap(version => categoryIndexPages(version, this.categoriesOf(version.name)))
  }

  /** (Re)reads one content file; a file that is gone or is no page leaves the index. */
  private readContentFile(absolutePath: string): void {
    const relative = path.relative(this.contentDir, absolutePath)
    const classified = classifyContentFile(relative, this.layout)
    if (!classified) {
      // Not a page (versions.yaml, authors.yaml, images, hidden _ files): its problems, if any, were found by whoever read it.
      // A Markdown file that no rule builds, or a Docusaurus React page, is said to be so, not dropped.
      if (isReactPageFile(relative)) {
        this.fileErrors.delete(absolutePath)
        if (fs.existsSync(absolutePath)) this.fileErrors.set(absolutePath, [new ContentError(this.repoPath(absolutePath), reactPageProblem(relative))])
        return
      }
      if (!isMarkdownFile(relative) || isHiddenContentPath(relative)) return
      this.fileErrors.delete(absolutePath)
      if (fs.existsSync(absolutePath)) this.fileErrors.set(absolutePath, [new ContentError(this.repoPath(absolutePath), unbuiltMarkdownProblem(relative, this.layout))])
      return
    }
    this.entries.delete(absolutePath)
    this.fileErrors.delete(absolutePath)
    this.fileWarnings.delete(absolutePath)
    this.linksOfUnreadable.delete(absolutePath)
    if (!fs.existsSync(absolutePath)) return
    // A version folder that is not built is reported once, by the site checks or reportUnbuiltVersions.
    if (classified.kind === "doc" && !this.versions.some(version => version.name === classified.versionName)) return
    const file = this.repoPath(absolutePath)
    let links: ContentLink[] | null = null
    let unsafeNames: string[] = []
    const frontMatterOf: { data?: unknown; fieldLines?: FieldLines } = {}
    const entry = this.attempt(absolutePath, (): IndexedContent => {
      const { data, fieldLines, lineOffset, tree, contentTitle } = parseContentFile(readTextFile(absolutePath, file), file)
      Object.assign(frontMatterOf, { data, fieldLines })
      // A front matter slug chooses the URL itself; else names that are not URL-safe are slugged.
      unsafeNames = typeof data.slug === "string" ? [] : urlUnsafeNames(relative)
      const unusable = unsafeNames.find(name => slugSegment(name) === "")
      if (unusable) throw new ContentError(file, `"${unusable}" leaves nothing for a URL: rename it, or set a slug`)
      const headings = headingsOfTree(tree)
      links = linksInTree(tree, lineOffset)
      const base = { absolutePath, file, tree, lineOffset, headings, anchors: anchorsOfTree(tree), links, images: imagesInTree(tree, lineOffset), siteImages: siteImagesInTree(tree, lineOffset) }
      if (classified.kind === "doc") {
        const fields = describeDoc(classified, data, file, this.versions, fieldLines, contentTitle)
        const paginationSources = { previous: fieldSource(file, fieldLines, ["pagination_prev"]), next: fieldSource(file, fieldLines, ["pagination_next"]) }
        return { ...base, kind: "doc", url: fields.url, fields, paginationSources, displayedSidebarSource: fieldSource(file, fieldLines, ["displayed_sidebar"]) }
      }
      if (classified.kind === "post") {
        const excerpt = excerptOfTree(tree)
        const fields = describePost(classified, data, file, {
          introText: plainTextOfTree(excerpt.tree),
          bodyText: plainTextOfTree(tree),
          hasTruncateMarker: excerpt.hasTruncateMarker,
        }, fieldLines, contentTitle)
        this.warnAboutPost(absolutePath, file, fields, fieldLines)
        return { ...base, kind: "post", url: fields.url, fields, authorsSource: fieldSource(file, fieldLines, postAuthorFields) }
      }
      const fields = describePage(classified, data, file, fieldLines, contentTitle)
      return { ...base, kind: "page", url: fields.url, fields }
    })
    if (entry) {
      this.entries.set(absolutePath, entry)
      const fieldWarnings = frontMatterWarnings(entry.kind, frontMatterOf.data, file, frontMatterOf.fieldLines)
      if (fieldWarnings.length > 0) this.fileWarnings.set(absolutePath, [...(this.fileWarnings.get(absolutePath) ?? []), ...fieldWarnings])
      if (unsafeNames.length > 0) {
        const warning = new ContentError(file, `${unsafeNames.map(name => `"${name}"`).join(", ")} is not URL-safe: the page is published at ${entry.url} (rename it, or set a slug to choose the URL)`)
        this.fileWarnings.set(absolutePath, [...(this.fileWarnings.get(absolutePath) ?? []), warning])
      }
    } else if (links) {
      // Its own page's #anchors are unknown, so only links to other pages are checked.
      const url = this.unreadableFiles().find(broken => broken.file === file)?.url ?? "/"
      const toOtherPages = (links as ContentLink[]).filter(link => !link.url.startsWith("#"))
      this.linksOfUnreadable.set(absolutePath, { file, absolutePath, url, links: toOtherPages })
    }
  }

  /**
   * A Docusaurus sidebars file: in Docusaurus' layout, one that asks for what
   * the site builds (one sidebar autogenerated from the version's folders)
   * is honoured as it is; anything else in it is a warning naming file and
   * line, as the docs still build (src/node/docs/sidebarsFiles.ts).
   */
  private noteSidebarsFile(absolutePath: string): void {
    this.fileWarnings.delete(absolutePath)
    const name = path.basename(absolutePath)
    const versioned = /^version-(.+)-sidebars\.json$/.exec(name)
    const file = this.repoPath(absolutePath)
    const version = versioned ? versioned[1] : "current"
    if (this.sidebarsFiles.get(version)?.file === file) this.sidebarsFiles.delete(version)
    if (!fs.existsSync(absolutePath)) return
    if (this.layout === "site") {
      this.fileWarnings.set(absolutePath, [
        new ContentError(
          file,
          "Docusaurus' sidebars file is not read here: each sidebar is made from the docs folders (manual/, api/), the files' sidebar_position and sidebar_label, and the folders' _category_.json or _category_.yml files; order and label the docs there, then delete this file"
        ),
      ])
      return
    }
    const text = fs.readFileSync(absolutePath, "utf8")
    this.sidebarsFiles.set(version, { file, names: name.endsWith(".json") ? jsonSidebarNames(text, file) : scriptSidebarNames(text) })
    const problems = name.endsWith(".json") ? jsonSidebarsProblems(text, file) : scriptSidebarsProblems(text)
    const warnings = problems.map(problem => new ContentError(`${file}:${problem.line}`, problem.message))
    if (versioned && !this.versions.some(version => version.name === versioned[1])) {
      warnings.unshift(new ContentError(file, `version "${versioned[1]}" is not built (content/versions.json and src/config/content.ts's docs settings), so neither is this sidebar`))
    }
    if (warnings.length > 0) this.fileWarnings.set(absolutePath, warnings)
  }

  /** Docusaurus' warnings for a post naming authors or tags its blog's files do not declare. */
  private warnAboutPost(absolutePath: string, file: string, fields: PostFields, fieldLines: FieldLines): void {
    const at = (names: readonly string[]) => fieldSource(file, fieldLines, names)
    const warnings = [
      inlineAuthorsWarning(fields.authors, at(postAuthorFields), this.authorsFile),
      this.hasTagsFile ? inlineTagsWarning(fields.tags, this.tags, at(["tags"]), this.tagsFile) : null,
    ].filter(warning => warning !== null)
    if (warnings.length > 0) this.fileWarnings.set(absolutePath, warnings)
  }

  /** Excerpts link to other pages by URL, so they are rendered once every file is known. */
  private renderExcerpts(): void {
    const links = { urlOfFile: (file: string) => this.urlOfFile(file) }
    for (const post of this.posts()) {
      post.fields.excerptHtml = renderExcerptHtml(excerptOfTree(post.tree).tree, post.absolutePath, links)
    }
  }

  /** Loads a version's declarations through TypeDoc, once per content of its files. */
  private async loadApi(versionName: string): Promise<void> {
    const version = this.versions.find(candidate => candidate.name === versionName)
    const dir = path.join(this.contentDir, version ? versionDirOf(version) : `docs/${versionName}`, "api")
    const declarations = API_DECLARATION_FILES.map(name => path.join(dir, name)).filter(file => fs.existsSync(file))
    const errorKey = path.join(dir, API_DECLARATION_FILES[0])
    this.fileErrors.delete(errorKey)
    if (!version || declarations.length === 0) {
      this.api.delete(versionName)
      return
    }
    const sidebarPath = path.join(dir, "sidebar.yaml")
    const sidebarFile = this.repoPath(sidebarPath)
    const sidebarOrder = this.attempt(sidebarPath, () => readApiSidebar(sidebarPath, sidebarFile)) ?? []
    const key = declarations.map(file => fs.readFileSync(file, "utf8")).join("\0")
    let load = this.apiLoads.get(versionName)
    if (!load || load.key !== key) {
      load = {
        key,
        result: loadApiReference(dir, {
          version: versionName,
          repoRoot: this.rootDir,
          resolveUrl: (docPath, anchor) => docUrl(version, docPath) + (anchor ? `#${anchor}` : ""),
        }),
      }
      this.apiLoads.set(versionName, load)
    }
    try {
      const { symbols, problemsBySymbol } = await load.result
      // A problem in one declaration is that page's problem: the rest of the reference is still built.
      const problems = new Map([...problemsBySymbol].map(([id, texts]) => [id, texts.map(apiProblem)]))
      this.api.set(versionName, { symbols, problemsBySymbol: problems, sidebarOrder, sidebarFile })
      if (problems.size > 0) this.fileErrors.set(errorKey, [...problems.values()].flat())
    } catch (error) {
      this.api.delete(versionName)
      this.apiLoads.delete(versionName)
      // Each syntax or type error at its own file and line; anything else at the folder.
      const problems =
        error instanceof DeclarationErrors
          ? error.problems.map(problem => {
              const at = /^(.+?):(\d+):\d+ - (.*)$/s.exec(problem)
              return at ? new ContentError(`${at[1]}:${at[2]}`, at[3]) : new ContentError(this.repoPath(dir), problem)
            })
          : [new ContentError(this.repoPath(dir), (error as Error).message)]
      this.fileErrors.set(errorKey, problems)
    }
  }
}
