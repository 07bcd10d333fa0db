/**
 * The two layouts a docs tree under content/ may have, told apart by what is
 * on disk, so a Docusaurus site's content builds as it was copied:
 *
 * - this site's own: content/docs/versions.yaml lists the versions; each is a
 *   folder content/docs/<name>/ holding the manual/ and api/ sections.
 * - Docusaurus' (no versions.yaml): content/docs/ is the current version's
 *   docs, at its root and without sections; content/versioned_docs/version-<v>/
 *   holds each older version named in content/versions.json (newest first).
 *   Labels, URL paths and the version served at the docs' route follow
 *   Docusaurus' rules and its options, which are src/config/content.ts's `docs`.
 *
 * Both give the same DocsVersionConfig list, so everything after reading the
 * files (URLs, sidebars, the version dropdown, search, sitemap) is shared.
 */
import fs from "node:fs"
import path from "node:path"
import { ContentError } from "../content/contentError"
import { parseYaml } from "../content/parseYaml"
import { contentConfig, type DocsVersionSetting } from "../../config/content"
import type { DocsVersionConfig } from "./versions"
import type { VersionBanner } from "../../config/content"

export type DocsLayout = "site" | "docusaurus"

/** Docusaurus' name of the version in content/docs/. */
export const currentVersionName = "current"

/** Where the settings of a Docusaurus-layout tree are written, for messages. */
export const docsSettingsFile = "src/config/content.ts"

/** The layout of the tree under `contentDir`: this site's when content/docs/versions.yaml exists, else Docusaurus'. */
export function docsLayoutOf(contentDir: string): DocsLayout {
  return fs.existsSync(path.join(contentDir, "docs", "versions.yaml")) ? "site" : "docusaurus"
}

/** The file that lists the versions in a layout, relative to content/. */
export function versionsFileOf(layout: DocsLayout): string {
  return layout === "site" ? "docs/versions.yaml" : "versions.json"
}

/** A version's folder relative to content/ ("docs/next", "versioned_docs/version-1.0"). */
export function versionDirOf(version: Pick<DocsVersionConfig, "name" | "dir">): string {
  return version.dir ?? `docs/${version.name}`
}

/** The version a folder name stands for in a layout's docs ("version-1.0" → "1.0"). */
function versionOfFolder(layout: DocsLayout, top: string, second: string | undefined): string | null {
  if (layout === "site") return top === "docs" && second !== undefined ? second : null
  if (top === "docs") return currentVersionName
  if (top === "versioned_docs" && second?.startsWith("version-")) return second.slice("version-".length)
  return null
}

/** A path under content/ as a version and a path in it, or null outside every version's folder. */
export function docsPathOf(relativePath: string, layout: DocsLayout): { versionName: string; relativeInVersion: string } | null {
  const parts = relativePath.replace(/\\/g, "/").split("/")
  const versionName = versionOfFolder(layout, parts[0], parts[1])
  if (versionName === null) return null
  const depth = layout === "docusaurus" && parts[0] === "docs" ? 1 : 2
  if (parts.length <= depth) return null
  return { versionName, relativeInVersion: parts.slice(depth).join("/") }
}

/** The version folders on disk, by version name, relative to content/. */
export function versionFoldersOnDisk(contentDir: string, layout: DocsLayout): Map<string, string> {
  const folders = new Map<string, string>()
  const subfolders = (dir: string) =>
    fs.existsSync(path.join(contentDir, dir))
      ? fs.readdirSync(path.join(contentDir, dir), { withFileTypes: true }).filter(entry => entry.isDirectory()).map(entry => entry.name).sort()
      : []
  if (layout === "site") {
    for (const name of subfolders("docs")) folders.set(name, `docs/${name}`)
    return folders
  }
  if (fs.existsSync(path.join(contentDir, "docs"))) folders.set(currentVersionName, "docs")
  for (const name of subfolders("versioned_docs")) {
    if (name.startsWith("version-")) folders.set(name.slice("version-".length), `versioned_docs/${name}`)
  }
  return folders
}

