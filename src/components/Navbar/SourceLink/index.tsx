import React from "react"
import { siteConfig } from "../../../config/site"
import { Icon } from "../../Icon"
import * as styles from "./styles.module.css"

const strings = {
  label: "Rsvim source code on GitHub",
}

/** An icon link to the source repository; its name comes from aria-label, the icon is decoration. */
export function SourceLink({ className }: { className?: string }) {
  return (
    <a
      href={siteConfig.sourceRepository}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={strings.label}
      title={strings.label}
      className={`${styles.link} ${className ?? ""}`}
    >
      <Icon name="github" size={22} />
    </a>
  )
}
