/**
 * What a result or a stored search shows: an icon for its kind, its title
 * (the hit's own level, or the content snippet) and the path of headings
 * above it. Hits shown under their page leave the page out of the path.
 */
import React from "react"
import { Snippet, type SnippetAttribute } from "../Snippet"
import { hierarchyLevels, type HierarchyLevel, type SearchHit, type StoredHit } from "../../shared/search/types"
import * as styles from "./styles.module.css"

export type HitIcon = "page" | "heading" | "content" | "recent" | "favorite"

export interface HitProps {
  hit: SearchHit | StoredHit
  icon?: HitIcon
  /** Shown under its page in the results. */
  isChild?: boolean
  isLastChild?: boolean
}

const paths: Record<HitIcon, string> = {
  page: "M4 2h8l4 4v12H4zM12 2v4h4",
  heading: "M7 3 5 17M15 3l-2 14M3 7h14M3 13h14",
  content: "M4 5h12M4 10h12M4 15h8",
  recent: "M10 4a6 6 0 1 0 6 6M10 6v4l3 2M16 4v4h-4",
  favorite: "M10 2.5l2.3 4.8 5.2.6-3.9 3.6 1 5.2-4.6-2.6-4.6 2.6 1-5.2-3.9-3.6 5.2-.6z",
}

export function HitIconSvg({ icon }: { icon: HitIcon }) {
  return (
    <svg className={styles.icon} width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
      <path d={paths[icon]} fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}

function ownLevel(hit: SearchHit | StoredHit): HierarchyLevel | null {
  return hit.type === "content" ? null : hit.type
}

/** The headings above the hit (lvl1 first), as snippet attributes. */
function pathOf(hit: SearchHit | StoredHit, isChild: boolean): SnippetAttribute[] {
  const own = ownLevel(hit)
  const stop = own ? hierarchyLevels.indexOf(own) : hierarchyLevels.length
  return hierarchyLevels
    .slice(isChild ? 2 : 1, stop)
    .filter((level) => hit.hierarchy[level])
    .map((level) => `hierarchy.${level}` as const)
}

export function Hit({ hit, icon, isChild = false, isLastChild = false }: HitProps) {
  const own = ownLevel(hit)
  const kind: HitIcon = icon ?? (hit.type === "lvl1" ? "page" : hit.type === "content" ? "content" : "heading")
  const title: SnippetAttribute = own ? `hierarchy.${own}` : "content"
  const path = pathOf(hit, isChild)
  return (
    <span className={styles.hit}>
      {isChild && <span className={`${styles.tree} ${isLastChild ? styles.treeLast : ""}`} aria-hidden="true" />}
      <HitIconSvg icon={kind} />
      <span className={styles.text}>
        <span className={styles.title}>
          <Snippet hit={hit} attribute={title} />
        </span>
        {path.length > 0 && (
          <span className={styles.path}>
            {path.map((attribute, index) => (
              <React.Fragment key={attribute}>
                {index > 0 && <span aria-hidden="true"> › </span>}
                <Snippet hit={hit} attribute={attribute} />
              </React.Fragment>
            ))}
          </span>
        )}
      </span>
    </span>
  )
}
