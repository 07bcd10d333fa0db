/**
 * Search records from the content model, shaped like the DocSearch crawler's:
 * one `lvl1` record per page, one `lvlN` record per heading (h2..h6) and one
 * `content` record per paragraph, list item, table row or admonition line,
 * each carrying the hierarchy above it and the URL of the nearest heading.
 *
 * From MDX: ESM, expressions and JSX tags are dropped but the text inside JSX
 * children (Tabs/TabItem, admonitions) is kept. Fenced code blocks are not
 * indexed: a 10-word snippet of code reads badly, code-only identifiers make
 * noisy matches, and every API is named in a heading or in prose (inline code
 * is kept). Build-side only: never import this from browser code.
 */
import { headingIds, parseMarkdown, type MarkdownFormat } from "../content/headings"
import { LANGUAGE, UNVERSIONED } from "../../shared/search/constants"
import { type Hierarchy, type HierarchyLevel, type SearchRecord, type SearchRecordType } from "../../shared/search/types"

/** The subset of an mdast node the extractor reads (MDX and directive nodes included). */
interface MdNode {
  type: string
  children?: MdNode[]
  value?: string
  depth?: number
  name?: string | null
}

interface SearchPageBase {
  /** Final page URL, e.g. /docs/manual/installation or /docs/next/... */
  url: string
  /** lvl1 */
  title: string
  /** lvl0: "User Manual" | "API References" | "Blog" | "Pages" */
  section: string
  /** Docs version name, null outside the docs. */
  version: string | null
  tags?: string[]
  /** Page rank: higher ranks first among otherwise equal hits. */
  weight?: number
}

export interface SearchSourcePage extends SearchPageBase {
  /** Page body without front matter (parsed here unless `tree` is given). */
  markdown: string
  /** The body already parsed (the content index's tree). */
  tree?: unknown
  /** `md` for plain Markdown files (no JSX or expressions); default `mdx`. */
  format?: MarkdownFormat
}

/** A page whose structure is already known (API symbol pages). */
export interface StructuredSearchPage extends SearchPageBase {
  intro: string[]
  headings: { depth: number; text: string; anchor: string; content: string[] }[]
}

/** DocSearch's level weights. */
const levelWeight: Record<SearchRecordType, number> = {
  lvl1: 90,
  lvl2: 80,
  lvl3: 70,
  lvl4: 60,
  lvl5: 50,
  lvl6: 40,
  content: 0,
}

function clean(text: string): string {
  return text.replace(/\s+/g, " ").trim()
}

/** Collects one page's records in order; the page record comes first. */
function createPageRecords(page: SearchPageBase) {
  const records: SearchRecord[] = []
  const hierarchy: Hierarchy = { lvl0: page.section, lvl1: page.title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null }
  let anchor: string | null = null

  function push(type: SearchRecordType, content: string | null): void {
    const position = records.length
    records.push({
      // Readable and stable; a page's own record is always `<url>:0`.
      objectID: `${page.url}:${position}`,
      url: anchor ? `${page.url}#${anchor}` : page.url,
      type,
      hierarchy: { ...hierarchy },
      content,
      version: page.version ?? UNVERSIONED,
      language: LANGUAGE,
      tags: [...(page.tags ?? [])],
      weight: { pageRank: page.weight ?? 0, level: levelWeight[type], position },
    })
  }

  push("lvl1", null)

  return {
    records,
    heading(depth: number, text: string, id: string): void {
      anchor = id
      const title = clean(text)
      // This level and deeper ones change; an h1 in the body only moves the anchor.
      for (let n = Math.max(depth, 2); n <= 6; n++) hierarchy[`lvl${n}` as HierarchyLevel] = null
      if (depth < 2 || depth > 6 || title === "") return
      const level = `lvl${depth}` as Exclude<SearchRecordType, "content">
      hierarchy[level] = title
      push(level, null)
    },
    content(text: string): void {
      const value = clean(text)
      if (value !== "") push("content", value)
    },
  }
}

