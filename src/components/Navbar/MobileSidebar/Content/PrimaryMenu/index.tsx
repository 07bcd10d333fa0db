import React, { useState } from "react"
import { Link } from "gatsby"
import type { NavbarModel } from "../../../useNavbarModel"
import type { DropdownItem } from "../../../../Dropdown"
import { Icon } from "../../../../Icon"
// Before SourceLink: this stylesheet composes the navbar's entry (Navbar/Items), which the navbar on
// every page puts before SourceLink's, and the one stylesheet needs one order (src/node/webpack/cssOrderCheck.ts).
import * as styles from "./styles.module.css"
import { SourceLink } from "../../../SourceLink"

const strings = {
  menuLabel: "Main menu",
  version: (label: string) => `Version: ${label}`,
  language: (label: string) => `Language: ${label}`,
  source: "GitHub",
}

/** The navbar's items as a vertical list, with the version and language menus as collapsible groups. */
export function MobilePrimaryMenu({ model }: { model: NavbarModel }) {
  return (
    <nav className={styles.menu} aria-label={strings.menuLabel}>
      <ul className={styles.list}>
        {model.items.map(item => (
          <li key={item.label}>
            <Link to={item.to} className={`${styles.link} ${item.active ? styles.active : ""}`} aria-current={item.to === model.pathname ? "page" : item.active ? "true" : undefined}>
              {item.label}
            </Link>
          </li>
        ))}
        <MenuGroup title={strings.version(model.currentVersion.label)} items={model.versionItems} />
        <MenuGroup title={strings.language(model.currentLocaleLabel)} items={model.localeItems} />
        <li className={styles.source}>
          <SourceLink />
          <span aria-hidden="true">{strings.source}</span>
        </li>
      </ul>
    </nav>
  )
}

function MenuGroup({ title, items }: { title: string; items: readonly DropdownItem[] }) {
  const [expanded, setExpanded] = useState(false)
  return (
    <li>
      <button type="button" className={styles.groupButton} aria-expanded={expanded} onClick={() => setExpanded(value => !value)}>
        {title}
        <Icon name="caretDown" size={10} className={styles.caret} />
      </button>
      <ul className={styles.subList} hidden={!expanded}>
        {items.map(item => (
          <li key={`${item.label}:${item.to}`}>
            <Link to={item.to} lang={item.lang} className={`${styles.link} ${item.active ? styles.active : ""}`} aria-current={item.active ? "true" : undefined} onClick={item.onSelect}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  )
}
