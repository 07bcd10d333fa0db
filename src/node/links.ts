/**
 * Internal links in content: extraction from MDX source, resolution of
 * relative file links (./installation.mdx) to URLs, and the build-time check
 * that every internal link lands on a page that exists.
 */
import path from "node:path"
import { unified } from "unified"
import remarkParse from "remark-parse"
import remarkMdx from "remark-mdx"
import remarkGfm from "remark-gfm"
import remarkDirective from "remark-directive"
import { walkTree } from "./mdx/walkTree"
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

const linkParser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective)

/**
 * Every link target written in an MDX body: Markdown links, definitions and
 * JSX href/to literals. `lineOffset` is the number of front matter lines
 * before the body, so reported lines are the file's own.
 */
export function extractLinks(mdxSource: string, lineOffset = 0): ContentLink[] {
  const tree = linkParser.parse(mdxSource)
  const links: ContentLink[] = []
  walkTree(tree, (node: any) => {
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
    const absolute = path.resolve(path.dirname(sourceFile), decodeURI(target))
    const pageUrl = urlOfFile(absolute)
    return pageUrl === null ? { kind: "missing-file", file: absolute } : { kind: "page", path: pageUrl, hash }
  }
  const resolved = new URL(target, `http://site${sourceUrl}`).pathname
  return { kind: "page", path: normalizeSitePath(decodeURI(resolved)), hash }
}

export interface LinkSource {
  /** Path shown in errors, relative to the repository. */
  file: string
  absolutePath: string
  url: string
  links: ContentLink[]
}

/** Every broken internal link, as errors naming the file, line and link. */
export function findBrokenLinks(
  sources: LinkSource[],
  sitePaths: ReadonlySet<string>,
  urlOfFile: (absolutePath: string) => string | null
): ContentError[] {
  const errors: ContentError[] = []
  for (const source of sources) {
    for (const link of source.links) {
      const resolution = resolveContentLink(link.url, source.absolutePath, source.url, urlOfFile)
      const where = `${source.file}:${link.line}`
      if (resolution.kind === "missing-file") {
        errors.push(new ContentError(where, `broken link "${link.url}": no content file at that path`))
      } else if (resolution.kind === "page" && !sitePaths.has(resolution.path)) {
        errors.push(new ContentError(where, `broken link "${link.url}": no page at ${resolution.path}`))
      }
    }
  }
  return errors
}

/** Lines of a file that come before its body (the front matter block). */
export function bodyLineOffset(fileSource: string, body: string): number {
  return fileSource.split("\n").length - body.split("\n").length
}
