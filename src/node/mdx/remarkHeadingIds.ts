/**
 * Gives every heading a GitHub-style id (one slugger per page, in document
 * order). The search record extractor uses the same rule, so search anchors
 * always match the rendered ids.
 */
import GithubSlugger from "github-slugger"
import { toString } from "mdast-util-to-string"
import { walkTree } from "./walkTree"
import type { Root, Heading } from "mdast"

export function remarkHeadingIds() {
  return (tree: Root) => {
    const slugger = new GithubSlugger()
    walkTree(tree, "heading", (node: Heading) => {
      const data = (node.data ??= {}) as { hProperties?: Record<string, unknown> }
      data.hProperties = { ...data.hProperties, id: slugger.slug(toString(node)) }
    })
  }
}
