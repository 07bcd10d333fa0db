/**
 * Turns one content file (its place on disk, front matter and body) into the
 * fields of its Doc, BlogPost or page entry. Gatsby's onCreateNode and the
 * file-based loader both call these, so develop, build and tests agree.
 */
import { readingMinutes } from "../blog/paths"
import { ContentError } from "./contentError"
import { contentFileUrl, parsePostName, type ContentFile } from "./contentFiles"
import { docPathOf, docSection, isCategoryIndex, stripNumberPrefix } from "../docs/paths"
import { parseDocFrontMatter, parsePageFrontMatter, parsePostFrontMatter, tocOf, type DocFrontMatter, type FieldLines, type TocFrontMatter } from "./frontMatter"
import type { DocsVersionConfig } from "../docs/versions"
import type { FrontMatterAuthor } from "../blog/postAuthors"
import type { FrontMatterTag } from "../blog/postTags"
import type { DocSection } from "../../shared/docs/docSection"

export interface DocFields extends Omit<DocFrontMatter, "sidebarLabel" | "slug" | "id"> {
  /**
   * The page's h1: the body's leading `# H1`, else the title. As in
   * Docusaurus, a front matter `title` beside an H1 names the page
   * elsewhere (tab, sidebar, metadata) and the H1 heads it.
   */
  heading: string
  /**
   * The doc's id as Docusaurus makes it, what pagination_prev/next name: its
   * path in the version without extension and number prefixes, the file name
   * replaced by the front matter id ("manual/guides/keys").
   */
  docId: string
  version: string
  docPath: string
  url: string
  section: DocSection
  sidebarLabel: string
  /** Folders on disk relative to the version ("manual/01-basic_usage"), for sidebar order. */
  sourceDir: string
  sourceName: string
  isIndex: boolean
  /** Docusaurus' `displayed_sidebar: null`: the page shows no sidebar, and previous/next only as its front matter sets them. */
  hideSidebar: boolean
}

export function describeDoc(
  file: Extract<ContentFile, { kind: "doc" }>,
  rawFrontMatter: unknown,
  repoPath: string,
  versions: DocsVersionConfig[],
  fieldLines?: FieldLines,
  contentTitle?: string
): DocFields {
  const fileName = file.relativeInVersion.replace(/\\/g, "/").split("/").pop()!.replace(/\.mdx?$/, "")
  const frontMatter = parseDocFrontMatter(rawFrontMatter, repoPath, fieldLines, contentTitle, fileName)
  const docPath = docPathOf(file.relativeInVersion, frontMatter)
  // In Docusaurus' layout a version's docs are one sidebar, the User Manual's place in the site.
  const sectioned = versions.find(version => version.name === file.versionName)?.sectioned ?? true
  // The folder on disk decides, as it decides the sidebar: a slug moves the URL, not the doc.
  const section = sectioned ? docSection(file.relativeInVersion.replace(/\\/g, "/")) : "manual"
  if (!section) {
    throw new ContentError(repoPath, `docs must live under manual/ or api/ (found "${file.relativeInVersion}")`)
  }
  const segments = file.relativeInVersion.replace(/\\/g, "/").split("/")
  const sourceName = segments[segments.length - 1]
  const { slug: _slug, id: _id, sidebarLabel, ...rest } = frontMatter
  return {
    ...rest,
    heading: contentTitle ?? frontMatter.title,
    docId: docIdOf(file.relativeInVersion, frontMatter.id, frontMatter.parseNumberPrefixes),
    // Docusaurus' displayed_sidebar: null shows the page without a sidebar (a name is checked by the site checks).
    hideSidebar: frontMatter.displayedSidebar === null,
    // As Docusaurus: hide_title hides a title from the front matter, never the body's own # H1.
    hideTitle: frontMatter.hideTitle && contentTitle === undefined,
    version: file.versionName,
    docPath,
    url: contentFileUrl(file, frontMatter, versions, repoPath),
    section,
    sidebarLabel: sidebarLabel ?? frontMatter.title,
    sourceDir: segments.slice(0, -1).join("/"),
    sourceName,
    isIndex: isCategoryIndex(file.relativeInVersion),
  }
}

/**
 * Docusaurus' doc id: folders and file name without number prefixes (with
 * them under `parse_number_prefixes: false`), the file name replaced by a
 * front matter id.
 */
export function docIdOf(relativeInVersion: string, id?: string, parseNumberPrefixes = true): string {
  const segments = relativeInVersion.replace(/\\/g, "/").replace(/\.mdx?$/, "").split("/")
  const names = parseNumberPrefixes ? segments.map(segment => stripNumberPrefix(segment)) : segments
  if (id !== undefined) names[names.length - 1] = id
  return names.join("/")
}

