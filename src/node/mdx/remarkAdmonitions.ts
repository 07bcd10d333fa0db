/**
 * Docusaurus-style admonitions (:::note, :::tip[Title], ...; nested ones with
 * more colons outside, ::::info around :::danger) parsed by
 * remark-directive and turned into <Admonition type title> JSX. Directives we
 * do not know (a stray ":word" in prose) are put back as the text they were.
 */
import { SKIP } from "unist-util-visit"
import { walkTree } from "./walkTree"
import type { Root } from "mdast"

export const admonitionTypes = ["note", "tip", "info", "warning", "danger", "caution"] as const

export function remarkAdmonitions() {
  return (tree: Root) => {
    // Directive nodes are not in mdast's types; walk the tree untyped.
    walkTree(tree, (node, index, parent) => {
      if (node.type === "containerDirective" && admonitionTypes.includes(node.name)) {
        const [first, ...rest] = node.children
        const hasLabel = first?.type === "paragraph" && first.data?.directiveLabel
        const title = hasLabel ? first.children.map((child: { value?: string }) => child.value ?? "").join("") : null
        const attributes = [{ type: "mdxJsxAttribute", name: "type", value: node.name }]
        if (title) attributes.push({ type: "mdxJsxAttribute", name: "title", value: title })
        // Changed in place, so the walk goes on into its children and finds admonitions nested in it.
        Object.assign(node, { type: "mdxJsxFlowElement", name: "Admonition", attributes, children: hasLabel ? rest : node.children })
        return
      }
      if (node.type === "textDirective" || node.type === "leafDirective") {
        const marker = node.type === "textDirective" ? ":" : "::"
        const label = node.children.length > 0 ? node.children : []
        const replacement = [{ type: "text", value: `${marker}${node.name}` }, ...label]
        if (node.type === "leafDirective") {
          parent.children[index!] = { type: "paragraph", children: replacement }
        } else {
          parent.children.splice(index!, 1, ...replacement)
        }
        return [SKIP, index! + replacement.length]
      }
      if (node.type === "containerDirective") {
        throw new Error(`unknown admonition ":::${node.name}" (use one of ${admonitionTypes.join(", ")})`)
      }
    })
  }
}
