/**
 * URL rules for docs: how a file under content/docs/<version>/ becomes a doc
 * path and a URL. Pure functions, shared by page creation, link checking and
 * the MDX link rewriter so all three always agree.
 */
import { versionUrlPrefix, type DocsVersionConfig } from "./versions"
import { docSections, type DocSection } from "../../shared/docs/docSection"

/**
 * A name's number prefix, as Docusaurus reads one: digits, then a run of
 * separators (`-`, `_` and `.` in any mix, spaces around it allowed), then
 * the rest of the name, which starts with none of those. So "01-intro",
 * "01__intro", "1-_intro" and "2. Setup" lose theirs.
 */
const numberPrefix = /^(\d+)\s*[-_.]+\s*(?=[^-_.\s])/

/**
 * Names Docusaurus keeps whole though they start like a prefix: digits, one
 * separator and a digit, as dates and versions do ("2021-01-31", "4.5.0", "8_0").
 */
const dateOrVersionLike = /^\d+[-_.]\d/

function prefixMatch(segment: string): RegExpExecArray | null {
  return dateOrVersionLike.test(segment) ? null : numberPrefix.exec(segment)
}

/** "01-intro" and "01__intro" become "intro"; names without a number prefix are kept ("4.5.0"). */
export function stripNumberPrefix(segment: string): string {
  const match = prefixMatch(segment)
  return match ? segment.slice(match[0].length) : segment
}

/** The number a name's prefix gives it ("02-guides": 2), or undefined. */
export function numberPrefixOf(segment: string): number | undefined {
  const match = prefixMatch(segment)
  return match ? Number(match[1]) : undefined
}

/** Characters a URL path segment holds as they are (RFC 3986's unreserved ones). */
const urlSafeSegment = /^[A-Za-z0-9._~-]*$/

export function isUrlSafe(segment: string): boolean {
  return urlSafeSegment.test(segment)
}

/**
 * A file or folder name as a URL segment: kept when it is URL-safe, else
 * slugged ("Café Setup" → "cafe-setup": accents dropped, lower case, other
 * characters to dashes). "" when nothing of it is left (a name of emoji).
 */
export function slugSegment(segment: string): string {
  if (isUrlSafe(segment)) return segment
  return segment
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9._~-]+/g, "-")
    .replace(/^-+|-+$/g, "")
}

/**
 * Whether a file is its folder's own page (the sidebar category's link), by
 * Docusaurus' rule: named index, README (any case) or like its folder
 * ("guides/guides.md").
 */
export function isCategoryIndex(relativeFile: string): boolean {
  const segments = relativeFile.replace(/\\/g, "/").split("/")
  const name = segments[segments.length - 1].replace(/\.mdx?$/, "").toLowerCase()
  const folder = segments.length > 1 ? segments[segments.length - 2].toLowerCase() : null
  return name === "index" || name === "readme" || name === folder
}

/** A doc file's folders as URL segments, number prefixes dropped unless `parseNumberPrefixes` is false. */
function folderSegments(relativeFile: string, parseNumberPrefixes: boolean): string[] {
  const segments = relativeFile.replace(/\\/g, "/").split("/").slice(0, -1)
  return segments.map(segment => slugSegment(parseNumberPrefixes ? stripNumberPrefix(segment) : segment))
}

/**
 * Doc path of a file, relative to its version folder:
 * "manual/01-basic_usage/index.mdx" → "manual/basic_usage". A front matter
 * `id` names the doc in place of its file name ("manual/setup.md" with id
 * "install" → "manual/install"), except a folder's own page, which stands for
 * its folder whatever its id, as in Docusaurus. With `parseNumberPrefixes`
 * false (Docusaurus' front matter `parse_number_prefixes: false`) the file's
 * and its folders' number prefixes stay in the path.
 */
export function docPathFromFile(relativeFile: string, id?: string, parseNumberPrefixes = true): string {
  const folders = folderSegments(relativeFile, parseNumberPrefixes)
  if (isCategoryIndex(relativeFile)) return folders.join("/")
  const name = relativeFile.replace(/\\/g, "/").split("/").pop()!.replace(/\.mdx?$/, "")
  const own = id !== undefined ? id : parseNumberPrefixes ? stripNumberPrefix(name) : name
  return [...folders, slugSegment(own)].join("/")
}

/**
 * Applies a front matter `slug` to a doc path, as Docusaurus does: "/x/y"
 * replaces the whole path; a relative one ("x", "./x", "../x") is resolved
 * against `folder`, the doc's folder on disk as a path (for a folder's own
 * page too: "guides/README.md" with slug "x" is "guides/x"), never above
 * the version's root. Trailing slashes are dropped.
 */
export function applySlug(docPath: string, slug: string | undefined, folder: string = docPath.split("/").slice(0, -1).join("/")): string {
  if (!slug) return docPath
  const resolved = slug.startsWith("/") ? [] : folder.split("/").filter(segment => segment !== "")
  for (const segment of slug.split("/")) {
    if (segment === "" || segment === ".") continue
    if (segment === "..") resolved.pop()
    else resolved.push(segment)
  }
  return resolved.join("/")
}

/** A doc's path from its file and front matter: `id`, `slug` and Docusaurus' `parse_number_prefixes`. */
export function docPathOf(relativeFile: string, naming: { id?: string; slug?: string; parseNumberPrefixes?: boolean } = {}): string {
  const parse = naming.parseNumberPrefixes ?? true
  return applySlug(docPathFromFile(relativeFile, naming.id, parse), naming.slug, folderSegments(relativeFile, parse).join("/"))
}

export function docUrl(version: Pick<DocsVersionConfig, "path">, docPath: string): string {
  const prefix = versionUrlPrefix(version)
  return docPath === "" ? prefix : `${prefix}/${docPath}`
}

/** The sidebar a doc belongs to, from the first folder of its path. */
export function docSection(docPath: string): DocSection | null {
  const first = docPath.split("/")[0]
  return (docSections as readonly string[]).includes(first) ? (first as DocSection) : null
}