/** The words of a post that its fields are computed from (see src/node/blog/excerpt.ts). */
export interface PostText {
  /** Plain text of the excerpt (the blocks before the truncate marker, else the first paragraph). */
  introText: string
  /** Plain text of the whole body, for the reading time. */
  bodyText: string
  hasTruncateMarker: boolean
}

export interface PostFields extends TocFrontMatter {
  slug: string
  date: string
  url: string
  title: string
  description: string
  /** As the front matter gives them; resolved against authors.yml by src/node/blog/postAuthors.ts. */
  authors: FrontMatterAuthor[]
  /** As the front matter gives them; given pages by src/node/blog/postTags.ts. */
  tags: FrontMatterTag[]
  draft: boolean
  /** Docusaurus' unlisted: the post has its page, but production lists, feeds, the sitemap and search leave it out. */
  unlisted: boolean
  /** Neither a draft nor unlisted: what the blog's lists, tag and author pages and feeds show in production. */
  listed: boolean
  lastUpdate: { date?: string; author?: string } | null
  keywords: string[]
  image: string | null
  excerptHtml: string
  readingMinutes: number
  hasTruncateMarker: boolean
}

export function describePost(
  file: Extract<ContentFile, { kind: "post" }>,
  rawFrontMatter: unknown,
  repoPath: string,
  text: PostText,
  fieldLines?: FieldLines,
  contentTitle?: string
): PostFields {
  const name = parsePostName(file, repoPath)
  // Without a title or # H1, Docusaurus' title: the name after the date (the date, when nothing follows it).
  const frontMatter = parsePostFrontMatter(rawFrontMatter, repoPath, fieldLines, contentTitle, name.text || name.date)
  // As in Docusaurus, a front matter date is the post's date, else the one in its path; its URL keeps the path's.
  const date = frontMatter.date ?? name.date
  if (date === undefined) {
    throw new ContentError(
      fieldLines ? `${repoPath}:1` : repoPath,
      'blog post has no date: name it YYYY-MM-DD-<name>.md (or put it in a folder named so, or in YYYY/MM/DD/ folders), or give it a front matter "date" (Docusaurus would take the date git or the file system gives the file; this site does not, so builds do not depend on them)'
    )
  }
  return {
    slug: frontMatter.slug ?? name.slug,
    date,
    url: contentFileUrl(file, frontMatter, [], repoPath),
    title: frontMatter.title,
    description: frontMatter.description ?? shorten(text.introText, 200),
    authors: frontMatter.authors,
    tags: frontMatter.tags,
    draft: frontMatter.draft,
    unlisted: frontMatter.unlisted,
    listed: !frontMatter.draft && !frontMatter.unlisted,
    lastUpdate: frontMatter.lastUpdate ?? null,
    keywords: frontMatter.keywords,
    image: frontMatter.image ?? null,
    // Rendered by the content index once every page's URL is known.
    excerptHtml: "",
    readingMinutes: readingMinutes(text.bodyText),
    hasTruncateMarker: text.hasTruncateMarker,
    ...tocOf(frontMatter),
  }
}

/** At most `limit` characters, cut at a word and marked with an ellipsis. */
function shorten(text: string, limit: number): string {
  if (text.length <= limit) return text
  const cut = text.slice(0, limit - 1)
  return `${cut.slice(0, cut.lastIndexOf(" ") > 0 ? cut.lastIndexOf(" ") : cut.length)}…`
}

export interface PageFields extends TocFrontMatter {
  url: string
  title: string
  /**
   * The page's h1: the body's leading `# H1`, else the front matter title;
   * null with neither, as Docusaurus then shows no heading (the title, for
   * the tab and search, is then the page's name).
   */
  heading: string | null
  description: string | null
  keywords: string[]
  image: string | null
  /** Docusaurus' unlisted: built and reachable by URL, out of the sitemap and search in production. */
  unlisted: boolean
  /** Not built in production, as a draft doc or post. */
  draft: boolean
  lastUpdate: { date?: string; author?: string } | null
}

export function describePage(
  file: Extract<ContentFile, { kind: "page" }>,
  rawFrontMatter: unknown,
  repoPath: string,
  fieldLines?: FieldLines,
  contentTitle?: string
): PageFields {
  const frontMatter = parsePageFrontMatter(rawFrontMatter, repoPath, fieldLines, contentTitle, file.name.split("/").pop())
  const titled = typeof (rawFrontMatter as { title?: unknown } | null)?.title === "string"
  return {
    url: contentFileUrl(file, {}, [], repoPath),
    title: frontMatter.title,
    heading: contentTitle ?? (titled ? frontMatter.title : null),
    description: frontMatter.description ?? null,
    keywords: frontMatter.keywords,
    image: frontMatter.image ?? null,
    unlisted: frontMatter.unlisted,
    draft: frontMatter.draft,
    lastUpdate: frontMatter.lastUpdate ?? null,
    ...tocOf(frontMatter),
  }
}
