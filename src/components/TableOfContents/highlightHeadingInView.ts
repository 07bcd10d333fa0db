import { activeHeadingIndex } from "./tocTree"

/**
 * Marks the TOC link of the heading in view by toggling `activeClassName` (and
 * aria-current, for assistive technology) on it directly: scrolling must not
 * re-render the table of contents. Returns the function that stops it.
 */
export function highlightHeadingInView(root: HTMLElement, activeClassName: string): () => void {
  const links = Array.from(root.querySelectorAll<HTMLAnchorElement>('a[href^="#"]'))
  const headings = links.map(link => document.getElementById(decodeURIComponent(link.hash.slice(1))))
  let frame = 0
  let active: HTMLAnchorElement | null = null

  const update = () => {
    frame = 0
    const navbar = document.querySelector("[data-navbar]")
    const navbarBottom = Math.max(0, navbar?.getBoundingClientRect().bottom ?? 0)
    const tops = headings.map(heading => heading?.getBoundingClientRect().top ?? Number.POSITIVE_INFINITY)
    const next = links[activeHeadingIndex(tops, navbarBottom, window.innerHeight)] ?? null
    if (next === active) return
    active?.classList.remove(activeClassName)
    active?.removeAttribute("aria-current")
    next?.classList.add(activeClassName)
    next?.setAttribute("aria-current", "true")
    active = next
  }
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(update)
  }
  update()
  window.addEventListener("scroll", schedule, { passive: true })
  window.addEventListener("resize", schedule)
  return () => {
    window.removeEventListener("scroll", schedule)
    window.removeEventListener("resize", schedule)
    if (frame) cancelAnimationFrame(frame)
    active?.classList.remove(activeClassName)
    active?.removeAttribute("aria-current")
  }
}
