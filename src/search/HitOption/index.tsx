/**
 * One entry of a result or stored-search listbox. The option is the link
 * itself (`<a role="option" href>`): a link nested inside an option would be
 * an interactive control inside one whose children are presentational.
 * Focus stays in the search input (aria-activedescendant), so options are
 * not in the tab order. The "Enter opens it" icon of the active option is
 * drawn by its stylesheet.
 */
import React, { type ReactNode } from "react"
import { withPrefix } from "gatsby"
import type { NavigableItem } from "../SearchPanel/navigableItems"
import { hitLink } from "../hitUrl"
import * as styles from "./styles.module.css"

export interface HitOptionProps {
  idPrefix: string
  item: NavigableItem
  active: boolean
  onSelect(item: NavigableItem, event: React.MouseEvent<HTMLAnchorElement>): void
  onHover(index: number): void
  className?: string
  children: ReactNode
}

/** What a screen of options (results, recent and favorite searches) needs to show and drive them. */
export interface OptionListProps {
  idPrefix: string
  /** The option the arrow keys are on. */
  activeIndex: number
  onSelect: HitOptionProps["onSelect"]
  onHover: HitOptionProps["onHover"]
}

/** A site path gets the site's path prefix; an absolute http(s) URL stays as it is; anything else gets no href. */
function hrefOf(url: string): string | undefined {
  const link = hitLink(url)
  if (!link) return undefined
  return link.kind === "path" ? withPrefix(link.url) : link.url
}

export function HitOption({ idPrefix, item, active, onSelect, onHover, className, children }: HitOptionProps) {
  return (
    <a
      role="option"
      id={`${idPrefix}-item-${item.index}`}
      aria-selected={active}
      tabIndex={-1}
      href={hrefOf(item.hit.url)}
      className={`${styles.option} ${item.parent ? styles.child : ""} ${className ?? ""}`}
      onClick={(event) => onSelect(item, event)}
      onMouseMove={() => {
        if (!active) onHover(item.index)
      }}
    >
      {children}
    </a>
  )
}
