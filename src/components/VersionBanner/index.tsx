import React from "react"
import { Link } from "gatsby"
import * as styles from "./styles.module.css"

const strings = {
  unreleased: (label: string) => `This is unreleased documentation for Rsvim ${label}.`,
  unmaintained: (label: string) => `This is documentation for Rsvim ${label}, which is no longer actively maintained.`,
  seeLatest: "For up-to-date documentation, see the",
  latest: (label: string) => `latest version (${label})`,
}

interface VersionBannerProps {
  banner: string
  label: string
  /** This page in the latest version when it exists there, else the latest version's first page. */
  latestUrl: string
  latestLabel: string
}

/** Tells readers of unreleased or old docs which version they are reading. */
export function VersionBanner({ banner, label, latestUrl, latestLabel }: VersionBannerProps) {
  if (banner !== "unreleased" && banner !== "unmaintained") return null
  return (
    <div className={styles.banner} role="note">
      <p className={styles.text}>
        {banner === "unreleased" ? strings.unreleased(label) : strings.unmaintained(label)}{" "}
        {strings.seeLatest} <Link to={latestUrl}>{strings.latest(latestLabel)}</Link>.
      </p>
    </div>
  )
}
