/**
 * The docs version dropdown's targets for one page: for every other version,
 * the same page there when it exists, else that version's first page of the
 * same sidebar. Pages are matched by a key that stays the same across
 * versions: the doc path for MDX docs ("manual/installation"); generated pages
 * may choose another (an API symbol's qualified name, since 0.1.2 calls
 * RsvimBuf a class where next calls it an interface).
 */

export interface SwitchVersion {
  name: string
  label: string
  isLast: boolean
}

export interface SwitchPage {
  key: string
  url: string
}

export interface VersionSwitchLink {
  name: string
  label: string
  /** The latest version (the banner on other versions points there). */
  isLast: boolean
  url: string
  /** True when `url` is the same page; false when it is the fallback. */
  samePage: boolean
}

export interface VersionSwitchInput {
  /** The page: its version and key. */
  current: { version: string; key: string }
  /** All versions, in dropdown order. */
  versions: readonly SwitchVersion[]
  /** The published pages of a version. */
  pagesOf: (version: string) => readonly SwitchPage[]
  /** Where a version's readers start when the page does not exist there. */
  fallbackUrl: (version: string) => string
}

export function versionSwitchLinks({ current, versions, pagesOf, fallbackUrl }: VersionSwitchInput): VersionSwitchLink[] {
  return versions
    .filter(version => version.name !== current.version)
    .map(version => {
      const same = pagesOf(version.name).find(page => page.key === current.key)
      return same
        ? { name: version.name, label: version.label, isLast: version.isLast, url: same.url, samePage: true }
        : { name: version.name, label: version.label, isLast: version.isLast, url: fallbackUrl(version.name), samePage: false }
    })
}