type PageRecords = ReturnType<typeof createPageRecords>

const skippedBlocks = new Set(["code", "mdxjsEsm", "mdxFlowExpression", "html", "thematicBreak", "definition", "yaml", "toml"])
const phrasingTypes = new Set([
  "text",
  "emphasis",
  "strong",
  "delete",
  "inlineCode",
  "link",
  "linkReference",
  "mdxJsxTextElement",
  "mdxTextExpression",
  "textDirective",
  "break",
  "image",
  "imageReference",
  "footnoteReference",
])

/** The text a reader sees: no expressions, ESM or image alt text. */
function plainText(node: MdNode): string {
  switch (node.type) {
    case "text":
    case "inlineCode":
      return node.value ?? ""
    case "break":
      return " "
    case "mdxTextExpression":
    case "mdxFlowExpression":
    case "mdxjsEsm":
    case "html":
    case "image":
    case "imageReference":
    case "footnoteReference":
      return ""
    case "textDirective":
      // The site prints unknown text directives back as the text they were.
      return `:${node.name ?? ""}${(node.children ?? []).map(plainText).join("")}`
    default:
      return (node.children ?? []).map(plainText).join("")
  }
}

function walkBlocks(nodes: MdNode[], page: PageRecords, anchors: ReadonlyMap<object, string>): void {
  let inline: MdNode[] = []
  const flushInline = () => {
    if (inline.length > 0) page.content(inline.map(plainText).join(""))
    inline = []
  }
  for (const node of nodes) {
    if (phrasingTypes.has(node.type)) {
      inline.push(node)
      continue
    }
    flushInline()
    if (skippedBlocks.has(node.type)) continue
    switch (node.type) {
      case "heading":
        page.heading(node.depth ?? 2, plainText(node), anchors.get(node) ?? "")
        break
      case "paragraph":
        page.content(plainText(node))
        break
      case "listItem": {
        const [own, rest] = partition(node.children ?? [], (child) => child.type === "paragraph")
        page.content(own.map(plainText).join(" "))
        walkBlocks(rest, page, anchors)
        break
      }
      case "table":
        for (const row of (node.children ?? []).slice(1)) {
          page.content((row.children ?? []).map((cell) => clean(plainText(cell))).filter(Boolean).join(" · "))
        }
        break
      case "leafDirective":
        page.content(`::${node.name ?? ""}${(node.children ?? []).map(plainText).join("")}`)
        break
      default:
        // list, blockquote, admonitions (containerDirective), JSX flow elements, footnotes ...
        walkBlocks(node.children ?? [], page, anchors)
    }
  }
  flushInline()
}

function partition<T>(items: T[], test: (item: T) => boolean): [T[], T[]] {
  return [items.filter(test), items.filter((item) => !test(item))]
}

export function extractPageRecords(page: SearchSourcePage): SearchRecord[] {
  let tree: MdNode
  try {
    tree = (page.tree ?? parseMarkdown(page.markdown, page.format)) as unknown as MdNode
  } catch (error) {
    throw new Error(`Cannot index ${page.url} for search: ${(error as Error).message}`, { cause: error })
  }
  const records = createPageRecords(page)
  walkBlocks(tree.children ?? [], records, headingIds(tree))
  return records.records
}

export function extractSearchRecords(pages: readonly SearchSourcePage[]): SearchRecord[] {
  return pages.flatMap(extractPageRecords)
}

export function extractStructuredPageRecords(page: StructuredSearchPage): SearchRecord[] {
  const records = createPageRecords(page)
  for (const text of page.intro) records.content(text)
  for (const heading of page.headings) {
    records.heading(heading.depth, heading.text, heading.anchor)
    for (const text of heading.content) records.content(text)
  }
  return records.records
}

export function extractStructuredSearchRecords(pages: readonly StructuredSearchPage[]): SearchRecord[] {
  return pages.flatMap(extractStructuredPageRecords)
}
