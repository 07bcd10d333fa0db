/**
 * Gatsby's nodes, made from the content index (src/node/content): versions,
 * sidebars, docs, API symbols, posts, authors, tags and pages, each with its
 * navigation as plain fields. Under `gatsby develop` a watcher on content/
 * refreshes the index for the files that change and updates exactly the
 * nodes whose data changed, so pages, sidebars and search follow every save.
 */
import path from "node:path"
import chokidar from "chokidar"
import type { GatsbyNode, NodePluginArgs } from "gatsby"
import type { ApiSymbol } from "../api"
import { htmlText } from "../search/htmlTextBlocks"
import { ContentIndex } from "../content/contentIndex"
import { setCurrentContentIndex } from "../content/currentIndex"
import { resolveNavigation, sidebarId, type PageNavigation } from "../docs/navigation"
import { checkSiteOnce } from "../content/checkSite"
import { contentKey } from "../content/siteModelOf"
import { authorIds, resolvePostAuthors } from "../blog/postAuthors"
import { configLinks } from "../content/configLinks"
import { writeSiteSearchIndexes } from "./searchIndex"
import { BodyHtmlCache, type RenderedBodies } from "../content/bodyHtml"
import { createBodyRenderer } from "../mdx/renderBody"
import { gatsbyMdxOptions } from "../mdx/gatsbyMdxOptions"
import { siteConfig } from "../../config/site"
import type { DocSection } from "../../shared/docs/docSection"

type SourceArgs = Pick<NodePluginArgs, "actions" | "createNodeId" | "createContentDigest" | "reporter" | "getNodes">

/** Problems of bodies that could not be rendered, for createPages to show on their pages under develop. */
let bodyProblems: RenderedBodies["errors"] = []
export const currentBodyProblems = () => bodyProblems

const production = process.env.NODE_ENV === "production"
const owner = "default-site-plugin"

/** The node fields of a symbol; ids of other symbols keep their own names (Node owns `id`, `parent`, `children`). */
export function apiSymbolNodeFields(symbol: ApiSymbol) {
  const { id, parentId, children, typeReferences, toc, ...fields } = symbol
  return {
    ...fields,
    // The DocsItem interface's headings: the outline the page renders and its table of contents lists.
    headings: toc,
    summaryText: htmlText(symbol.summaryHtml),
    symbolId: id,
    parentSymbolId: parentId,
    childIds: children,
    typeReferenceIds: typeReferences,
  }
}

/** A page outside every sidebar (a draft) still gets well-formed, empty navigation. */
function navigationOf(pages: Map<string, PageNavigation>, url: string, version: string, section: DocSection): PageNavigation {
  return pages.get(url) ?? { sidebarId: sidebarId(version, section), previous: null, next: null, breadcrumbs: [], otherVersions: [] }
}

/**
 * Creates (or updates) every node the index describes and deletes our nodes
 * that it no longer describes. Gatsby skips a node whose content digest did
 * not change, so a develop save touches only what it changed.
 */
