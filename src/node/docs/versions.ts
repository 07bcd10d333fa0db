import { ContentError } from "../content/contentError"
import { parseYaml } from "../content/parseYaml"
import { contentConfig, routeOf, versionBanners, type VersionBanner } from "../../config/content"

export interface DocsVersionConfig {
  /** Folder under content/docs/ and the version's identity ("next", "0.1.2"). */
  name: string
  label: string
  /** URL prefix under /docs; "" serves the version at /docs directly. */
  path: string
  isLast: boolean
  banner: VersionBanner
  /**
   * The version's folder under content/ ("versioned_docs/version-1.0"); unset in this site's own
   * layout, where it is docs/<name> (src/node/docs/docsLayout.ts).
   */
  dir?: string
  /**
   * Whether the docs sit in the manual/ and api/ sections (this site's layout, the default) or,
   * as in Docusaurus, at the version's root as one sidebar.
   */
  sectioned?: boolean
}


/** Parses and validates versions.yaml; `file` names the source in errors. */
export function parseVersions(text: string, file: string): DocsVersionConfig[] {
  const raw = parseYaml(text, file)
  if (!Array.isArray(raw) || raw.length === 0) {
    throw new ContentError(file, "expected a non-empty list of versions")
  }
  const versions = raw.map((entry, index) => parseVersion(entry, index, file))
  const names = new Set<string>()
  const paths = new Set<string>()
  for (const version of versions) {
    if (names.has(version.name)) throw new ContentError(file, `duplicate version name "${version.name}"`)
    if (paths.has(version.path)) throw new ContentError(file, `duplicate version path "${version.path}"`)
    names.add(version.name)
    paths.add(version.path)
  }
  const latest = versions.filter(version => version.isLast)
  if (latest.length !== 1) {
    throw new ContentError(file, `exactly one version must have isLast: true (found ${latest.length})`)
  }
  return versions
}

function parseVersion(entry: unknown, index: number, file: string): DocsVersionConfig {
  const where = `version #${index + 1}`
  if (typeof entry !== "object" || entry === null) {
    throw new ContentError(file, `${where} must be a mapping`)
  }
  const { name, label, path, isLast, banner } = entry as Record<string, unknown>
  const text = (value: unknown, field: string, allowEmpty = false): string => {
    if (typeof value === "number") value = String(value)
    if (typeof value !== "string" || (!allowEmpty && value.trim() === "")) {
      throw new ContentError(file, `${where}: "${field}" must be a ${allowEmpty ? "" : "non-empty "}string`)
    }
    return value
  }
  const parsedPath = text(path, "path", true)
  if (!/^[A-Za-z0-9._-]*$/.test(parsedPath)) {
    throw new ContentError(file, `${where}: "path" may hold only letters, digits, ".", "_" and "-"`)
  }
  if (typeof isLast !== "boolean") throw new ContentError(file, `${where}: "isLast" must be true or false`)
  if (!(versionBanners as readonly unknown[]).includes(banner)) {
    throw new ContentError(file, `${where}: "banner" must be one of ${versionBanners.join(", ")}`)
  }
  return {
    name: text(name, "name"),
    label: text(label, "label"),
    path: parsedPath,
    isLast,
    banner: banner as VersionBanner,
  }
}

/** The docs' route (Docusaurus' `routeBasePath`) as a site path: "/docs". */
export function docsRoute(routeBasePath: string = contentConfig.docs.routeBasePath): string {
  return routeOf(routeBasePath)
}

/** "/docs" for the latest version, "/docs/<path>" for the others. */
export function versionUrlPrefix(version: Pick<DocsVersionConfig, "path">): string {
  return version.path === "" ? docsRoute() : `${docsRoute()}/${version.path}`
}
