/**
 * The route-change progress bar. Gatsby loads a page's data and code before it
 * switches routes; most switches are instant, so the bar only appears when one
 * takes longer than 200 ms (spec §9) and never flickers on fast ones. It is
 * plain DOM outside React: it must show while React is still waiting.
 */
export const progressDelayMs = 200

const strings = {
  label: "Loading page",
}

const barId = "route-progress"
let timer: ReturnType<typeof setTimeout> | null = null

function show() {
  if (document.getElementById(barId)) return
  const bar = document.createElement("div")
  bar.id = barId
  bar.setAttribute("role", "progressbar")
  bar.setAttribute("aria-label", strings.label)
  // Indeterminate: no aria-valuenow; the CSS animates a moving stripe.
  bar.appendChild(document.createElement("div")).className = "route-progress-indicator"
  document.body.appendChild(bar)
}

export function startRouteProgress(): void {
  if (timer !== null) clearTimeout(timer)
  timer = setTimeout(() => {
    timer = null
    show()
  }, progressDelayMs)
}

export function finishRouteProgress(): void {
  if (timer !== null) clearTimeout(timer)
  timer = null
  document.getElementById(barId)?.remove()
}

type Navigate = (to: string, options?: unknown) => unknown

/**
 * Gatsby calls window.___navigate for every Link click and navigate(); its
 * onPreRouteUpdate only fires once the page is already loaded, too late to
 * start the timer. Wrapping the function is the one place that sees the start.
 */
export function trackNavigationStarts(target: { ___navigate?: Navigate } = window as never): void {
  const original = target.___navigate
  if (typeof original !== "function" || (original as { rsvimTracked?: boolean }).rsvimTracked) return
  const tracked: Navigate & { rsvimTracked?: boolean } = (to, options) => {
    // Numbers are history steps (navigate(-1)); those pages are usually loaded already.
    if (typeof to === "string") startRouteProgress()
    return original(to, options)
  }
  tracked.rsvimTracked = true
  target.___navigate = tracked
}
