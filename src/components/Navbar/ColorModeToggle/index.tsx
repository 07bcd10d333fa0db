import React from "react"
import { ColorModeToggle } from "../../ColorModeToggle"
import { useColorMode } from "../../../theme/colorMode"

/** The colour-mode button wired to the stored preference. */
export function NavbarColorModeToggle({ className }: { className?: string }) {
  const { colorMode, setColorMode } = useColorMode()
  return <ColorModeToggle value={colorMode} onChange={setColorMode} className={className} />
}
