import { useEffect, useRef, useState } from "react"

/** Scroll movement (px) that counts as a direction change; smaller jitters are ignored. */
const threshold = 4

/**
 * Hides the navbar while the reader scrolls down and shows it as soon as they
 * scroll up, or when they are near the top. One state change per direction
 * change, so scrolling does not re-render the navbar on every event.
 */
export function useHideableNavbar(enabled: boolean, resetKey: unknown) {
  const navbarRef = useRef<HTMLElement>(null)
  const [hidden, setHidden] = useState(false)

  useEffect(() => setHidden(false), [resetKey])

  useEffect(() => {
    if (!enabled) return
    let last = window.scrollY
    const onScroll = () => {
      const y = window.scrollY
      const height = navbarRef.current?.offsetHeight ?? 0
      if (y <= height) setHidden(false)
      else if (y > last + threshold) setHidden(true)
      else if (y < last - threshold) setHidden(false)
      else return
      last = y
    }
    window.addEventListener("scroll", onScroll, { passive: true })
    return () => window.removeEventListener("scroll", onScroll)
  }, [enabled])

  return { navbarRef, hidden }
}
