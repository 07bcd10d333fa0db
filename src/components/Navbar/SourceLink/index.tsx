import React from "react"
import { siteConfig } from "../../../config/site"
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
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path
          fill="currentColor"
          d="M12 .5a11.5 11.5 0 0 0-3.64 22.41c.58.1.79-.25.79-.56v-2c-3.2.7-3.88-1.37-3.88-1.37-.52-1.33-1.28-1.69-1.28-1.69-1.05-.71.08-.7.08-.7 1.16.08 1.77 1.19 1.77 1.19 1.03 1.77 2.7 1.26 3.36.96.1-.75.4-1.26.73-1.55-2.55-.29-5.24-1.28-5.24-5.68 0-1.26.45-2.28 1.19-3.09-.12-.29-.52-1.46.11-3.05 0 0 .97-.31 3.17 1.18a11 11 0 0 1 5.77 0c2.2-1.49 3.17-1.18 3.17-1.18.63 1.59.23 2.76.11 3.05.74.81 1.19 1.83 1.19 3.09 0 4.41-2.69 5.38-5.25 5.67.41.36.78 1.06.78 2.14v3.17c0 .31.21.67.8.56A11.5 11.5 0 0 0 12 .5z"
        />
      </svg>
    </a>
  )
}
