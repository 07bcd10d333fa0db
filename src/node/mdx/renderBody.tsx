/**
 * Renders content bodies to HTML at build time, once per file. Each MDX file
 * is compiled with gatsby-plugin-mdx's options (its plugins from
 * gatsby-config.ts, through the plugin's own option handling; in the format
 * the site's `markdown.format` gives the file, a file read as CommonMark
 * having its HTML parsed as Docusaurus parses it), run, and
 * rendered with the content components in src/shared/content. Pages receive
 * the HTML as data: no MDX file becomes a page component that webpack bundles
 * (twice: for the browser and for the HTML renderer) and every browser loads
 * as code. The few interactive parts (copy buttons, tabs, site links) are
 * taken over in the browser by src/components/MdxBody.
 */
import React from "react"
import * as jsxRuntime from "react/jsx-runtime"
import { renderToStaticMarkup } from "react-dom/server"
import type { ProcessorOptions } from "@mdx-js/mdx"
import type { Root } from "mdast"
import { VFile } from "vfile"
import { mdxComponents } from "../../shared/content/mdxComponents"
import { ContentError } from "../content/contentError"
import { formatOfFile, type MarkdownFormat } from "../content/headings"
import { rehypeMarkdownHtml } from "./rehypeMarkdownHtml"
import { notProvidedAdvice } from "../content/themeImports"

/**
 * gatsby-plugin-mdx's step that wraps each piece of raw HTML in a <span> of
 * its own, which splits inline tags apart ("<kbd>", text, "</kbd>"). Known by
 * name: its module cannot be loaded outside Gatsby's bundling.
 */
const isGatsbyHtmlSpans = (plugin: unknown) => typeof plugin === "function" && plugin.name === "remarkMdxHtmlPlugin"

export interface BodySource {
  absolutePath: string
  /** The repository path, for messages. */
  file: string
  /** Lines before the body, so tree positions become lines of the file. */
  lineOffset?: number
  /** The format the tree was parsed in (default: the one the site's setting gives the file). */
  format?: MarkdownFormat
}

export interface BodyRenderer {
  /** The HTML of a parsed body (the tree is not changed). */
  render(tree: Root, source: BodySource): Promise<string>
}

interface JsxNode {
  type: string
  name?: string | null
  position?: { start: { line: number } }
  children?: JsxNode[]
  data?: { estree?: { body: EsStatement[] } }
}

interface EsStatement {
  type: string
  declaration?: { type: string; id?: { name?: string } | null; declarations?: { id: { type: string; name?: string } }[] } | null
  specifiers?: { exported: { name?: string } }[]
}

/** The names a body's own ESM defines (`export const Key = ...`, `export function Key()`, `export { Key }`). */
function ownNames(tree: Root): Set<string> {
  const names = new Set<string>()
  for (const node of (tree as unknown as JsxNode).children ?? []) {
    if (node.type !== "mdxjsEsm") continue
    for (const statement of node.data?.estree?.body ?? []) {
      if (statement.type !== "ExportNamedDeclaration") continue
      const declaration = statement.declaration
      if (declaration?.id?.name) names.add(declaration.id.name)
      for (const declarator of declaration?.declarations ?? []) if (declarator.id.type === "Identifier" && declarator.id.name) names.add(declarator.id.name)
      for (const specifier of statement.specifiers ?? []) if (specifier.exported.name) names.add(specifier.exported.name)
    }
  }
  return names
}

/** The first component a body uses that is neither provided nor defined by the body itself. */
function firstUnknownComponent(tree: Root, provided: ReadonlySet<string>): JsxNode | null {
  const own = ownNames(tree)
  let found: JsxNode | null = null
  const visit = (node: JsxNode) => {
    if (found) return
    const base = node.name?.split(".")[0]
    if ((node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") && base && /^[A-Z]/.test(base) && !provided.has(base) && !own.has(base)) found = node
    else node.children?.forEach(visit)
  }
  visit(tree as unknown as JsxNode)
  return found
}

type MdxContent = (props: { components: object }) => React.ReactElement

/**
 * The MDX compiler, imported as an ES module: tsx (`npm run check:content`)
 * would load it through `require`, which its dependency estree-walker does
 * not allow. Gatsby's compilation of gatsby-node turns this import() into a
 * plain require (Node's own, which loads it fine) that returns the module
 * itself, hence the Promise.resolve.
 */
const loadMdx = () => Promise.resolve(import("@mdx-js/mdx"))

export function createBodyRenderer(mdxOptions: ProcessorOptions): BodyRenderer {
  // Code to run here and now: a function body on the automatic JSX runtime, no imports.
  const processorFor = (createProcessor: Awaited<ReturnType<typeof loadMdx>>["createProcessor"], format: MarkdownFormat) =>
    createProcessor({
      ...mdxOptions,
      format,
      // Markdown's HTML is parsed into the page whole instead (MDX has none).
      remarkPlugins: format === "md" ? mdxOptions.remarkPlugins?.filter(plugin => !isGatsbyHtmlSpans(plugin)) : mdxOptions.remarkPlugins,
      rehypePlugins: format === "md" ? [rehypeMarkdownHtml, ...(mdxOptions.rehypePlugins ?? [])] : mdxOptions.rehypePlugins,
      outputFormat: "function-body",
      jsxRuntime: "automatic",
      jsxImportSource: "react",
      development: false,
      useDynamicImport: false,
    })
  const compiler = loadMdx().then(({ createProcessor, runSync }) => ({
    runSync,
    processors: { mdx: processorFor(createProcessor, "mdx"), md: processorFor(createProcessor, "md") },
  }))
  const components = mdxComponents()
  const provided = new Set(Object.keys(components).filter(name => /^[A-Z]/.test(name)))
  return {
    async render(tree, { absolutePath, file, lineOffset = 0, format = formatOfFile(absolutePath) }) {
      const unknown = firstUnknownComponent(tree, provided)
      if (unknown) {
        const at = unknown.position ? `${file}:${unknown.position.start.line + lineOffset}` : file
        throw new ContentError(at, `component <${unknown.name}> is not provided here: ${notProvidedAdvice}`)
      }
      const { processors, runSync } = await compiler
      try {
        const processor = processors[format]
        const vfile = new VFile({ path: absolutePath })
        // Some of gatsby-plugin-mdx's plugins are async, hence run and not runSync.
        // The index keeps the tree for headings, links and search; the plugins change the tree they run on.
        const program = await processor.run(structuredClone(tree) as never, vfile)
        const code = String(processor.stringify(program, vfile))
        const Content = (runSync(code, { ...jsxRuntime, useMDXComponents: () => components }) as { default: MdxContent }).default
        return renderToStaticMarkup(<Content components={components} />)
      } catch (error) {
        const problem = error as Error & { line?: number; place?: { line?: number; start?: { line?: number } } }
        const line = problem.line ?? problem.place?.line ?? problem.place?.start?.line
        throw new ContentError(line ? `${file}:${line + lineOffset}` : file, `cannot render the page body: ${problem.message}`)
      }
    },
  }
}
