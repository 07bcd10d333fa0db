import React from "react"
import { Link, withPrefix } from "gatsby"
import { siteConfig } from "../../../config/site"
import * as styles from "./styles.module.css"

const strings = {
  homeLabel: `${siteConfig.title} home page`,
}

/** The logo and site title, linking home. */
export function NavbarLogo({ onClick }: { onClick?: () => void }) {
  return (
    <Link to="/" className={styles.brand} aria-label={strings.homeLabel} onClick={onClick}>
      <img src={withPrefix("/logo.svg")} alt="" width={30} height={30} />
      <span className={styles.title}>{siteConfig.title}</span>
    </Link>
  )
}
