/**
 * Published = built: after a build, public/ holds what this build made and
 * the copy of static/, nothing else. Gatsby reuses public/ between builds and
 * only ever adds to it; after a page, an image or a docs version was removed
 * the old HTML, page data, chunks, images and search indexes stayed, and a
 * host publishing public/ served them.
 *
 * What this build made is known three ways, because Gatsby and some of our
 * writers skip a file whose content has not changed (it keeps its old date):
 * - Gatsby's own record of its incremental outputs: every current page's HTML
 *   and page data, every slice's HTML and data, every static query's result,
 *   app-data.json, and the files of this build's browser compilation
 *   (src/node/webpack/compilationAssets.ts);
 * - files under static/ and assets/, whose names carry their content's hash
 *   (images gatsby-plugin-sharp processed, images beside content): they are
 *   kept when a kept page, data file, stylesheet or script names them;
 * - anything else (search indexes, feeds, the sitemap, the CSP files) is
 *   rewritten by every build, so it is kept when written since the build
 *   started.
 * Every other file is removed, and then every emptied folder. This runs last
 * in onPostBuild, after every writer.
 */
import fs from "node:fs"
import path from "node:path"
import type { BuildArgs } from "gatsby"
import { browserBuildAssets } from "../webpack/compilationAssets"

/** What Gatsby's state says this build's pages, slices and queries are. */
export interface GatsbyOutputs {
  pagePaths: Iterable<string>
  /** Slice ids with whether the slice has children (Gatsby then writes its HTML in two parts). */
  slices: Iterable<{ sliceId: string; hasChildren: boolean }>
  sliceNames: Iterable<string>
  staticQueryHashes: Iterable<string>
  /** The browser compilation's files, relative to public/. */
  compilationAssets: Iterable<string>
  /** Files under the site's static/ folder, relative to it. */
  staticFiles: Iterable<string>
}

const toPosix = (file: string) => file.split(path.sep).join("/")

/** Where Gatsby writes a page's HTML: "/a/b" → "a/b/index.html", "/404.html" → "404.html" (gatsby-core-utils' rule). */
export function pageHtmlFile(pagePath: string): string {
  const relative = pagePath.replace(/^\/+/, "")
  return /\.html?$/i.test(relative) ? relative : path.posix.join(relative, "index.html")
}

/** Where Gatsby writes a page's data: "/" → "page-data/index/page-data.json". */
export function pageDataFile(pagePath: string): string {
  return path.posix.join("page-data", pagePath === "/" ? "index" : pagePath, "page-data.json")
}

/** The files, relative to public/, that Gatsby made in this build even when it did not rewrite them. */
export function gatsbyOutputFiles(outputs: GatsbyOutputs): Set<string> {
  const files = new Set<string>(["page-data/app-data.json", "_gatsby/slices/_gatsby-scripts-1.html"])
  for (const pagePath of outputs.pagePaths) {
    files.add(pageHtmlFile(pagePath))
    files.add(pageDataFile(pagePath))
  }
  for (const { sliceId, hasChildren } of outputs.slices) {
    files.add(`_gatsby/slices/${sliceId}-1.html`)
    if (hasChildren) files.add(`_gatsby/slices/${sliceId}-2.html`)
  }
  for (const name of outputs.sliceNames) files.add(`slice-data/${name}.json`)
  for (const hash of outputs.staticQueryHashes) files.add(`page-data/sq/d/${hash}.json`)
  for (const asset of outputs.compilationAssets) files.add(asset)
  for (const file of outputs.staticFiles) files.add(toPosix(file))
  return files
}

/** Folders whose files are named by content and left in place when already there. */
export const contentAddressedFolders = ["static/", "assets/"]

const textFile = /\.(html|json|css|js|xml|webmanifest)$/
const folderReference = new RegExp(`(?:${contentAddressedFolders.map((folder) => folder.replace("/", "\\/")).join("|")})[^"'\\s()<>\\\\,?#]+`, "g")

/** Paths under the content-addressed folders that a text file names (at any path prefix, URL-decoded). */
export function referencedFiles(text: string): string[] {
  return [...text.matchAll(folderReference)].map((match) => {
    try {
      return decodeURIComponent(match[0])
    } catch {
      return match[0]
    }
  })
}

