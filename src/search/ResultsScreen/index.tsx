/**
 * The results: one listbox per section (lvl0), labelled by the section title,
 * with headings and paragraphs shown under their page.
 */
import React from "react"
import { Hit } from "../Hit"
import { HitOption } from "../HitOption"
import type { ItemGroup, NavigableItem } from "../SearchPanel/navigableItems"
import * as styles from "./styles.module.css"

export interface ResultsScreenProps {
  idPrefix: string
  groups: ItemGroup[]
  activeIndex: number
  onSelect(item: NavigableItem, event: React.MouseEvent<HTMLAnchorElement>): void
  onHover(index: number): void
}

export function listboxId(idPrefix: string, groupIndex: number): string {
  return `${idPrefix}-results-${groupIndex}`
}

export function ResultsScreen({ idPrefix, groups, activeIndex, onSelect, onHover }: ResultsScreenProps) {
  return (
    <>
      {groups.map((group, groupIndex) => (
        <section key={group.title} className={styles.section}>
          <div id={`${listboxId(idPrefix, groupIndex)}-title`} className={styles.title}>
            {group.title}
          </div>
          <div role="listbox" id={listboxId(idPrefix, groupIndex)} aria-labelledby={`${listboxId(idPrefix, groupIndex)}-title`} className={styles.list}>
            {group.items.map((item) => (
              <HitOption key={item.hit.objectID} idPrefix={idPrefix} item={item} active={item.index === activeIndex} onSelect={onSelect} onHover={onHover}>
                <Hit hit={item.hit} isChild={item.parent !== null} isLastChild={item.isLastChild} />
              </HitOption>
            ))}
          </div>
        </section>
      ))}
    </>
  )
}
