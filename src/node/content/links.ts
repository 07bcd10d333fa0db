/**
 * Internal links in content: extraction from MDX source, resolution of
 * relative file links (./installation.mdx) to URLs, and the build-time check
 * that every internal link lands on a page that exists.
 */
import path from "node:path"
import { walkTree } from "../mdx/walkTree"
import { ContentError } from "./contentError"

export interface ContentLink {
  url: string
  line: number
}

interface MdxJsxAttributeLike {
  type: string
  name?: string
  value?: unknown
}

/**
 * Every link target written in a parsed body: Markdown links, definitions and
 * JSX href/to literals. `lineOffset` is the number of front matter lines
 * before the body, so reported lines are the file's own.
 */
export function linksInTree(tree: unknown, lineOffset = 0): ContentLink[] {
  const links: ContentLink[] = []
  walkTree(tree, (node) => {
    const line = (node.position?.start.line ?? 0) + lineOffset
    if ((node.type === "link" || node.type === "definition") && typeof node.url === "string") {
      links.push({ url: node.url, line })
    }
    if (node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") {
      for (const attribute of (node.attributes ?? []) as MdxJsxAttributeLike[]) {
        if (attribute.type === "mdxJsxAttribute" && (attribute.name === "href" || attribute.name === "to")) {
          if (typeof attribute.value === "string") links.push({ url: attribute.value, line })
        }
      }
    }
  })
  return links
}

/** A link's path with its %-escapes decoded; as written when one is malformed (the link check reports it). */
export function decodeLinkPath(text: string): string {
  try {
    return decodeURI(text)
  } catch {
    return text
  }
}

export function isExternalUrl(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith("//")
}

function splitHash(url: string): [string, string] {
  const index = url.indexOf("#")
  return index === -1 ? [url, ""] : [url.slice(0, index), url.slice(index)]
}

/** Normalises a site path: no query, no trailing slash (but "/"), no index.html. */
export function normalizeSitePath(sitePath: string): string {
  let clean = sitePath.split("?")[0].replace(/\/index\.html$/, "").replace(/\.html$/, "")
  if (clean.length > 1) clean = clean.replace(/\/+$/, "")
  return clean === "" ? "/" : clean
}

export type LinkResolution =
  | { kind: "skip" }
  | { kind: "page"; path: string; hash: string }
  | { kind: "missing-file"; file: string }

/**
 * Resolves one link written in `sourceFile` (absolute path) published at `sourceUrl`.
 * File links (ending in .md/.mdx) resolve on disk through `urlOfFile`;
 * other relative links resolve against the page URL, as a browser would.
 */
export function resolveContentLink(
  url: string,
  sourceFile: string,
  sourceUrl: string,
  urlOfFile: (absolutePath: string) => string | null
): LinkResolution {
  if (url === "" || url.startsWith("#") || isExternalUrl(url)) return { kind: "skip" }
  const [target, hash] = splitHash(url)
  if (/\.mdx?$/.test(target)) {
    const absolute = path.resolve(path.dirname(sourceFile), decodeLinkPath(target))
    const pageUrl = urlOfFile(absolute)
    return pageUrl === null ? { kind: "missing-file", file: absolute } : { kind: "page", path: pageUrl, hash }
  }
  const resolved = new URL(target, `http://site${sourceUrl}`).pathname
  return { kind: "page", path: normalizeSitePath(decodeLinkPath(resolved)), hash }
}

export interface LinkSource {
  /** Path shown in errors, relative to the repository. */
  file: string
  absolutePath: string
  url: string
  links: ContentLink[]
}

/** What a link may land on: the site's pages with their anchors, and its content files. */
export interface LinkTargets {
  /**
   * The ids on the page at a site path: a set when they are known (content and
   * API pages), null for a page whose ids are not known at build (blog lists,
   * the home page), undefined when there is no page there.
   */
  anchorsOf(sitePath: string): ReadonlySet<string> | null | undefined
  /** The URL a content file is published at, or null when it is not a page. */
  urlOfFile(absolutePath: string): string | null
  /** A content file that exists but could not be read: its own problem is reported, not links to it. */
  hasOwnProblem?(absolutePath: string): boolean
}

function decodeHash(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1))
  } catch {
    return hash.slice(1)
  }
}

/** Whether every %-escape of an internal link decodes (decodeURI would throw on "%E0%A4%A" or "%ZZ"). */
function isWellEscaped(url: string): boolean {
  if (isExternalUrl(url)) return true
  try {
    decodeURIComponent(url)
    return true
  } catch {
    return false
  }
}

/** A link to a page that exists, to an `#anchor` it lacks: Docusaurus' `onBrokenAnchors` decides whether it fails the build. */
export class BrokenAnchorError extends ContentError {}

/** Every broken internal link, as errors naming the file, line, link and what is missing. */
export function findBrokenLinks(sources: readonly LinkSource[], targets: LinkTargets): ContentError[] {
  const errors: ContentError[] = []
  for (const source of sources) {
    for (const link of source.links) {
      const where = `${source.file}:${link.line}`
      if (!isWellEscaped(link.url)) {
        errors.push(new ContentError(where, `broken link "${link.url}": malformed %-escape`))
        continue
      }
      const resolution = link.url.startsWith("#")
        ? ({ kind: "page", path: source.url, hash: link.url } as const)
        : resolveContentLink(link.url, source.absolutePath, source.url, targets.urlOfFile)
      if (resolution.kind === "skip") continue
      if (resolution.kind === "missing-file") {
        if (targets.hasOwnProblem?.(resolution.file)) continue
        errors.push(new ContentError(where, `broken link "${link.url}": no content file at that path`))
        continue
      }
      const anchors = targets.anchorsOf(resolution.path)
      if (anchors === undefined) {
        errors.push(new ContentError(where, `broken link "${link.url}": no page at ${resolution.path}`))
      } else if (anchors !== null && resolution.hash.length > 1 && !anchors.has(decodeHash(resolution.hash))) {
        errors.push(new BrokenAnchorError(where, `broken link "${link.url}": ${resolution.path} has no heading or element with id "${decodeHash(resolution.hash)}"`))
      }
    }
  }
  return errors
}
