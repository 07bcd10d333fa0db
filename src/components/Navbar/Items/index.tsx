import React from "react"
import { Link } from "gatsby"
import type { NavbarItem } from "../navbarModel"
import * as styles from "./styles.module.css"

/** The main sections (User Manual, API References, Blog, Sponsor), the active one marked. */
export function NavbarItems({ items, pathname }: { items: readonly NavbarItem[]; pathname: string }) {
  return (
    <ul className={styles.items}>
      {items.map(item => (
        <li key={item.label}>
          <Link
            to={item.to}
            className={`${styles.item} ${item.active ? styles.active : ""}`}
            // "page" on the page itself, "true" anywhere else in its section.
            aria-current={item.to === pathname ? "page" : item.active ? "true" : undefined}
          >
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  )
}
