/**
 * Turns one content file (its place on disk, front matter and body) into the
 * fields of its Doc, BlogPost or page entry. Gatsby's onCreateNode and the
 * file-based loader both call these, so develop, build and tests agree.
 */
import { parsePostFolder, readingMinutes } from "./blogPaths"
import { ContentError } from "./contentError"
import { contentFileUrl, type ContentFile } from "./contentFiles"
import { applySlug, docPathFromFile, docSection } from "./docPaths"
import { excerptSource, plainText, renderExcerptHtml } from "./excerpt"
import { parseDocFrontMatter, parsePageFrontMatter, parsePostFrontMatter, type DocFrontMatter } from "./frontMatter"
import type { DocsVersionConfig } from "./versions"

export interface DocFields extends Omit<DocFrontMatter, "sidebarLabel" | "slug"> {
  version: string
  docPath: string
  url: string
  section: "manual" | "api"
  sidebarLabel: string
  /** Folders on disk relative to the version ("manual/01-basic_usage"), for sidebar order. */
  sourceDir: string
  sourceName: string
  isIndex: boolean
}

export function describeDoc(
  file: Extract<ContentFile, { kind: "doc" }>,
  rawFrontMatter: unknown,
  repoPath: string,
  versions: DocsVersionConfig[]
): DocFields {
  const frontMatter = parseDocFrontMatter(rawFrontMatter, repoPath)
  const docPath = applySlug(docPathFromFile(file.relativeInVersion), frontMatter.slug)
  const section = docSection(docPath)
  if (!section) {
    throw new ContentError(repoPath, `docs must live under manual/ or api/ (found "${docPath}")`)
  }
  const segments = file.relativeInVersion.replace(/\\/g, "/").split("/")
  const sourceName = segments[segments.length - 1]
  const { slug: _slug, sidebarLabel, ...rest } = frontMatter
  return {
    ...rest,
    version: file.versionName,
    docPath,
    url: contentFileUrl(file, frontMatter.slug, versions, repoPath),
    section,
    sidebarLabel: sidebarLabel ?? frontMatter.title,
    sourceDir: segments.slice(0, -1).join("/"),
    sourceName,
    isIndex: /^index\.mdx?$/.test(sourceName),
  }
}

export interface PostFields {
  slug: string
  date: string
  url: string
  title: string
  description: string
  authors: string[]
  tags: string[]
  draft: boolean
  excerptHtml: string
  readingMinutes: number
  hasTruncateMarker: boolean
}

export function describePost(
  file: Extract<ContentFile, { kind: "post" }>,
  rawFrontMatter: unknown,
  body: string,
  repoPath: string
): PostFields {
  const frontMatter = parsePostFrontMatter(rawFrontMatter, repoPath)
  const folder = parsePostFolder(file.folder)
  if (!folder) throw new ContentError(repoPath, `blog post folder "${file.folder}" must be named YYYY-MM-DD-slug`)
  if (frontMatter.date && frontMatter.date !== folder.date) {
    throw new ContentError(repoPath, `front matter: "date" ${frontMatter.date} differs from the folder's date ${folder.date}`)
  }
  const excerpt = excerptSource(body)
  const intro = excerpt ?? body.split(/\n\s*\n/).find(block => /^[A-Za-z]/.test(block.trim())) ?? ""
  return {
    slug: frontMatter.slug ?? folder.slug,
    date: folder.date,
    url: contentFileUrl(file, frontMatter.slug, [], repoPath),
    title: frontMatter.title,
    description: frontMatter.description ?? plainText(intro).slice(0, 200),
    authors: frontMatter.authors,
    tags: frontMatter.tags,
    draft: frontMatter.draft,
    excerptHtml: renderExcerptHtml(intro),
    readingMinutes: readingMinutes(plainText(body)),
    hasTruncateMarker: excerpt !== null,
  }
}

export interface PageFields {
  url: string
  title: string
  description: string | null
}

export function describePage(
  file: Extract<ContentFile, { kind: "page" }>,
  rawFrontMatter: unknown,
  repoPath: string
): PageFields {
  const frontMatter = parsePageFrontMatter(rawFrontMatter, repoPath)
  return {
    url: contentFileUrl(file, undefined, [], repoPath),
    title: frontMatter.title,
    description: frontMatter.description ?? null,
  }
}
