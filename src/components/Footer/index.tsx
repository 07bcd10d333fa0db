import React from "react"
import { Link } from "gatsby"
import { siteConfig, type NavLink } from "../../config/site"
import { Icon } from "../Icon"
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
      <Icon name="external" size={11} className={styles.external} />
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
