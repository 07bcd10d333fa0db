/**
 * Stops the page from scrolling behind a modal layer. Hiding <body>'s overflow
 * also hides the window's scrollbar, which would widen the page and shift
 * everything sideways, so <body> gets that width as extra right padding. Locks
 * nest (search opened over the mobile menu): the page scrolls again only once
 * every lock is released, and then looks exactly as it did before the first.
 */

let locks = 0
let saved: { overflow: string; paddingRight: string } | null = null

function scrollbarWidth(): number {
  return Math.max(0, window.innerWidth - document.documentElement.clientWidth)
}

/** Locks the page's scrolling; the returned function releases this lock (calling it again does nothing). */
export function lockPageScroll(): () => void {
  const { body } = document
  if (locks === 0) {
    saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight }
    // Measured before hiding the overflow, while the scrollbar still takes its room.
    const scrollbar = scrollbarWidth()
    const padding = Number.parseFloat(getComputedStyle(body).paddingRight) || 0
    body.style.overflow = "hidden"
    if (scrollbar > 0) body.style.paddingRight = `${padding + scrollbar}px`
  }
  locks += 1
  let released = false
  return () => {
    if (released) return
    released = true
    locks -= 1
    if (locks > 0 || !saved) return
    body.style.overflow = saved.overflow
    body.style.paddingRight = saved.paddingRight
    saved = null
  }
}