export interface PruneInput {
  /** Every file in public/, relative, "/"-separated. */
  present: readonly string[]
  /** Gatsby's outputs of this build (gatsbyOutputFiles). */
  made: ReadonlySet<string>
  /** Whether the file was written since this build started. */
  writtenThisBuild: (file: string) => boolean
  /** The text of a kept file, to find the content-addressed files it names. */
  read: (file: string) => string
}

/** The files of public/ this build did not make, sorted. */
export function filesToPrune({ present, made, writtenThisBuild, read }: PruneInput): string[] {
  const contentAddressed = (file: string) => contentAddressedFolders.some((folder) => file.startsWith(folder))
  const kept = new Set(present.filter((file) => made.has(file) || (!contentAddressed(file) && writtenThisBuild(file))))
  const referenced = new Set<string>()
  for (const file of kept) {
    if (textFile.test(file)) for (const reference of referencedFiles(read(file))) referenced.add(reference)
  }
  return present.filter((file) => !kept.has(file) && !(contentAddressed(file) && referenced.has(file))).sort()
}

/** Every file under `dir`, relative and "/"-separated. */
export function listFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() || entry.isSymbolicLink())
    .map((entry) => toPosix(path.relative(dir, path.join(entry.parentPath, entry.name))))
}

/** Removes `files` from `dir`, then every folder under it left empty; returns how many folders went. */
export function removeFiles(dir: string, files: readonly string[]): number {
  for (const file of files) fs.rmSync(path.join(dir, file), { force: true })
  let folders = 0
  const prune = (folder: string): boolean => {
    const entries = fs.readdirSync(folder, { withFileTypes: true })
    let empty = true
    for (const entry of entries) {
      if (entry.isDirectory() && prune(path.join(folder, entry.name))) {
        fs.rmdirSync(path.join(folder, entry.name))
        folders++
      } else empty = false
    }
    return empty
  }
  prune(dir)
  return folders
}

/** When this build started (onPreInit); files written before then are another build's. */
let buildStartedAt: number | null = null

export function markBuildStart(now = Date.now()): void {
  buildStartedAt = now
}

/** The parts of Gatsby's state read here (its store types them loosely). */
interface GatsbyState {
  program: { directory: string }
  pages: Map<string, unknown>
  slices: Map<string, unknown>
  html: { slicesProps: { bySliceId: Map<string, { hasChildren?: boolean }> } }
  staticQueryComponents: Map<string, { hash: string }>
}

/**
 * onPostBuild, last: removes from public/ what this build did not make.
 * Refuses (failing the build) when it cannot tell, rather than guess.
 */
export function pruneUnbuiltFiles({ store, reporter }: Pick<BuildArgs, "store" | "reporter">): void {
  const state = store.getState() as GatsbyState
  const compilationAssets = browserBuildAssets.assets
  if (buildStartedAt === null || compilationAssets === null) {
    reporter.panicOnBuild("public/ was not pruned: the build's start or its browser compilation's files were not recorded (src/node/gatsby/publishedFiles.ts)")
    return
  }
  const publicDir = path.join(state.program.directory, "public")
  const staticDir = path.join(state.program.directory, "static")
  const made = gatsbyOutputFiles({
    pagePaths: state.pages.keys(),
    slices: [...state.html.slicesProps.bySliceId].map(([sliceId, slice]) => ({ sliceId, hasChildren: !!slice.hasChildren })),
    sliceNames: state.slices.keys(),
    staticQueryHashes: [...state.staticQueryComponents.values()].map((component) => component.hash),
    compilationAssets,
    staticFiles: fs.existsSync(staticDir) ? listFiles(staticDir) : [],
  })
  // A margin for file systems whose clock runs a tick behind Date.now().
  const since = buildStartedAt - 50
  const stale = filesToPrune({
    present: listFiles(publicDir),
    made,
    writtenThisBuild: (file) => fs.statSync(path.join(publicDir, file)).mtimeMs >= since,
    read: (file) => fs.readFileSync(path.join(publicDir, file), "utf8"),
  })
  const folders = removeFiles(publicDir, stale)
  reporter.info(`public/: removed ${stale.length} file(s) and ${folders} folder(s) an earlier build made and this one did not`)
}
