import React from "react"
import type { NavbarModel } from "../useNavbarModel"
import { NavbarLogo } from "../Logo"
import { NavbarItems } from "../Items"
import { DocsVersionDropdown } from "../DocsVersionDropdown"
import { LocaleDropdown } from "../LocaleDropdown"
import { SourceLink } from "../SourceLink"
import { NavbarColorModeToggle } from "../ColorModeToggle"
import { NavbarSearch } from "../Search"
import { MobileSidebarToggle } from "../MobileSidebar/Toggle"
import * as styles from "./styles.module.css"

/**
 * Left: logo and the main sections. Right: version and language menus, the
 * source link, the colour toggle and search. At ≤ 996 px only the menu toggle,
 * the logo and search stay; the rest moves into the mobile menu.
 */
export function NavbarContent({ model }: { model: NavbarModel }) {
  return (
    <>
      <MobileSidebarToggle className={styles.mobileOnly} />
      <NavbarLogo />
      <div className={`${styles.left} ${styles.desktopOnly}`}>
        <NavbarItems items={model.items} pathname={model.pathname} />
      </div>
      <div className={styles.right}>
        <div className={`${styles.group} ${styles.desktopOnly}`}>
          <DocsVersionDropdown label={model.currentVersion.label} items={model.versionItems} />
          <LocaleDropdown label={model.currentLocaleLabel} items={model.localeItems} />
          <SourceLink />
          <NavbarColorModeToggle />
        </div>
        <NavbarSearch version={model.currentVersion.name} />
      </div>
    </>
  )
}
