/**
 * What a file under content/ is (doc, post or stand-alone page) and the URL it
 * is published at. The single source of URL truth for page creation, link
 * checking and the MDX link rewriter.
 */
import { blogUrls, parsePostPath, postUrl, type PostName } from "../blog/paths"
import { ContentError } from "./contentError"
import { docPathOf, docUrl, slugSegment } from "../docs/paths"
import type { DocsVersionConfig } from "../docs/versions"
import { docsPathOf, type DocsLayout } from "../docs/docsLayout"

export type ContentFile =
  | { kind: "doc"; versionName: string; relativeInVersion: string }
  /** `path`: the file's path under blog/ ("2024-05-01-welcome/index.mdx", "releases/2024-05-01-v1.md"). */
  | { kind: "post"; path: string }
  | { kind: "page"; name: string }

const markdownFile = /\.mdx?$/

/** Whether a path relative to content/ is a Markdown file. */
export function isMarkdownFile(relativePath: string): boolean {
  return markdownFile.test(relativePath)
}

/** Files and folders whose name starts with `_` are no pages (partials, drafts), as in Docusaurus. */
export function isHiddenContentPath(relativePath: string): boolean {
  return relativePath.replace(/\\/g, "/").split("/").some(part => part.startsWith("_"))
}

/**
 * Classifies a path relative to content/ ("docs/next/manual/x.mdx" in this site's layout,
 * "docs/x.md" or "versioned_docs/version-1.0/x.md" in Docusaurus'); null for non-page files.
 */
export function classifyContentFile(relativePath: string, layout: DocsLayout = "site"): ContentFile | null {
  const parts = relativePath.replace(/\\/g, "/").split("/")
  const fileName = parts[parts.length - 1]
  if (!markdownFile.test(fileName) || isHiddenContentPath(relativePath)) return null
  const inDocs = docsPathOf(relativePath, layout)
  if (inDocs) return { kind: "doc", ...inDocs }
  // Every Markdown file under blog/ is a post, as in Docusaurus: a folder's index.md(x) (its images beside it)
  // or a file of its own, in folders of its own or not; its URL comes from its whole path (src/node/blog/paths.ts).
  if (parts[0] === "blog" && parts.length >= 2) return { kind: "post", path: parts.slice(1).join("/") }
  // Pages in sub-folders too, as in Docusaurus: pages/guides/setup.md is /guides/setup, pages/guides/index.md is /guides.
  if (parts[0] === "pages" && parts.length >= 2) {
    const segments = [...parts.slice(1, -1), fileName.replace(markdownFile, "")]
    if (segments[segments.length - 1] === "index") segments.pop()
    // pages/index.md would be the home page, which is the site's own (src/pages/index.tsx).
    if (segments.length === 0) return null
    return { kind: "page", name: segments.join("/") }
  }
  return null
}

/** Why a Markdown file that is no page is not built, and where it would be. */
/** Why content/pages/index (Markdown or React) is not built. */
const homePageIsOwn = "it would be the home page, which is this site's own (src/pages/index.tsx; its text is in src/config/site.ts)"

export function unbuiltMarkdownProblem(relativePath: string, layout: DocsLayout = "site"): string {
  const parts = relativePath.replace(/\\/g, "/").split("/")
  const docs =
    layout === "site"
      ? "docs go in content/docs/<version>/ (manual/ or api/)"
      : "docs go in content/docs/ (the current version) or content/versioned_docs/version-<name>/"
  const where = `${docs}, posts in content/blog/, stand-alone pages in content/pages/; a name starting with _ keeps a file out of the site, as in Docusaurus`
  if (parts[0] === "docs" || parts[0] === "versioned_docs") return `this Markdown file is not built: it is in no version folder (${where})`
  if (parts[0] === "pages") return `this Markdown file is not built: ${homePageIsOwn}`
  return `this Markdown file is not built: it is in none of the content folders (${where})`
}

/**
 * Docusaurus' React pages: JavaScript or TypeScript modules under pages/
 * (tests and `_` names aside, as Docusaurus leaves them out). This site does
 * not build content as React, so each is said not to be built.
 */
export function isReactPageFile(relativePath: string): boolean {
  const parts = relativePath.replace(/\\/g, "/").split("/")
  const fileName = parts[parts.length - 1]
  return parts[0] === "pages" && /\.(jsx?|tsx?)$/.test(fileName) && !/\.d\.ts$/.test(fileName) && !/\.test\.[jt]sx?$/.test(fileName) && !isHiddenContentPath(relativePath)
}

/** Why a React page under pages/ is not built, and what to do instead. */
export function reactPageProblem(relativePath: string): string {
  const name = relativePath.replace(/\\/g, "/").split("/").slice(1).join("/").replace(/\.(jsx?|tsx?)$/, "")
  if (name === "index") return `this React page is not built: ${homePageIsOwn}`
  return "this React page is not built: content/pages/ builds Markdown and MDX pages only, and React pages go in src/pages/ here, as Gatsby pages of the site itself (write it as Markdown or MDX, or move it to src/pages/)"
}

/** The date (if any), URL path and title text a post's path under blog/ gives it; a date that is no day is the file's problem. */
export function parsePostName(file: Extract<ContentFile, { kind: "post" }>, sourceForErrors: string): PostName {
  try {
    return parsePostPath(file.path)
  } catch (error) {
    throw new ContentError(sourceForErrors, `blog post: ${(error as Error).message} (name a post YYYY-MM-DD-<name>.md, or put it in a folder named so or in YYYY/MM/DD/ folders)`)
  }
}

/** What of a file's front matter decides its URL: `slug`, and for docs `id` and Docusaurus' `parse_number_prefixes`. */
export interface UrlFrontMatter {
  slug?: string
  id?: string
  parseNumberPrefixes?: boolean
}

/** The URL of a content file, given the front matter fields that decide it. */
export function contentFileUrl(file: ContentFile, frontMatter: UrlFrontMatter, versions: DocsVersionConfig[], sourceForErrors: string): string {
  const { slug } = frontMatter
  switch (file.kind) {
    case "doc": {
      const version = versions.find(candidate => candidate.name === file.versionName)
      if (!version) {
        const listing = versions.some(candidate => candidate.sectioned === false)
          ? "content/versions.json and the docs settings of src/config/content.ts"
          : "content/docs/versions.yaml"
        throw new ContentError(sourceForErrors, `docs folder "${file.versionName}" is not listed in ${listing}`)
      }
      return docUrl(version, docPathOf(file.relativeInVersion, frontMatter))
    }
    case "post": {
      const name = parsePostName(file, sourceForErrors)
      // A front matter slug is the post's path under the blog, without the date, as in Docusaurus ("welcome" and "/welcome": /blog/welcome).
      const ownSlug = slug?.replace(/^\/+|\/+$/g, "")
      return ownSlug ? blogUrls.slugged(ownSlug) : postUrl(name)
    }
    case "page":
      return `/${file.name.split("/").map(slugSegment).join("/")}`
  }
}
