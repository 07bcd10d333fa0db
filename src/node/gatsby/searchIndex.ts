/**
 * Search wiring. onPostBootstrap (develop and build) turns the content index
 * into DocSearch-shaped records and writes the embedded indexes to
 * public/search/; `gatsby develop` serves public/ and rewrites them after
 * each save. onPostBuild checks that every record's page and #anchor exist
 * in the rendered HTML.
 */
import fs from "node:fs"
import path from "node:path"
import type { GatsbyNode, Reporter } from "gatsby"
import { siteConfig } from "../../config/site"
import type { ContentIndex } from "../content/contentIndex"
import { currentContentIndex } from "../content/currentIndex"
import { resolveNavigation } from "../docs/navigation"
import { isPublished } from "../content/siteModel"
import { extractSearchRecords, extractStructuredSearchRecords, type SearchSourcePage } from "../search/extractSearchRecords"
import { apiSearchPage } from "../search/apiSearchPages"
import { sections } from "../../config/sections"
import { findMissingAnchors, type MissingAnchor } from "../search/findMissingAnchors"
import { writeSearchIndexes, type WrittenSearchIndex } from "../search/writeSearchIndexes"
import { oversizedIndexWarnings, partialAlgoliaWarning } from "../search/searchBuildWarnings"
import { decodeEntities } from "../search/htmlTextBlocks"
import { SEARCH_PUBLIC_DIR, SEARCH_RECORDS_FILE } from "../../shared/search/constants"
import type { SearchRecord } from "../../shared/search/types"

const publicDir = path.resolve("public")

const docSections: Record<string, string> = { manual: sections.manual, api: sections.api }

const byUrl = <T extends { url: string }>(items: readonly T[]) => [...items].sort((a, b) => a.url.localeCompare(b.url))

/** Every record the site's search holds, from the content index (the same under develop and build). */
export function siteSearchRecords(index: ContentIndex, production: boolean): SearchRecord[] {
  const tagsOfPost = index.blogTags().slugsOfPost
  const mdxPages: SearchSourcePage[] = [
    ...index
      .docs()
      // An unlisted doc is found by its URL only, as in Docusaurus: search leaves it out.
      .filter(doc => isPublished(doc.fields, production) && !(production && doc.fields.unlisted))
      .map(doc => ({
        url: doc.url,
        title: doc.fields.title,
        section: docSections[doc.fields.section] ?? doc.fields.section,
        version: doc.fields.version,
        markdown: "",
        tree: doc.tree,
      })),
    ...index
      .posts()
      // An unlisted post or page is found by its URL only, as in Docusaurus.
      .filter(post => isPublished(post.fields, production) && !(production && post.fields.unlisted))
      .map(post => ({ url: post.url, title: post.fields.title, section: sections.blog, version: null, tags: tagsOfPost.get(post.file) ?? [], markdown: "", tree: post.tree })),
    ...index
      .pages()
      .filter(page => isPublished(page.fields, production) && !(production && page.fields.unlisted))
      .map(page => ({ url: page.url, title: page.fields.title, section: sections.pages, version: null, markdown: "", tree: page.tree })),
    // The home page is a React page; its title and tagline make a useful "home" hit.
    { url: "/", title: siteConfig.title, section: sections.pages, version: null, markdown: siteConfig.tagline },
  ]
  const apiPages = byUrl([...index.api.values()].flatMap(api => api.symbols)).map(apiSearchPage)
  // A generated index is found by its title, its description and what its cards say.
  const categoryPages = resolveNavigation(index, production).categoryIndexes.map(page => ({
    url: page.url,
    title: page.title,
    section: docSections[page.section] ?? page.section,
    version: page.version,
    intro: [...(page.description ? [page.description] : []), ...page.cards.map(card => (card.description ? `${card.label}: ${card.description}` : card.label))],
    headings: [],
  }))
  return [...extractSearchRecords(mdxPages), ...extractStructuredSearchRecords([...categoryPages, ...apiPages])]
}

/** Writes the embedded search indexes under public/search/ (at bootstrap, and after each develop save). */
export async function writeSiteSearchIndexes(index: ContentIndex, reporter: Reporter): Promise<void> {
  const records = siteSearchRecords(index, process.env.NODE_ENV === "production")
  reportSearchIndexes(await writeSearchIndexes({ records, publicDir }), reporter)
}

/** The sizes of the indexes just written, and a warning for each one too big to download before a first search. */
export function reportSearchIndexes(
  written: { indexes: readonly (Pick<WrittenSearchIndex, "name" | "records" | "bytes" | "gzipBytes"> & Partial<WrittenSearchIndex>)[] },
  reporter: Pick<Reporter, "info" | "warn">,
): void {
  const shards = (entry: Partial<WrittenSearchIndex>) =>
    entry.shards === undefined ? "" : `, ${entry.shards} shards, ${entry.totalBytes} B in all (${entry.totalGzipBytes} B gzip)`
  reporter.info(`search: ${written.indexes.map(entry => `${entry.name} ${entry.records} records, ${entry.bytes} B (${entry.gzipBytes} B gzip)${shards(entry)}`).join("; ")}`)
  for (const warning of oversizedIndexWarnings(written.indexes)) reporter.warn(warning)
}

/** Warns (once per build or develop start) when only some GATSBY_ALGOLIA_* variables are set. */
export function warnAboutSearchConfiguration(env: NodeJS.ProcessEnv, reporter: Pick<Reporter, "warn">): void {
  const warning = partialAlgoliaWarning(env)
  if (warning) reporter.warn(warning)
}

export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = async ({ reporter }) => {
  const index = currentContentIndex()
  if (!index) throw new Error("search: the content index was not loaded (sourceNodes did not run)")
  warnAboutSearchConfiguration(process.env, reporter)
  await writeSiteSearchIndexes(index, reporter)
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
