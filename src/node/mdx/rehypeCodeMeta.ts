/**
 * MDX drops the text after a code fence's language (```ts title="a.ts" {1-3});
 * keep it as a `metastring` prop so the code block can read title and line
 * highlights.
 */
import { walkTree } from "./walkTree"

export function rehypeCodeMeta() {
  return (tree: any) => {
    walkTree(tree, "element", (node: any) => {
      if (node.tagName === "code" && node.data?.meta) {
        node.properties = { ...node.properties, metastring: node.data.meta }
      }
    })
  }
}
