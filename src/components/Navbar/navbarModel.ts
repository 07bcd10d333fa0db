/**
 * What the navbar shows, as pure functions of the page and the reader's
 * preferences (unit-tested). All URLs come resolved from the build; these
 * only choose among them.
 */
import { docSections, type DocSection } from "../../shared/docs/docSection"

export interface NavbarVersion {
  name: string
  label: string
  isLast: boolean
  mainDocUrl: string
  /** "" when the version has no API References. */
  apiDocUrl: string
  urlPrefix: string
}

/** Where one version's copy of the current page is (built per doc by the schema). */
export interface VersionLink {
  name: string
  label: string
  url: string
}

export type NavbarItemConfig = { label: string; to: string } | { label: string; sidebar: "userManualSidebarId" | "apiReferencesSidebarId" }

export interface NavbarItem {
  label: string
  to: string
  /** The reader is in this item's part of the site. */
  active: boolean
}

/** The page's own version, else the reader's preferred one (if it still exists), else the latest. */
export function chooseNavbarVersion(versions: readonly NavbarVersion[], pageVersion: string | undefined, preferred: string | null): NavbarVersion {
  return (
    versions.find(v => v.name === pageVersion) ??
    versions.find(v => v.name === preferred) ??
    versions.find(v => v.isLast) ??
    versions[0]
  )
}

/** Whether `pathname` is `to` or below it ("/blog/2024/..." is in "/blog"). */
export function isPathActive(pathname: string, to: string): boolean {
  const clean = pathname.replace(/\/+$/, "") || "/"
  return clean === to || (to !== "/" && clean.startsWith(`${to}/`))
}

/** The docs section of a docs URL of the version with that URL prefix. */
export function docsSectionOf(pathname: string, urlPrefix: string): DocSection | null {
  for (const section of docSections) {
    if (isPathActive(pathname, `${urlPrefix}/${section}`)) return section
  }
  return null
}

const sectionOfSidebar = { userManualSidebarId: "manual", apiReferencesSidebarId: "api" } as const

export function navbarItems(
  config: readonly NavbarItemConfig[],
  version: NavbarVersion,
  pathname: string,
  docsSection: DocSection | null
): NavbarItem[] {
  return config.flatMap(item => {
    if ("to" in item) return [{ label: item.label, to: item.to, active: isPathActive(pathname, item.to) }]
    const section = sectionOfSidebar[item.sidebar]
    const to = section === "manual" ? version.mainDocUrl : version.apiDocUrl
    // A version without that sidebar (a Docusaurus-layout tree has no API References) shows no link to it.
    return to === "" ? [] : [{ label: item.label, to, active: docsSection === section }]
  })
}

/** Dropdown targets: the same page in each version when the page has one, else that version's start. */
export function versionTargets(versions: readonly NavbarVersion[], pageLinks: readonly VersionLink[] | undefined): VersionLink[] {
  return versions.map(version => ({
    name: version.name,
    label: version.label,
    url: pageLinks?.find(link => link.name === version.name)?.url ?? version.mainDocUrl,
  }))
}
