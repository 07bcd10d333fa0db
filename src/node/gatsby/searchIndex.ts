/**
 * Search wiring. onPostBootstrap (develop and build) turns the content model
 * into DocSearch-shaped records and writes the embedded indexes to
 * public/search/; `gatsby develop` serves public/, so search works there too
 * (restart it to refresh search after editing content). onPostBuild checks
 * that every record's page and #anchor exist in the rendered HTML.
 */
import fs from "node:fs"
import path from "node:path"
import type { GatsbyNode, Node, Reporter } from "gatsby"
import { siteConfig } from "../../config/site"
import { isPublished } from "../siteModel"
import { extractSearchRecords, extractStructuredSearchRecords, type SearchSourcePage } from "../search/extractSearchRecords"
import { apiSearchPage, API_SECTION, type ApiSearchSource } from "../search/apiSearchPages"
import { findMissingAnchors, type MissingAnchor } from "../search/findMissingAnchors"
import { writeSearchIndexes } from "../search/writeSearchIndexes"
import { decodeEntities } from "../search/htmlTextBlocks"
import { SEARCH_PUBLIC_DIR, SEARCH_RECORDS_FILE } from "../../search/constants"
import type { SearchRecord } from "../../search/types"

const publicDir = path.resolve("public")

const docSections: Record<string, string> = { manual: "User Manual", api: API_SECTION }

interface MdxBacked {
  url: string
  title: string
  mdxId: string
}
type DocNode = MdxBacked & { version: string; section: string; draft: boolean }
type BlogPostNode = MdxBacked & { draft: boolean; tagSlugs: string[] }

/** The two node accessors Gatsby hands every hook (faked in the unit tests). */
export interface NodeAccess {
  getNodesByType(type: string): Node[]
  getNode(id: string): Node | undefined
}

/** A type's nodes in URL order, so equal content always gives byte-equal (equally hashed) index files. */
function nodesOf<T extends { url: string }>(nodes: NodeAccess, type: string): T[] {
  return [...(nodes.getNodesByType(type) as unknown as T[])].sort((a, b) => a.url.localeCompare(b.url))
}

/** Every record the site's search holds, from the nodes `gatsby develop` and `gatsby build` both have. */
export function siteSearchRecords(nodes: NodeAccess, production: boolean): SearchRecord[] {
  const bodyOf = (page: MdxBacked): string => {
    const mdx = nodes.getNode(page.mdxId) as (Node & { body?: string }) | undefined
    if (typeof mdx?.body !== "string") throw new Error(`search: no MDX body for ${page.url}`)
    return mdx.body
  }
  const mdxPages: SearchSourcePage[] = [
    ...nodesOf<DocNode>(nodes, "Doc")
      .filter((doc) => isPublished(doc, production))
      .map((doc) => ({ url: doc.url, title: doc.title, section: docSections[doc.section] ?? doc.section, version: doc.version, markdown: bodyOf(doc) })),
    ...nodesOf<BlogPostNode>(nodes, "BlogPost")
      .filter((post) => isPublished(post, production))
      .map((post) => ({ url: post.url, title: post.title, section: "Blog", version: null, tags: post.tagSlugs, markdown: bodyOf(post) })),
    ...nodesOf<MdxBacked>(nodes, "ContentPage").map((page) => ({ url: page.url, title: page.title, section: "Pages", version: null, markdown: bodyOf(page) })),
    // The home page is a React page; its title and tagline make a useful "home" hit.
    { url: "/", title: siteConfig.title, section: "Pages", version: null, markdown: siteConfig.tagline },
  ]
  const apiPages = nodesOf<ApiSearchSource>(nodes, "ApiSymbol").map(apiSearchPage)
  return [...extractSearchRecords(mdxPages), ...extractStructuredSearchRecords(apiPages)]
}

export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = async ({ getNodesByType, getNode, reporter }) => {
  const records = siteSearchRecords({ getNodesByType, getNode }, process.env.NODE_ENV === "production")
  const written = await writeSearchIndexes({ records, publicDir })
  reporter.info(`search: ${written.indexes.map((index) => `${index.name} ${index.records} records, ${index.bytes} B`).join("; ")}`)
}

/** Element ids in a page's HTML, as React writes attributes (double quotes, escaped entities). */
export function renderedIds(html: string): string[] {
  return [...html.matchAll(/\sid="([^"]*)"/g)].map((match) => decodeEntities(match[1]))
}

/** Where `gatsby build` writes a page's HTML. */
export function htmlFileOf(dir: string, url: string): string {
  return path.join(dir, ...url.split("/").filter(Boolean), "index.html")
}

export function readRenderedAnchors(dir: string, urls: Iterable<string>): Map<string, string[]> {
  const anchors = new Map<string, string[]>()
  for (const url of urls) {
    const file = htmlFileOf(dir, url)
    if (fs.existsSync(file)) anchors.set(url, renderedIds(fs.readFileSync(file, "utf8")))
  }
  return anchors
}

export function describeMissingAnchors(missing: readonly MissingAnchor[]): string {
  const lines = missing.map((entry) => {
    const [page, anchor] = entry.url.split("#")
    const problem = entry.missing === "page" ? `no page at ${page}` : `${page} has no element with id "${anchor}"`
    return `  ${entry.objectID} → ${entry.url}: ${problem}`
  })
  return `search: ${missing.length} record(s) point where the site has nothing:\n${lines.join("\n")}`
}

/** After the build: every record's page and #anchor must exist in the rendered HTML. */
export function checkSearchAnchors({ reporter }: { reporter: Reporter }): void {
  const recordsFile = path.join(publicDir, SEARCH_PUBLIC_DIR, SEARCH_RECORDS_FILE)
  const records = JSON.parse(fs.readFileSync(recordsFile, "utf8")) as SearchRecord[]
  const pageUrls = new Set(records.map((record) => record.url.split("#")[0]))
  const missing = findMissingAnchors(records, readRenderedAnchors(publicDir, pageUrls))
  if (missing.length > 0) reporter.panicOnBuild(describeMissingAnchors(missing))
  else reporter.info(`search: all ${records.length} records point at rendered pages and anchors`)
}
