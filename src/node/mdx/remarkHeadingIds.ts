/**
 * Gives every heading its id by the site's one rule (src/node/content/headings.ts),
 * so the table of contents and search anchors always match the page.
 */
import { headingIds } from "../content/headings"
import type { Root } from "mdast"

export function remarkHeadingIds() {
  return (tree: Root) => {
    for (const [node, id] of headingIds(tree)) {
      const data = (node.data ??= {}) as { hProperties?: Record<string, unknown> }
      data.hProperties = { ...data.hProperties, id }
    }
  }
}
