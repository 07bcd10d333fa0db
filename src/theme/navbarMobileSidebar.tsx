/**
 * Open/closed state of the mobile navigation (≤ 996 px). It closes when the
 * reader moves to another page and when the window grows to desktop width,
 * where the menu has no toggle to close it with.
 */
import React, { useCallback, useEffect, useMemo, useRef, useState } from "react"
import { createRequiredContext } from "./requiredContext"
import { usePageLocation } from "./pageLocation"

/** Widths up to this use the mobile navigation (spec §9). */
export const mobileBreakpoint = 996

interface NavbarMobileSidebarValue {
  shown: boolean
  toggle: () => void
  close: () => void
}

const [NavbarMobileSidebarContext, useNavbarMobileSidebarContext] = createRequiredContext<NavbarMobileSidebarValue>(
  "NavbarMobileSidebarProvider",
  "useNavbarMobileSidebar"
)

export const useNavbarMobileSidebar = useNavbarMobileSidebarContext

export function NavbarMobileSidebarProvider({ children }: { children: React.ReactNode }) {
  const [shown, setShown] = useState(false)
  const { pathname } = usePageLocation()

  // Only a move to another page closes it (not the first render).
  const menuPathname = useRef(pathname)
  useEffect(() => {
    if (menuPathname.current === pathname) return
    menuPathname.current = pathname
    setShown(false)
  }, [pathname])

  useEffect(() => {
    if (!shown) return
    const media = window.matchMedia(`(min-width: ${mobileBreakpoint + 1}px)`)
    const onChange = () => media.matches && setShown(false)
    media.addEventListener("change", onChange)
    return () => media.removeEventListener("change", onChange)
  }, [shown])

  const toggle = useCallback(() => setShown(value => !value), [])
  const close = useCallback(() => setShown(false), [])
  const value = useMemo(() => ({ shown, toggle, close }), [shown, toggle, close])
  return <NavbarMobileSidebarContext.Provider value={value}>{children}</NavbarMobileSidebarContext.Provider>
}
