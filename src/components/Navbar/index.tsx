import React from "react"
import { Link, graphql, useStaticQuery, withPrefix } from "gatsby"
import { siteConfig } from "../../config/site"
import * as styles from "./styles.module.css"

const strings = {
  navLabel: "Main",
  sourceLabel: "Rsvim on GitHub",
}

interface NavbarProps {
  /** Docs version of the current page, if it is a docs page. */
  version?: string
}

/** The top bar: site title and the four main sections, plus the source link. */
export function Navbar({ version }: NavbarProps) {
  const data = useStaticQuery<Queries.NavbarVersionsQuery>(graphql`
    query NavbarVersions {
      allDocsVersion(sort: { order: ASC }) {
        nodes {
          name
          isLast
          mainDocUrl
          apiDocUrl
        }
      }
    }
  `)
  const versions = data.allDocsVersion.nodes
  const current = versions.find(v => v.name === version) ?? versions.find(v => v.isLast) ?? versions[0]
  const hrefOf = (item: (typeof siteConfig.navbar.left)[number]): string =>
    "to" in item ? item.to : item.sidebar === "userManualSidebarId" ? current.mainDocUrl : current.apiDocUrl
  return (
    <header className={styles.header}>
      <nav className={styles.navbar} aria-label={strings.navLabel}>
        <Link to="/" className={styles.brand}>
          <img src={withPrefix("/logo.svg")} alt="" width={28} height={28} />
          <span>{siteConfig.title}</span>
        </Link>
        <ul className={styles.items}>
          {siteConfig.navbar.left.map(item => (
            <li key={item.label}>
              <Link to={hrefOf(item)} className={styles.item} activeClassName={styles.active} partiallyActive>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
        <a className={styles.item} href={siteConfig.sourceRepository} rel="noopener noreferrer" target="_blank">
          GitHub<span className="visually-hidden"> ({strings.sourceLabel})</span>
        </a>
      </nav>
    </header>
  )
}
