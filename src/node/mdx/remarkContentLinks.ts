/**
 * Rewrites links to content files ([x](./installation.mdx#usage)) to the URL
 * the file is published at, so writers link files and readers get pages, and
 * puts the build's path prefix on every link to a site path (Markdown links
 * and JSX `href`s alike).
 * The URLs come from the build's content index (src/node/content); whether
 * each target and #anchor exists is checked once for the whole site, so an
 * unresolvable link is left as written for that check to report.
 */
import path from "node:path"
import type { Root } from "mdast"
import { walkTree } from "./walkTree"
import { decodeLinkPath, isExternalUrl } from "../content/links"
import { currentContentIndex } from "../content/currentIndex"
import { buildPathPrefix } from "../content/pathPrefix"

export interface ContentLinksOptions {
  /** The URL of a content file, or null when it is not a page; default: the build's content index. */
  urlOfFile?: (absolutePath: string) => string | null
  /** The path prefix site paths get; default: this build's (src/node/content/pathPrefix.ts). */
  pathPrefix?: string
}

const isSitePath = (url: string) => url.startsWith("/") && !url.startsWith("//")

export function remarkContentLinks(options: ContentLinksOptions = {}) {
  return (tree: Root, file: { path?: string }) => {
    const source = file.path
    if (!source) return
    const urlOfFile = options.urlOfFile ?? ((absolutePath: string) => currentContentIndex()?.urlOfFile(absolutePath) ?? null)
    const pathPrefix = options.pathPrefix ?? buildPathPrefix()
    const rewrite = (url: string): string => {
      const resolved = resolve(url)
      return pathPrefix && isSitePath(resolved) ? pathPrefix + resolved : resolved
    }
    const resolve = (url: string): string => {
      if (isExternalUrl(url) || url.startsWith("#")) return url
      const hashAt = url.indexOf("#")
      const target = hashAt === -1 ? url : url.slice(0, hashAt)
      if (!/\.mdx?$/.test(target)) return url
      const resolved = urlOfFile(path.resolve(path.dirname(source), decodeLinkPath(target)))
      return resolved === null ? url : resolved + (hashAt === -1 ? "" : url.slice(hashAt))
    }
    walkTree(tree, (node) => {
      if ((node.type === "link" || node.type === "definition") && typeof node.url === "string") {
        node.url = rewrite(node.url)
      }
      if (node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") {
        for (const attribute of node.attributes ?? []) {
          if ((attribute.name === "href" || attribute.name === "to") && typeof attribute.value === "string") {
            attribute.value = rewrite(attribute.value)
          }
        }
      }
    })
  }
}
