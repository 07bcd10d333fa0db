/**
 * The results: one listbox per section (lvl0), labelled by the section title,
 * with headings and paragraphs shown under their page. The screen and each
 * row are memoized: a keystroke re-renders the panel before its results
 * arrive, and an arrow key changes two rows, so neither rebuilds the rest
 * (the panel hands stable callbacks).
 *
 * A new list first renders the rows the dropdown can show (counted from its
 * `viewHeight`), so they reach the screen in the keystroke's frame; the rest,
 * below the fold, follow once that frame is painted.
 */
import React, { memo, useEffect, useMemo, useState } from "react"
import { Hit } from "../Hit"
import { HitOption, type HitOptionProps, type OptionListProps } from "../HitOption"
import type { ItemGroup } from "../SearchPanel/navigableItems"
import * as styles from "./styles.module.css"

export interface ResultsScreenProps extends OptionListProps {
  groups: ItemGroup[]
  /** The most the dropdown can show at once, in px. */
  viewHeight: number
}

/** A row (--search-hit-height) and a section title at the default font size, rounded down. */
export const ROW_MIN_PX = 56
export const TITLE_MIN_PX = 28

/** How many rows, in list order, can show in `viewHeight`: at least those the dropdown shows (and one). */
export function rowsInView(groups: ItemGroup[], viewHeight: number): number {
  let left = viewHeight
  let count = 0
  for (const group of groups) {
    left -= TITLE_MIN_PX
    for (let row = 0; row < group.items.length; row++) {
      if (left <= 0) return Math.max(1, count)
      count++
      left -= ROW_MIN_PX
    }
  }
  return Math.max(1, count)
}

/** After the browser has painted the current frame (a task queued from an animation frame runs after its paint). */
function afterPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0)
  })
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
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

export const ResultsScreen = memo(function ResultsScreen({ idPrefix, groups, viewHeight, activeIndex, onSelect, onHover }: ResultsScreenProps) {
  // The list whose every row is rendered; a new list starts with the rows in view.
  const [complete, setComplete] = useState<ItemGroup[] | null>(null)
  const inView = useMemo(() => rowsInView(groups, viewHeight), [groups, viewHeight])
  const whole = complete === groups || activeIndex >= inView
  useEffect(() => (whole ? undefined : afterPaint(() => setComplete(groups))), [whole, groups])
  return (
    <>
      {groups.map((group, groupIndex) => {
        const items = whole ? group.items : group.items.filter((item) => item.index < inView)
        if (items.length === 0) return null
        return (
          <section key={group.title} className={styles.section}>
            <div id={`${listboxId(idPrefix, groupIndex)}-title`} className={styles.title}>
              {group.title}
            </div>
            <div role="listbox" id={listboxId(idPrefix, groupIndex)} aria-labelledby={`${listboxId(idPrefix, groupIndex)}-title`} className={styles.list}>
              {items.map((item) => (
                <ResultRow key={item.hit.objectID} idPrefix={idPrefix} item={item} active={item.index === activeIndex} onSelect={onSelect} onHover={onHover} />
              ))}
            </div>
          </section>
        )
      })}
    </>
  )
})
