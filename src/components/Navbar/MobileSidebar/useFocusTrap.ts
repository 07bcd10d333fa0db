import { useEffect, type RefObject } from "react"

const focusable = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])'

/**
 * Keeps keyboard focus inside `container` while it is open (a modal menu):
 * Tab from the last control goes to the first and Shift+Tab the other way;
 * Escape calls `onEscape`. Focus moves into the container when it opens.
 */
export function useFocusTrap(container: RefObject<HTMLElement>, onEscape: () => void) {
  useEffect(() => {
    const root = container.current
    if (!root) return
    const controls = () => Array.from(root.querySelectorAll<HTMLElement>(focusable)).filter(el => el.offsetParent !== null || el === document.activeElement)
    controls()[0]?.focus()

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault()
        onEscape()
        return
      }
      if (event.key !== "Tab") return
      const all = controls()
      if (all.length === 0) return
      const first = all[0]
      const last = all[all.length - 1]
      const active = document.activeElement
      if (event.shiftKey && (active === first || !root.contains(active))) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && (active === last || !root.contains(active))) {
        event.preventDefault()
        first.focus()
      }
    }
    document.addEventListener("keydown", onKeyDown)
    return () => document.removeEventListener("keydown", onKeyDown)
  }, [container, onEscape])
}
