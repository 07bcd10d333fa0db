/**
 * Whether the reader hid the docs sidebar ("Collapse sidebar"). Like the
 * colour mode, <html data-docs-sidebar-hidden> is set before paint by the head
 * script so the layout does not jump; React follows it after hydration and
 * follows other tabs.
 */
import React, { useMemo } from "react"
import { preferences } from "./preferences"
import { createRequiredContext } from "./requiredContext"
import { useDocumentPreference } from "./useStorageSlot"

interface DocsSidebarHiddenValue {
  hidden: boolean
  setHidden: (hidden: boolean) => void
}

const [DocsSidebarHiddenContext, useDocsSidebarHiddenContext] = createRequiredContext<DocsSidebarHiddenValue>(
  "DocsSidebarHiddenProvider",
  "useDocsSidebarHidden"
)

export const useDocsSidebarHidden = useDocsSidebarHiddenContext

export const sidebarHiddenAttribute = "data-docs-sidebar-hidden"

const showSidebarHidden = (hidden: boolean) => document.documentElement.toggleAttribute(sidebarHiddenAttribute, hidden)

export function DocsSidebarHiddenProvider({ children }: { children: React.ReactNode }) {
  const [hidden, setHidden] = useDocumentPreference(preferences.sidebarHidden, false, showSidebarHidden)
  const value = useMemo(() => ({ hidden, setHidden }), [hidden, setHidden])
  return <DocsSidebarHiddenContext.Provider value={value}>{children}</DocsSidebarHiddenContext.Provider>
}
