/**
 * The docs version the reader chose in the version dropdown. It decides where
 * the navbar's docs links lead on pages that are not docs (on a docs page the
 * page's own version wins). Only names are stored; whether a name is a real
 * version is known to the navbar, which clears a name that is not.
 */
import React, { useCallback, useMemo } from "react"
import { preferences } from "./preferences"
import { createRequiredContext } from "./requiredContext"
import { useStorageSlot } from "./useStorageSlot"

interface DocsPreferredVersionValue {
  /** Version name, or null before the reader chose one (and during server rendering). */
  preferredVersion: string | null
  savePreferredVersion: (name: string) => void
  clearPreferredVersion: () => void
}

const [DocsPreferredVersionContext, useDocsPreferredVersionContext] = createRequiredContext<DocsPreferredVersionValue>(
  "DocsPreferredVersionProvider",
  "useDocsPreferredVersion"
)

export const useDocsPreferredVersion = useDocsPreferredVersionContext

export function DocsPreferredVersionProvider({ children }: { children: React.ReactNode }) {
  const preferredVersion = useStorageSlot(preferences.preferredVersion)
  const savePreferredVersion = useCallback((name: string) => preferences.preferredVersion.set(name), [])
  const clearPreferredVersion = useCallback(() => preferences.preferredVersion.del(), [])

  const value = useMemo(
    () => ({ preferredVersion, savePreferredVersion, clearPreferredVersion }),
    [preferredVersion, savePreferredVersion, clearPreferredVersion]
  )
  return <DocsPreferredVersionContext.Provider value={value}>{children}</DocsPreferredVersionContext.Provider>
}
