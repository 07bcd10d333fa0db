/**
 * Chooses the screen. The panel only hands it a new view once a search has
 * settled, so nothing flashes while a query is loading or stalled.
 */
import React, { memo } from "react"
import { StartScreen } from "../StartScreen"
import { ResultsScreen } from "../ResultsScreen"
import { NoResultsScreen } from "../NoResultsScreen"
import { ErrorScreen } from "../ErrorScreen"
import type { OptionListProps } from "../HitOption"
import type { ItemGroup, NavigableItem } from "../SearchPanel/navigableItems"
import type { StoredHit } from "../../shared/search/types"

export type ScreenView =
  | { screen: "pending" }
  | { screen: "start" }
  | { screen: "results"; groups: ItemGroup[]; nbHits: number }
  | { screen: "noResults"; query: string }
  | { screen: "error"; error?: Error }

export interface ScreenStateProps extends OptionListProps {
  view: ScreenView
  startItems: NavigableItem[]
  onFavorite(hit: StoredHit): void
  onRemoveRecent(hit: StoredHit): void
  onRemoveFavorite(hit: StoredHit): void
  suggestions: string[]
  onSuggestion(query: string): void
  reportUrl(query: string): string | null
  /** The most the dropdown can show at once, in px (the results screen renders the rows that fit first). */
  viewHeight: number
}

/** Memoised (the panel hands it stable callbacks): a keystroke that has not settled yet leaves the screen alone. */
export const ScreenState = memo(function ScreenState(props: ScreenStateProps) {
  const { view, idPrefix, activeIndex, onSelect, onHover } = props
  switch (view.screen) {
    case "pending":
      return null
    case "error":
      return <ErrorScreen error={view.error} />
    case "noResults":
      return (
        <NoResultsScreen query={view.query} suggestions={props.suggestions} onSuggestion={props.onSuggestion} reportUrl={props.reportUrl(view.query)} />
      )
    case "results":
      return <ResultsScreen idPrefix={idPrefix} groups={view.groups} viewHeight={props.viewHeight} activeIndex={activeIndex} onSelect={onSelect} onHover={onHover} />
    case "start":
      return (
        <StartScreen
          idPrefix={idPrefix}
          items={props.startItems}
          activeIndex={activeIndex}
          onSelect={onSelect}
          onHover={onHover}
          onFavorite={props.onFavorite}
          onRemoveRecent={props.onRemoveRecent}
          onRemoveFavorite={props.onRemoveFavorite}
        />
      )
  }
})
