import React from "react"
import { Link } from "gatsby"
import * as styles from "./styles.module.css"

interface VersionBannerProps {
  banner: string
  label: string
  /** Where the latest version's docs start. */
  latestUrl: string
  latestLabel: string
}

/** Tells readers of unreleased or old docs which version they are reading. */
export function VersionBanner({ banner, label, latestUrl, latestLabel }: VersionBannerProps) {
  if (banner !== "unreleased" && banner !== "unmaintained") return null
  return (
    <div className={styles.banner} role="note">
      {banner === "unreleased" ? (
        <>This is unreleased documentation for Rsvim {label}.</>
      ) : (
        <>This is documentation for Rsvim {label}, which is no longer actively maintained.</>
      )}{" "}
      For up-to-date documentation, see the <Link to={latestUrl}>latest version ({latestLabel})</Link>.
    </div>
  )
}
