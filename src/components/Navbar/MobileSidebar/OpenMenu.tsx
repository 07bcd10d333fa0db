/**
 * What the mobile menu needs once it is open, fetched as one chunk when a
 * reader reaches for the toggle: its contents and what makes it modal (the
 * page behind inert, focus kept inside, no scrolling underneath).
 */
import { useEffect, type RefObject } from "react"
import { useInertBackground } from "../../../theme/inertBackground"
import { useFocusTrap } from "./useFocusTrap"

export { MobileSidebarContent } from "./Content"

interface ModalMenuProps {
  rootRef: RefObject<HTMLElement>
  panelRef: RefObject<HTMLElement>
  /** Escape pressed inside the menu. */
  onEscape: () => void
  /** The page behind is interactive again (the menu is gone): where focus may return. */
  onReleased: () => void
}

export function ModalMenu({ rootRef, panelRef, onEscape, onReleased }: ModalMenuProps) {
  useInertBackground(rootRef, onReleased)
  useFocusTrap(panelRef, onEscape)

  // The page behind must not scroll under the menu.
  useEffect(() => {
    const previous = document.body.style.overflow
    document.body.style.overflow = "hidden"
    return () => {
      document.body.style.overflow = previous
    }
  }, [])
  return null
}
