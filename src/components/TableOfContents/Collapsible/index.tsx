import React from "react"
import { buildTocTree, type TocHeading } from "../tocTree"
import { TocList } from "../TocList"
import * as styles from "./styles.module.css"

const strings = {
  title: "On this page",
}

interface TableOfContentsCollapsibleProps {
  headings: readonly TocHeading[]
  minLevel?: number
  maxLevel?: number
}

/** The table of contents on small screens: a closed disclosure at the top of the article. */
export function TableOfContentsCollapsible({ headings, minLevel, maxLevel }: TableOfContentsCollapsibleProps) {
  const tree = buildTocTree(headings, minLevel, maxLevel)
  if (tree.length === 0) return null
  return (
    <nav className={styles.collapsible} aria-label={strings.title}>
      <details>
        <summary className={styles.summary}>{strings.title}</summary>
        <div className={styles.body}>
          <TocList nodes={tree} />
        </div>
      </details>
    </nav>
  )
}
