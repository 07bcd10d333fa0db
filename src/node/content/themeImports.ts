/**
 * Docusaurus pages import their theme's components (`import Tabs from
 * '@theme/Tabs'`); here those components are provided without imports
 * (src/shared/content/mdxComponents.tsx). This step, run on each MDX file's
 * tree as it is parsed, takes such imports out and points the names they
 * bind at our components, so a Docusaurus page builds as written. A
 * `<CodeBlock>` holding its code as a string becomes a code fence, so it is
 * highlighted, titled and numbered at build time like any other. An import
 * of anything else fails, naming the file and line.
 */
import type { Code, Root } from "mdast"
import { ContentError } from "../contentError"

/** Each `@theme/…` module a page may import, and the component it means here. */
export const themeComponents: Readonly<Record<string, string>> = {
  "@theme/Tabs": "Tabs",
  "@theme/TabItem": "TabItem",
  "@theme/Admonition": "Admonition",
  "@theme/CodeBlock": "CodeBlock",
  "@theme/Details": "Details",
}

interface EsNode {
  type: string
  source?: { value?: unknown }
  specifiers?: { type: string; local: { name: string } }[]
  expression?: EsNode
  expressions?: unknown[]
  quasis?: { value: { cooked?: string | null } }[]
  value?: unknown
}

interface MdNode {
  type: string
  name?: string | null
  value?: string
  attributes?: { type: string; name?: string; value?: unknown }[]
  children?: MdNode[]
  position?: { start: { line: number } }
  data?: { estree?: { body: EsNode[] } }
}

const isJsx = (node: MdNode) => node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement"

/** The code a `<CodeBlock>` holds as one string or template literal without `${}`, or null. */
function codeOf(element: MdNode): string | null {
  const children = (element.children ?? []).filter(child => !(child.type === "text" && child.value?.trim() === ""))
  if (children.length !== 1) return null
  const [child] = children
  if (child.type === "text") return child.value ?? null
  const expression = child.data?.estree?.body[0]?.expression
  if (expression?.type === "TemplateLiteral" && expression.expressions?.length === 0) return expression.quasis?.[0].value.cooked ?? null
  if (expression?.type === "Literal" && typeof expression.value === "string") return expression.value
  return null
}

/** A `<CodeBlock language title showLineNumbers>` as the code fence it stands for. */
function codeBlockAsFence(element: MdNode, where: string): Code {
  const code = codeOf(element)
  if (code === null) throw new ContentError(where, "<CodeBlock> must hold its code as one string: <CodeBlock language=\"js\">{`code`}</CodeBlock>")
  const attribute = (name: string) => element.attributes?.find(entry => entry.type === "mdxJsxAttribute" && entry.name === name)
  const text = (name: string) => (typeof attribute(name)?.value === "string" ? (attribute(name)!.value as string) : undefined)
  const title = text("title")
  const meta = [title !== undefined ? `title="${title.replace(/"/g, "'")}"` : "", attribute("showLineNumbers") ? "showLineNumbers" : "", text("metastring") ?? ""].filter(Boolean).join(" ")
  return {
    type: "code",
    lang: text("language") ?? /language-(\S+)/.exec(text("className") ?? "")?.[1] ?? null,
    meta: meta || null,
    // As Docusaurus shows it: the string as written, without its trailing line break.
    value: code.replace(/\n$/, ""),
    position: element.position as Code["position"],
  }
}

/** `file` and `lineOffset` place messages at lines of the file. */
export function resolveThemeImports(tree: Root, file: string, lineOffset: number): void {
  const where = (node: MdNode) => (node.position ? `${file}:${node.position.start.line + lineOffset}` : file)
  const names = new Map<string, string>()
  const root = tree as unknown as MdNode
  root.children = (root.children ?? []).filter(node => {
    if (node.type !== "mdxjsEsm" || !node.data?.estree) return true
    const body = node.data.estree.body
    for (const statement of body) {
      if (statement.type !== "ImportDeclaration") continue
      const source = String(statement.source?.value)
      const ours = themeComponents[source]
      const specifier = statement.specifiers?.[0]
      if (!ours || statement.specifiers?.length !== 1 || specifier?.type !== "ImportDefaultSpecifier") {
        throw new ContentError(
          where(node),
          `cannot import from "${source}": a page here has ${Object.values(themeComponents).map(name => `<${name}>`).join(", ")} without importing them, and imports of ${Object.keys(themeComponents).join(", ")} are accepted as Docusaurus writes them (import Tabs from '@theme/Tabs')`
        )
      }
      names.set(specifier.local.name, ours)
    }
    node.data.estree.body = body.filter(statement => statement.type !== "ImportDeclaration")
    // A block of imports only goes; one that also exports keeps its exports.
    return node.data.estree.body.length > 0
  })
  const visit = (node: MdNode, parent: MdNode | null, index: number) => {
    if (isJsx(node) && node.name && names.has(node.name)) node.name = names.get(node.name)!
    if (isJsx(node) && node.name === "CodeBlock" && parent) {
      const fence = codeBlockAsFence(node, where(node))
      // A one-line <CodeBlock> is parsed inside a paragraph of its own: the fence takes the paragraph's place.
      if (parent.type === "paragraph" && (parent.children ?? []).every(child => child === node || (child.type === "text" && child.value?.trim() === ""))) {
        Object.assign(parent, fence, { children: undefined })
        delete parent.children
      } else {
        parent.children![index] = fence as unknown as MdNode
      }
      return
    }
    node.children?.forEach((child, childIndex) => visit(child, node, childIndex))
  }
  visit(root, null, 0)
}
