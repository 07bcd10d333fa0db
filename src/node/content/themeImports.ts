/**
 * Docusaurus pages import their theme's components (`import Tabs from
 * '@theme/Tabs'`); here those components are provided without imports
 * (src/shared/content/mdxComponents.tsx). This step, run on each MDX file's
 * tree as it is parsed, takes such imports out and points the names they
 * bind at our components, so a Docusaurus page builds as written. A
 * `<CodeBlock>` holding its code as a string becomes a code fence, so it is
 * highlighted, titled and numbered at build time like any other.
 * `@docusaurus/useBaseUrl` becomes a function of the file itself (an export
 * the MDX runs), which puts the build's path prefix before a site path. An
 * import of anything else fails, naming the file, the line and what it
 * imports, and what to do instead.
 */
import type { Code, Root } from "mdast"
import { ContentError } from "./contentError"
import { parseMarkdown } from "./headings"
import { buildPathPrefix } from "./pathPrefix"

/** Each `@theme/…` module a page may import, and the component it means here. */
export const themeComponents: Readonly<Record<string, string>> = {
  "@theme/Tabs": "Tabs",
  "@theme/TabItem": "TabItem",
  "@theme/Admonition": "Admonition",
  "@theme/CodeBlock": "CodeBlock",
  "@theme/Details": "Details",
  "@theme/ThemedImage": "ThemedImage",
  "@theme/TOCInline": "TOCInline",
}

/** Modules whose default export is a function the page calls, and its code here. */
const functionModules: Readonly<Record<string, (local: string) => string>> = {
  // Docusaurus' useBaseUrl: a site path gets the base URL (here the path prefix); other URLs stay as they are.
  "@docusaurus/useBaseUrl": local =>
    `export const ${local} = (url, options = {}) => typeof url !== "string" || url === "" || url.startsWith("#") || url.startsWith("//") || /^[a-z][a-z0-9+.-]*:/i.test(url) ? url : options.forcePrependBaseUrl || url.startsWith("/") ? ${JSON.stringify(buildPathPrefix())} + "/" + url.replace(/^\\//, "") : url`,
}

/** Every module a page may import, for messages. */
export const importableModules: readonly string[] = [...Object.keys(themeComponents), ...Object.keys(functionModules)]

/** What a writer does about an import or component the site does not provide. */
export const notProvidedAdvice =
  "this site renders MDX at build time with its own components: remove it and write that part in Markdown, use one of the components a page has without importing them (" +
  `${Object.values(themeComponents).map(name => `<${name}>`).join(", ")}), or define it in the page (export const Name = ...); see docs/writing.md, "Markdown and MDX"`

interface EsNode {
  type: string
  source?: { value?: unknown }
  specifiers?: { type: string; local: { name: string }; imported?: { name?: string } }[]
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

/** The program of one line of our own ESM (an export), parsed as MDX parses a page's. */
function functionExport(code: string): EsNode[] {
  const [esm] = parseMarkdown(code).children as unknown as MdNode[]
  return esm.data!.estree!.body
}

/** `file` and `lineOffset` place messages at lines of the file. */
export function resolveThemeImports(tree: Root, file: string, lineOffset: number): void {
  const where = (node: MdNode) => (node.position ? `${file}:${node.position.start.line + lineOffset}` : file)
  const names = new Map<string, string>()
  const root = tree as unknown as MdNode
  root.children = (root.children ?? []).filter(node => {
    if (node.type !== "mdxjsEsm" || !node.data?.estree) return true
    const body = node.data.estree.body
    const added: EsNode[] = []
    for (const statement of body) {
      if (statement.type !== "ImportDeclaration") continue
      const source = String(statement.source?.value)
      const specifier = statement.specifiers?.[0]
      const onlyDefault = statement.specifiers?.length === 1 && specifier?.type === "ImportDefaultSpecifier"
      const ours: string | undefined = Object.hasOwn(themeComponents, source) ? themeComponents[source] : undefined
      const ownFunction: ((local: string) => string) | undefined = Object.hasOwn(functionModules, source) ? functionModules[source] : undefined
      if (onlyDefault && ours) {
        names.set(specifier.local.name, ours)
        continue
      }
      if (onlyDefault && ownFunction) {
        added.push(...functionExport(ownFunction(specifier.local.name)))
        continue
      }
      const bound = (statement.specifiers ?? []).map(entry => (entry.type === "ImportDefaultSpecifier" ? entry.local.name : entry.type === "ImportNamespaceSpecifier" ? `* as ${entry.local.name}` : `{ ${entry.imported?.name ?? entry.local.name} }`))
      const what = bound.length > 0 ? `${bound.join(", ")} from "${source}"` : `"${source}"`
      const accepted = ours || ownFunction ? ` (only its default export is provided: import ${ours ?? "useBaseUrl"} from '${source}')` : ""
      throw new ContentError(
        where(node),
        `import ${what} is not provided here${accepted}: a page may import only ${importableModules.join(", ")}; ${notProvidedAdvice}`
      )
    }
    node.data.estree.body = [...body.filter(statement => statement.type !== "ImportDeclaration"), ...added]
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

/** A number attribute written `{3}` or `"3"`. */
function numberAttribute(element: MdNode, name: string): number | undefined {
  const value = element.attributes?.find(entry => entry.type === "mdxJsxAttribute" && entry.name === name)?.value
  const text = typeof value === "string" ? value : (value as { value?: unknown } | undefined)?.value
  const number = Number(text)
  return text !== undefined && Number.isInteger(number) ? number : undefined
}

/**
 * `<TOCInline toc={toc} minHeadingLevel={2} maxHeadingLevel={3} />`: Docusaurus
 * hands the page its own table of contents as `toc`; here the headings (ids as
 * the page gives them) are written into the element as its `items`, so it
 * renders without any variable. Run once the content title is out of the tree.
 */
export function resolveInlineTocs(tree: Root, headings: readonly { depth: number; text: string; id: string }[]): void {
  const visit = (node: MdNode) => {
    if (isJsx(node) && node.name === "TOCInline") {
      const min = numberAttribute(node, "minHeadingLevel") ?? 2
      const max = numberAttribute(node, "maxHeadingLevel") ?? 3
      const items = headings.filter(heading => heading.depth >= min && heading.depth <= max)
      const className = (node.attributes ?? []).filter(entry => entry.type === "mdxJsxAttribute" && entry.name === "className")
      node.attributes = [...className, { type: "mdxJsxAttribute", name: "items", value: JSON.stringify(items) }]
      return
    }
    node.children?.forEach(visit)
  }
  visit(tree as unknown as MdNode)
}
