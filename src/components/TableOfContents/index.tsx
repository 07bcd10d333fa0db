import React, { useId, useRef } from "react"
import { buildTocTree, type TocHeading } from "./tocTree"
import { TocList } from "./TocList"
import { useTocHighlight } from "./useTocHighlight"
import * as styles from "./styles.module.css"

export { buildTocTree, activeHeadingIndex, tableOfContentsOf, type TocHeading } from "./tocTree"
export { TableOfContentsCollapsible } from "./Collapsible"

const strings = {
  title: "On this page",
}

interface TableOfContentsProps {
  headings: readonly TocHeading[]
  minLevel?: number
  maxLevel?: number
}

/** "On this page" beside the article, the heading being read highlighted. */
export function TableOfContents({ headings, minLevel, maxLevel }: TableOfContentsProps) {
  const tree = buildTocTree(headings, minLevel, maxLevel)
  const titleId = useId()
  const navRef = useRef<HTMLElement>(null)
  useTocHighlight(navRef, styles.active)
  if (tree.length === 0) return null
  return (
    <nav ref={navRef} className={styles.toc} aria-labelledby={titleId}>
      <p id={titleId} className={styles.title}>
        {strings.title}
      </p>
      <TocList nodes={tree} linkClassName={styles.link} />
    </nav>
  )
}
