import React from "react"
import { Link } from "gatsby"
import { siteConfig, type NavLink } from "../../config/site"
import * as styles from "./styles.module.css"

const strings = {
  copyright: `Copyright © ${siteConfig.copyrightYear} Rsvim. Built with Gatsby.`,
}

/** Site paths navigate in the app; other links open in a new tab without handing it our window. */
function FooterLink({ item }: { item: NavLink }) {
  if (item.to.startsWith("/")) return <Link to={item.to} className={styles.link}>{item.label}</Link>
  return (
    <a href={item.to} target="_blank" rel="noopener noreferrer" className={styles.link}>
      {item.label}
      <svg className={styles.external} width="11" height="11" viewBox="0 0 24 24" aria-hidden="true">
        <path fill="currentColor" d="M21 13v10h-21v-19h12v2h-10v15h17v-8h2zm3-12h-10.99l4.4 4.5-7.41 7.58 2.83 2.83 7.41-7.59 4.76 4.68v-12z" />
      </svg>
    </a>
  )
}

/** Link groups (Reference, Community, More) and the copyright at the bottom of every page. */
export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.groups}>
        {siteConfig.footer.groups.map(group => (
          <section key={group.title} aria-labelledby={`footer-${group.title}`}>
            <h2 id={`footer-${group.title}`} className={styles.title}>
              {group.title}
            </h2>
            <ul className={styles.list}>
              {group.items.map(item => (
                <li key={item.label}>
                  <FooterLink item={item} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <p className={styles.copyright}>{strings.copyright}</p>
    </footer>
  )
}
