/** Recent and favorite searches as React state over `createStoredSearches`. */
import { useCallback, useMemo, useState } from "react"
import { createStoredSearches, recentSearchFor, storedSearchKeys } from "../storedSearches"
import { FAVORITE_SEARCHES_LIMIT, RECENT_SEARCHES_LIMIT, RECENT_SEARCHES_LIMIT_WITH_FAVORITES } from "../../shared/search/constants"
import type { SearchHit, StoredHit } from "../../shared/search/types"

export function useStoredSearches(indexName: string, enabled: boolean) {
  const stores = useMemo(() => {
    const keys = storedSearchKeys(indexName)
    const favorites = createStoredSearches({ key: keys.favorite, limit: FAVORITE_SEARCHES_LIMIT })
    const recents = createStoredSearches({
      key: keys.recent,
      limit: () => (favorites.getAll().length === 0 ? RECENT_SEARCHES_LIMIT : RECENT_SEARCHES_LIMIT_WITH_FAVORITES),
    })
    return { favorites, recents }
  }, [indexName])

  const read = useCallback(
    () => ({ recents: enabled ? stores.recents.getAll() : [], favorites: enabled ? stores.favorites.getAll() : [] }),
    [enabled, stores],
  )
  // Kept in state so the lists keep their identity between renders.
  const [lists, setLists] = useState(read)

  const change = useCallback(
    (update: () => void) => {
      if (!enabled) return
      update()
      setLists(read())
    },
    [enabled, read],
  )

  return {
    ...lists,
    /** Saves a selected hit (a content hit saves its page), unless that is already a favorite. */
    saveRecent(hit: SearchHit | StoredHit, parent?: SearchHit | null) {
      const item = recentSearchFor(hit, parent)
      if (lists.favorites.some((favorite) => favorite.objectID === item.objectID)) return
      change(() => stores.recents.add(item))
    },
    favorite(hit: StoredHit) {
      change(() => {
        stores.favorites.add(hit)
        stores.recents.remove(hit)
      })
    },
    removeRecent(hit: StoredHit) {
      change(() => stores.recents.remove(hit))
    },
    removeFavorite(hit: StoredHit) {
      change(() => stores.favorites.remove(hit))
    },
  }
}
