import React from "react"
import { ColorModeToggle } from "../../ColorModeToggle"
import { useColorMode } from "../../../theme/colorMode"
import { earlyActions, useEarlyAction } from "../../../theme/earlyActions"

/** The colour-mode button wired to the stored preference. */
export function NavbarColorModeToggle({ className }: { className?: string }) {
  const { colorMode, setColorMode } = useColorMode()
  // Pressed before the page's view hydrated: switch from the mode the page shows (the head script set it).
  useEarlyAction(earlyActions.colorMode, () => setColorMode(document.documentElement.getAttribute("data-theme") === "dark" ? "light" : "dark"))
  return <ColorModeToggle value={colorMode} onChange={setColorMode} className={className} earlyAction={earlyActions.colorMode} />
}