export function syncContentNodes(index: ContentIndex, bodies: RenderedBodies, { actions, createNodeId, createContentDigest, getNodes }: SourceArgs): void {
  const kept = new Set<string>()
  const create = (type: string, key: string, data: object) => {
    const id = createNodeId(key)
    kept.add(id)
    actions.createNode({ ...data, id, parent: null, children: [], internal: { type, contentDigest: createContentDigest(data) } })
  }
  const navigation = resolveNavigation(index, production)

  for (const entry of navigation.versions) {
    const { version } = entry
    create("DocsVersion", `DocsVersion:${version.name}`, {
      ...version,
      order: entry.order,
      urlPrefix: entry.urlPrefix,
      mainDocUrl: entry.mainDocUrl,
      apiDocUrl: entry.apiDocUrl,
    })
    for (const section of ["manual", "api"] as const) {
      const id = sidebarId(version.name, section)
      create("DocsSidebar", `DocsSidebar:${id}`, { sidebarId: id, version: version.name, section, items: entry.sidebars[section] })
    }
  }
  for (const author of index.authors) create("BlogAuthor", `BlogAuthor:${author.slug}`, author)
  const blogTags = index.blogTags()
  for (const tag of blogTags.tags) create("BlogTag", `BlogTag:${tag.slug}`, tag)

  for (const doc of index.docs()) {
    create("Doc", contentKey.file(doc.file), {
      ...doc.fields,
      sourcePath: doc.file,
      // Front matter custom_edit_url replaces the link to the file in the site's repository; null hides it.
      editUrl: doc.fields.customEditUrl === null ? null : doc.fields.customEditUrl ?? `${siteConfig.editUrlBase}${doc.file}`,
      contentFilePath: doc.absolutePath,
      html: bodies.htmlOf(doc),
      headings: doc.headings,
      ...navigationOf(navigation.pages, doc.url, doc.fields.version, doc.fields.section),
    })
  }
  for (const post of index.posts()) {
    const { authors, tags: _tags, ...fields } = post.fields
    create("BlogPost", contentKey.file(post.file), {
      ...fields,
      // Authors as the post shows them, authors.yml's resolved and inline ones as written; the ids for the author pages' lists.
      authors: resolvePostAuthors(authors, index.authors),
      authorSlugs: authorIds(authors),
      tagSlugs: blogTags.slugsOfPost.get(post.file) ?? [],
      sourcePath: post.file,
      contentFilePath: post.absolutePath,
      html: bodies.htmlOf(post),
      headings: post.headings,
    })
  }
  for (const page of index.pages()) {
    create("ContentPage", contentKey.file(page.file), { ...page.fields, sourcePath: page.file, contentFilePath: page.absolutePath, html: bodies.htmlOf(page), headings: page.headings })
  }
  for (const page of navigation.categoryIndexes) {
    // A list of cards: no headings, so no table of contents.
    create("DocCategoryIndex", contentKey.categoryIndex(page.version, page.folder), { ...page, headings: [], ...navigationOf(navigation.pages, page.url, page.version, page.section) })
  }
  for (const api of index.api.values()) {
    for (const symbol of api.symbols) {
      create("ApiSymbol", contentKey.apiSymbol(symbol.id), {
        ...apiSymbolNodeFields(symbol),
        ...navigationOf(navigation.pages, symbol.url, symbol.version, "api"),
      })
    }
  }

  // The problems are data too: when they change, develop re-creates the pages that show them.
  const problems = checkSiteOnce(index, { production, configLinks: configLinks(), idOf: createNodeId }).errors.map(error => error.message)
  create("ContentCheck", "ContentCheck", { problems })

  for (const node of getNodes()) {
    if (node.internal.owner === owner && !kept.has(node.id) && ourTypes.has(node.internal.type)) actions.deleteNode(node)
  }
}

const ourTypes = new Set(["DocsVersion", "DocsSidebar", "BlogAuthor", "BlogTag", "Doc", "BlogPost", "ContentPage", "ApiSymbol", "DocCategoryIndex", "ContentCheck"])

let watcher: chokidar.FSWatcher | null = null

/** Under develop: refresh the index and the nodes when files under content/ change. */
function watchContent(index: ContentIndex, bodyHtml: BodyHtmlCache, args: SourceArgs): void {
  if (watcher) return
  let changed = new Set<string>()
  let timer: NodeJS.Timeout | null = null
  let running = Promise.resolve()
  const flush = () => {
    const files = [...changed]
    changed = new Set()
    running = running.then(async () => {
      for (const file of files) await index.refresh(file)
      syncContentNodes(index, await renderBodies(index, bodyHtml, args.reporter), args)
      await writeSiteSearchIndexes(index, args.reporter)
      // Problems are printed once, by createPages, which develop runs again after this.
      args.reporter.info(`content: ${files.map(file => index.repoPath(file)).join(", ")} changed`)
    })
  }
  // Links are not followed, as the index does not follow them into folders (a loop would never end).
  watcher = chokidar.watch(index.contentDir, { ignoreInitial: true, followSymlinks: false, awaitWriteFinish: { stabilityThreshold: 50, pollInterval: 20 } })
  watcher.on("all", (_event, file) => {
    changed.add(path.resolve(file))
    if (timer) clearTimeout(timer)
    timer = setTimeout(flush, 80)
  })
}

/** Renders the bodies that changed; their problems are reported with every other content problem, by createPages. */
async function renderBodies(index: ContentIndex, bodyHtml: BodyHtmlCache, reporter: SourceArgs["reporter"]): Promise<RenderedBodies> {
  const started = Date.now()
  const bodies = await bodyHtml.renderAll(index)
  bodyProblems = bodies.errors
  reporter.verbose(`content bodies rendered in ${Date.now() - started} ms`)
  return bodies
}

export const sourceNodes: GatsbyNode["sourceNodes"] = async args => {
  const index = await ContentIndex.load(process.cwd())
  setCurrentContentIndex(index)
  // After the index is current: links in bodies are rewritten to the URLs it gives.
  const bodyHtml = new BodyHtmlCache(createBodyRenderer(await gatsbyMdxOptions(args)))
  syncContentNodes(index, await renderBodies(index, bodyHtml, args.reporter), args)
  if (process.env.gatsby_executing_command === "develop") watchContent(index, bodyHtml, args)
}
