/**
 * The results: one listbox per section (lvl0), labelled by the section title,
 * with headings and paragraphs shown under their page. The screen and each
 * row are memoized: a keystroke re-renders the panel before its results
 * arrive, and an arrow key changes two rows, so neither rebuilds the rest
 * (the panel hands stable callbacks).
 */
import React, { memo } from "react"
import { Hit } from "../Hit"
import { HitOption, type HitOptionProps, type OptionListProps } from "../HitOption"
import type { ItemGroup } from "../SearchPanel/navigableItems"
import * as styles from "./styles.module.css"

export interface ResultsScreenProps extends OptionListProps {
  groups: ItemGroup[]
}

export function listboxId(idPrefix: string, groupIndex: number): string {
  return `${idPrefix}-results-${groupIndex}`
}

const ResultRow = memo(function ResultRow({ idPrefix, item, active, onSelect, onHover }: Omit<HitOptionProps, "className" | "children">) {
  return (
    <HitOption idPrefix={idPrefix} item={item} active={active} onSelect={onSelect} onHover={onHover}>
      <Hit hit={item.hit} isChild={item.parent !== null} isLastChild={item.isLastChild} />
    </HitOption>
  )
})

export const ResultsScreen = memo(function ResultsScreen({ idPrefix, groups, activeIndex, onSelect, onHover }: ResultsScreenProps) {
  return (
    <>
      {groups.map((group, groupIndex) => (
        <section key={group.title} className={styles.section}>
          <div id={`${listboxId(idPrefix, groupIndex)}-title`} className={styles.title}>
            {group.title}
          </div>
          <div role="listbox" id={listboxId(idPrefix, groupIndex)} aria-labelledby={`${listboxId(idPrefix, groupIndex)}-title`} className={styles.list}>
            {group.items.map((item) => (
              <ResultRow key={item.hit.objectID} idPrefix={idPrefix} item={item} active={item.index === activeIndex} onSelect={onSelect} onHover={onHover} />
            ))}
          </div>
        </section>
      ))}
    </>
  )
})
