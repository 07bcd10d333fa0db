/**
 * The empty-query screen: Recent and Favorite searches, or "No recent
 * searches". Each entry is an option of its section's listbox; its actions
 * (save, remove) sit beside the listbox, not inside it, because an option may
 * hold no other controls.
 */
import React from "react"
import { Hit } from "../Hit"
import type { StoredHit } from "../../shared/search/types"
import type { NavigableItem } from "../SearchPanel/navigableItems"
import { HitOption, type OptionListProps } from "../HitOption"
import * as styles from "./styles.module.css"

const text = {
  recentSearchesTitle: "Recent",
  favoriteSearchesTitle: "Favorite",
  noRecentSearchesText: "No recent searches",
  saveRecentSearchButtonTitle: "Save this search",
  removeRecentSearchButtonTitle: "Remove this search from history",
  removeFavoriteSearchButtonTitle: "Remove this search from favorites",
}

export interface StartScreenProps extends OptionListProps {
  items: NavigableItem[]
  onFavorite(hit: StoredHit): void
  onRemoveRecent(hit: StoredHit): void
  onRemoveFavorite(hit: StoredHit): void
}

export function StartScreen({ idPrefix, items, activeIndex, onSelect, onHover, onFavorite, onRemoveRecent, onRemoveFavorite }: StartScreenProps) {
  if (items.length === 0) return <p className={styles.empty}>{text.noRecentSearchesText}</p>

  const sections = [
    { key: "recent", title: text.recentSearchesTitle, entries: items.filter((item) => item.source === "recent") },
    { key: "favorite", title: text.favoriteSearchesTitle, entries: items.filter((item) => item.source === "favorite") },
  ].filter((section) => section.entries.length > 0)

  return (
    <>
      {sections.map((section) => (
        <section key={section.key} className={styles.section}>
          <div id={`${idPrefix}-${section.key}-title`} className={styles.title}>
            {section.title}
          </div>
          <div className={styles.rows}>
            <div role="listbox" id={`${idPrefix}-${section.key}-list`} aria-labelledby={`${idPrefix}-${section.key}-title`} className={styles.list}>
              {section.entries.map((item) => (
                <HitOption key={item.hit.objectID} idPrefix={idPrefix} item={item} active={item.index === activeIndex} onSelect={onSelect} onHover={onHover} className={styles.option}>
                  <Hit hit={item.hit} icon={item.source === "recent" ? "recent" : "favorite"} />
                </HitOption>
              ))}
            </div>
            <div className={styles.actions}>
              {section.entries.map((item) => {
                const optionId = `${idPrefix}-item-${item.index}`
                return (
                  <div key={item.hit.objectID} className={styles.actionRow} data-active={item.index === activeIndex || undefined}>
                    {item.source === "recent" && (
                      <button type="button" className={styles.action} title={text.saveRecentSearchButtonTitle} aria-label={text.saveRecentSearchButtonTitle} aria-describedby={optionId} onClick={() => onFavorite(item.hit)}>
                        <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true">
                          <path d="M10 2.5l2.3 4.8 5.2.6-3.9 3.6 1 5.2-4.6-2.6-4.6 2.6 1-5.2-3.9-3.6 5.2-.6z" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinejoin="round" />
                        </svg>
                      </button>
                    )}
                    <button
                      type="button"
                      className={styles.action}
                      title={item.source === "recent" ? text.removeRecentSearchButtonTitle : text.removeFavoriteSearchButtonTitle}
                      aria-label={item.source === "recent" ? text.removeRecentSearchButtonTitle : text.removeFavoriteSearchButtonTitle}
                      aria-describedby={optionId}
                      onClick={() => (item.source === "recent" ? onRemoveRecent(item.hit) : onRemoveFavorite(item.hit))}
                    >
                      <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true">
                        <path d="M10 10l5.09-5.09L10 10l5.09 5.09L10 10zm0 0L4.91 4.91 10 10l-5.09 5.09L10 10z" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" strokeLinejoin="round" />
                      </svg>
                    </button>
                  </div>
                )
              })}
            </div>
          </div>
        </section>
      ))}
    </>
  )
}
