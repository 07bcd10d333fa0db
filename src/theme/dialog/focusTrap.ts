/**
 * Keeps keyboard focus inside a modal layer: Tab on its last control goes to
 * its first, Shift+Tab on the first to the last, and a Tab pressed while focus
 * is outside (on <body> after the focused control was removed) comes back in.
 */

// Everything that can be a Tab stop; `tabbableElements` then drops what is not one right now.
const candidates = [
  "a[href]",
  "area[href]",
  "button",
  "input:not([type=hidden])",
  "select",
  "textarea",
  "summary",
  "iframe",
  "[contenteditable]:not([contenteditable=false])",
  "[tabindex]",
].join(", ")

function isDisabled(element: HTMLElement): boolean {
  return (element as HTMLElement & { disabled?: boolean }).disabled === true || element.closest("fieldset[disabled]") !== null
}

/** Shown on screen: not `hidden`, not under `display: none` or `visibility: hidden` (nor in a closed <details>). */
function isShown(element: HTMLElement): boolean {
  if (element.closest("[hidden], [inert]")) return false
  if (typeof element.checkVisibility === "function") return element.checkVisibility({ visibilityProperty: true })
  return element.getClientRects().length > 0
}

/** The Tab stops inside `container`, in document order (positive tabindex is not used on this site). */
export function tabbableElements(container: Element): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(candidates)].filter(
    (element) => isInTabOrder(element) && !isDisabled(element) && isShown(element),
  )
}

/** Not taken out of the Tab order with a negative tabindex (a candidate without one is a Tab stop by nature). */
function isInTabOrder(element: HTMLElement): boolean {
  return element.tabIndex >= 0 || !element.hasAttribute("tabindex")
}

/**
 * Traps Tab inside `container` until the returned function is called. Focus
 * moves to its first Tab stop unless something inside already has it;
 * `onEscape`, when given, runs on Escape.
 */
export function trapFocus(container: HTMLElement, onEscape?: () => void): () => void {
  if (!container.contains(document.activeElement)) tabbableElements(container)[0]?.focus()

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && onEscape) {
      event.preventDefault()
      onEscape()
      return
    }
    if (event.key !== "Tab" || event.altKey || event.ctrlKey || event.metaKey) return
    const stops = tabbableElements(container)
    if (stops.length === 0) {
      // Nothing to move to: Tab must still not leave the layer.
      event.preventDefault()
      return
    }
    const first = stops[0]
    const last = stops[stops.length - 1]
    const active = document.activeElement
    const outside = !container.contains(active)
    if (event.shiftKey && (active === first || outside)) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && (active === last || outside)) {
      event.preventDefault()
      first.focus()
    }
  }
  document.addEventListener("keydown", onKeyDown)
  return () => document.removeEventListener("keydown", onKeyDown)
}
