import { useEffect } from "react"
import { graphql, useStaticQuery } from "gatsby"
import { siteConfig } from "../../config/site"
import { useDocsPreferredVersion } from "../../theme/docsPreferredVersion"
import { usePageLocation } from "../../theme/pageLocation"
import { chooseNavbarVersion, docsSectionOf, navbarItems, versionTargets, type VersionLink } from "./navbarModel"
import type { DocSection } from "../../shared/docs/docSection"

export interface NavbarPageProps {
  /** Docs version of the page, if it is a docs page. */
  version?: string
  /** Docs section of the page; derived from its URL when not given. */
  docsSection?: DocSection
  /** The same page in each version, for the version dropdown. */
  versionLinks?: readonly VersionLink[]
}

/** Everything the desktop navbar and the mobile menu show, for the current page. */
export function useNavbarModel({ version, docsSection, versionLinks }: NavbarPageProps) {
  const data = useStaticQuery<Queries.NavbarVersionsQuery>(graphql`
    query NavbarVersions {
      allDocsVersion(sort: { order: ASC }) {
        nodes {
          name
          label
          isLast
          mainDocUrl
          apiDocUrl
          urlPrefix
        }
      }
    }
  `)
  const versions = data.allDocsVersion.nodes
  const { pathname } = usePageLocation()
  const { preferredVersion, savePreferredVersion, clearPreferredVersion } = useDocsPreferredVersion()

  // A stored name that is no version of this site (removed, or garbage): forget it.
  const unknownPreference = preferredVersion !== null && !versions.some(v => v.name === preferredVersion)
  useEffect(() => {
    if (unknownPreference) clearPreferredVersion()
  }, [unknownPreference, clearPreferredVersion])

  const current = chooseNavbarVersion(versions, version, preferredVersion)
  const section = docsSection ?? (version ? docsSectionOf(pathname, current.urlPrefix) : null)
  return {
    pathname,
    items: navbarItems(siteConfig.navbar.left, current, pathname, section),
    currentVersion: current,
    versionItems: versionTargets(versions, versionLinks).map(target => ({
      label: target.label,
      to: target.url,
      active: target.name === current.name,
      onSelect: () => savePreferredVersion(target.name),
    })),
    localeItems: siteConfig.i18n.locales.map(locale => ({
      label: locale.label,
      to: pathname,
      lang: locale.htmlLang,
      active: locale.code === siteConfig.i18n.defaultLocale,
    })),
    currentLocaleLabel: siteConfig.i18n.locales.find(l => l.code === siteConfig.i18n.defaultLocale)?.label ?? "English",
  }
}

export type NavbarModel = ReturnType<typeof useNavbarModel>
