import React from "react"
import * as styles from "./styles.module.css"

const strings = {
  anchor: (label: string) => `Direct link to ${label}`,
}

interface SectionHeadingProps {
  /** 2 to 4: the level the page outline gave this heading (src/node/api/pageOutline.ts). */
  level: number
  id: string
  children: React.ReactNode
  /** What the "#" link is called for screen readers, e.g. "writeSync parameters". */
  linkLabel: string
  className?: string
}

/** An anchored heading of an API page; the table of contents links to its id. */
export function SectionHeading({ level, id, children, linkLabel, className }: SectionHeadingProps) {
  const Tag = `h${Math.min(Math.max(level, 2), 6)}` as "h2" | "h3" | "h4" | "h5" | "h6"
  return (
    <Tag id={id} className={`${styles.heading} ${className ?? ""}`}>
      {children}
      <a className={styles.anchor} href={`#${id}`} aria-label={strings.anchor(linkLabel)}>
        #
      </a>
    </Tag>
  )
}
