/**
 * What a result or a stored search shows: an icon for its kind, its title
 * (the hit's own level, or the content snippet) and the path of headings
 * above it. Hits shown under their page leave the page out of the path.
 * Its parts are laid out by the option around them (no wrapper of its own).
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

const iconClass: Record<HitIcon, string> = {
  page: styles.page,
  heading: styles.heading,
  content: styles.content,
  recent: styles.recent,
  favorite: styles.favorite,
}

/** One empty span whose shape is a CSS mask: a hit list draws twenty of these, an inline SVG tree each would cost more. */
export function HitKindIcon({ icon }: { icon: HitIcon }) {
  return <span className={`${styles.icon} ${iconClass[icon]}`} aria-hidden="true" />
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
    <>
      {isChild && <span className={`${styles.tree} ${isLastChild ? styles.treeLast : ""}`} aria-hidden="true" />}
      <HitKindIcon icon={kind} />
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
    </>
  )
}