/** A `docs.routeBasePath` (or `blog.routeBasePath`) that cannot be a route (either layout). */
export function routeBaseProblem(routeBasePath: string, settingsFile: string = docsSettingsFile, setting: "docs" | "blog" = "docs"): ContentError | null {
  return /^\/*[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*\/*$/.test(routeBasePath)
    ? null
    : new ContentError(settingsFile, `${setting}.routeBasePath must be a URL path such as "${setting}" (not "/": the home page is this site's own)`)
}

/** Docusaurus' versions.json: a list of version names, newest first. */
export function parseVersionsJson(text: string, file: string): string[] {
  // JSON is YAML: one parser, with line numbers.
  const raw = parseYaml(text, file, "invalid versions file")
  if (!Array.isArray(raw) || raw.some(name => typeof name !== "string" || name.trim() === "")) {
    throw new ContentError(file, `expected a list of version names, newest first (["2.0", "1.0"])`)
  }
  const names = raw as string[]
  const twice = names.find((name, at) => names.indexOf(name) !== at)
  if (twice !== undefined) throw new ContentError(file, `version "${twice}" is listed twice`)
  if (names.includes(currentVersionName)) throw new ContentError(file, `"${currentVersionName}" is the name of content/docs/ itself and cannot be a versioned copy`)
  return names
}

export interface DocsSettings {
  routeBasePath?: string
  lastVersion?: string
  includeCurrentVersion: boolean
  onlyIncludeVersions?: readonly string[]
  versions: Readonly<Record<string, DocsVersionSetting>>
}

/** Docusaurus' default banner: none for the last version, "unreleased" for newer ones, "unmaintained" for older. */
function defaultBanner(name: string, names: readonly string[], last: string): VersionBanner {
  if (name === last) return "none"
  return names.indexOf(name) < names.indexOf(last) ? "unreleased" : "unmaintained"
}

/**
 * The versions of a Docusaurus-layout tree, as its docs plugin makes them:
 * "current" (content/docs/) first unless `includeCurrentVersion` is false,
 * then versions.json's names; the last version is `lastVersion`, else the
 * newest of versions.json, else "current"; it is served at the route itself,
 * "current" at next/ when it is not the last, every other version at its name.
 */
export function docusaurusVersions(
  versionsJson: readonly string[],
  settings: DocsSettings = contentConfig.docs,
  settingsFile: string = docsSettingsFile
): { versions: DocsVersionConfig[]; problems: ContentError[] } {
  const problems: ContentError[] = []
  const known = [currentVersionName, ...versionsJson]
  const route = routeBaseProblem(settings.routeBasePath ?? "docs", settingsFile)
  if (route) problems.push(route)
  const all = settings.includeCurrentVersion ? known : [...versionsJson]
  const unknown = (name: string) => !known.includes(name)
  for (const name of Object.keys(settings.versions).filter(unknown)) {
    problems.push(new ContentError(settingsFile, `docs.versions names "${name}", which is neither "${currentVersionName}" nor in content/versions.json`))
  }
  for (const name of (settings.onlyIncludeVersions ?? []).filter(unknown)) {
    problems.push(new ContentError(settingsFile, `docs.onlyIncludeVersions names "${name}", which is neither "${currentVersionName}" nor in content/versions.json`))
  }
  const names = settings.onlyIncludeVersions ? all.filter(name => settings.onlyIncludeVersions!.includes(name)) : all
  if (names.length === 0) {
    problems.push(new ContentError(settingsFile, `no docs version is left to build (docs.includeCurrentVersion, docs.onlyIncludeVersions and content/versions.json)`))
    return { versions: [], problems }
  }
  let last = settings.lastVersion ?? names.find(name => name !== currentVersionName) ?? currentVersionName
  if (!names.includes(last)) {
    problems.push(new ContentError(settingsFile, `docs.lastVersion "${last}" is not one of the versions built (${names.join(", ")})`))
    last = names[0]
  }
  const versions = names.map((name): DocsVersionConfig => {
    const own = settings.versions[name] ?? {}
    return {
      name,
      label: own.label ?? (name === currentVersionName ? "Next" : name),
      path: (own.path ?? (name === last ? "" : name === currentVersionName ? "next" : name)).replace(/^\/+|\/+$/g, ""),
      isLast: name === last,
      banner: own.banner ?? defaultBanner(name, names, last),
      dir: name === currentVersionName ? "docs" : `versioned_docs/version-${name}`,
      sectioned: false,
    }
  })
  const paths = new Map<string, string>()
  for (const version of versions) {
    if (!/^[A-Za-z0-9._/-]*$/.test(version.path)) problems.push(new ContentError(settingsFile, `docs.versions["${version.name}"].path may hold only letters, digits, ".", "_", "-" and "/"`))
    const other = paths.get(version.path)
    if (other !== undefined) problems.push(new ContentError(settingsFile, `versions "${other}" and "${version.name}" would both be served at the URL path "${version.path}": give one a docs.versions[...].path`))
    paths.set(version.path, version.name)
  }
  return { versions, problems }
}
