/**
 * Whether the reader hid the docs sidebar ("Collapse sidebar"). Like the
 * colour mode, <html data-docs-sidebar-hidden> is set before paint by the head
 * script so the layout does not jump; React follows it after hydration.
 */
import React, { useCallback, useEffect, useMemo, useState } from "react"
import { preferences } from "./preferences"
import { createRequiredContext } from "./requiredContext"

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

export function DocsSidebarHiddenProvider({ children }: { children: React.ReactNode }) {
  const [hidden, setState] = useState(false)

  useEffect(() => setState(document.documentElement.hasAttribute(sidebarHiddenAttribute)), [])

  const setHidden = useCallback((next: boolean) => {
    if (next) document.documentElement.setAttribute(sidebarHiddenAttribute, "true")
    else document.documentElement.removeAttribute(sidebarHiddenAttribute)
    preferences.sidebarHidden.set(next)
    setState(next)
  }, [])

  const value = useMemo(() => ({ hidden, setHidden }), [hidden, setHidden])
  return <DocsSidebarHiddenContext.Provider value={value}>{children}</DocsSidebarHiddenContext.Provider>
}
