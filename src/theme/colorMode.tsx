/**
 * Colour mode state. The head script sets <html data-theme> from storage
 * before the first paint; React starts from the server's "light" (hydration
 * must match the HTML), adopts the stored mode right after, and follows
 * changes made in other tabs.
 */
import React, { useMemo } from "react"
import { defaultColorMode, preferences, type ColorMode } from "./preferences"
import { createRequiredContext } from "./requiredContext"
import { useDocumentPreference } from "./useStorageSlot"

interface ColorModeValue {
  colorMode: ColorMode
  setColorMode: (mode: ColorMode) => void
}

const [ColorModeContext, useColorModeContext] = createRequiredContext<ColorModeValue>("ColorModeProvider", "useColorMode")

export const useColorMode = useColorModeContext

const showColorMode = (mode: ColorMode) => document.documentElement.setAttribute("data-theme", mode)

export function ColorModeProvider({ children }: { children: React.ReactNode }) {
  const [colorMode, setColorMode] = useDocumentPreference(preferences.colorMode, defaultColorMode, showColorMode)
  const value = useMemo(() => ({ colorMode, setColorMode }), [colorMode, setColorMode])
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>
}
