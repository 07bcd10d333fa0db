/**
 * Colour mode state. <html data-theme> is the source of truth: the head script
 * sets it before the first paint, so React starts from the server's "light"
 * (hydration must match the HTML) and adopts the real value right after.
 */
import React, { useCallback, useEffect, useMemo, useState } from "react"
import { defaultColorMode, preferences, type ColorMode } from "./preferences"
import { createRequiredContext } from "./requiredContext"

interface ColorModeValue {
  colorMode: ColorMode
  setColorMode: (mode: ColorMode) => void
}

const [ColorModeContext, useColorModeContext] = createRequiredContext<ColorModeValue>("ColorModeProvider", "useColorMode")

export const useColorMode = useColorModeContext

function readDocumentMode(): ColorMode {
  return document.documentElement.getAttribute("data-theme") === "dark" ? "dark" : "light"
}

export function ColorModeProvider({ children }: { children: React.ReactNode }) {
  const [colorMode, setState] = useState<ColorMode>(defaultColorMode)

  useEffect(() => {
    setState(readDocumentMode())
    // Another tab changed the mode: follow it.
    const onStorage = (event: StorageEvent) => {
      if (event.key !== preferences.colorMode.key) return
      const mode = preferences.colorMode.get() ?? defaultColorMode
      document.documentElement.setAttribute("data-theme", mode)
      setState(mode)
    }
    window.addEventListener("storage", onStorage)
    return () => window.removeEventListener("storage", onStorage)
  }, [])

  const setColorMode = useCallback((mode: ColorMode) => {
    document.documentElement.setAttribute("data-theme", mode)
    preferences.colorMode.set(mode)
    setState(mode)
  }, [])

  const value = useMemo(() => ({ colorMode, setColorMode }), [colorMode, setColorMode])
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>
}
