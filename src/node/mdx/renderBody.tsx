/**
 * Renders content bodies to HTML at build time, once per file. Each MDX file
 * is compiled with gatsby-plugin-mdx's options (its plugins from
 * gatsby-config.ts, through the plugin's own option handling; a `.md` file in
 * MDX's `md` format, its HTML parsed as Docusaurus parses it), run, and
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
import { ContentError } from "../contentError"
import { formatOfFile, type MarkdownFormat } from "../headings"
import { rehypeMarkdownHtml } from "./rehypeMarkdownHtml"

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
}

/** The first component a body uses that is neither provided nor possibly its own (a file with imports or exports is left to the run). */
function firstUnknownComponent(tree: Root, provided: ReadonlySet<string>): JsxNode | null {
  const nodes: JsxNode[] = []
  let definesOwn = false
  const visit = (node: JsxNode) => {
    if (node.type === "mdxjsEsm") definesOwn = true
    if ((node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") && node.name && /^[A-Z]/.test(node.name) && !provided.has(node.name)) nodes.push(node)
    node.children?.forEach(visit)
  }
  visit(tree as unknown as JsxNode)
  return definesOwn ? null : (nodes[0] ?? null)
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
    async render(tree, { absolutePath, file, lineOffset = 0 }) {
      const unknown = firstUnknownComponent(tree, provided)
      if (unknown) {
        const at = unknown.position ? `${file}:${unknown.position.start.line + lineOffset}` : file
        throw new ContentError(at, `unknown component <${unknown.name}>: MDX here can use ${[...provided].map(name => `<${name}>`).join(", ")} without importing them`)
      }
      const { processors, runSync } = await compiler
      try {
        const processor = processors[formatOfFile(absolutePath)]
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
