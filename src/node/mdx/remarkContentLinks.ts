/**
 * Rewrites links to content files ([x](./installation.mdx#usage)) to the URL
 * the file is published at, so writers link files and readers get pages.
 * Whether each target exists is checked once for the whole site in
 * createPages; here an unresolvable file link is left for that check to report.
 */
import fs from "node:fs"
import path from "node:path"
import { walkTree } from "./walkTree"
import type { Root } from "mdast"
import { urlOfContentFileOnDisk } from "../contentFiles"
import { parseVersions, type DocsVersionConfig } from "../versions"
import { isExternalUrl } from "../links"

export interface ContentLinksOptions {
  contentDir: string
}

export function remarkContentLinks(options: ContentLinksOptions) {
  let versions: DocsVersionConfig[] | null = null
  const loadVersions = () => {
    const file = path.join(options.contentDir, "docs", "versions.yaml")
    versions ??= parseVersions(fs.readFileSync(file, "utf8"), path.relative(process.cwd(), file))
    return versions
  }
  return (tree: Root, file: { path?: string }) => {
    const source = file.path
    if (!source) return
    const rewrite = (url: string): string => {
      if (isExternalUrl(url) || url.startsWith("#")) return url
      const hashAt = url.indexOf("#")
      const target = hashAt === -1 ? url : url.slice(0, hashAt)
      if (!/\.mdx?$/.test(target)) return url
      const resolved = urlOfContentFileOnDisk(
        options.contentDir,
        path.resolve(path.dirname(source), decodeURI(target)),
        loadVersions()
      )
      return resolved === null ? url : resolved + (hashAt === -1 ? "" : url.slice(hashAt))
    }
    walkTree(tree, (node: any) => {
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
