/**
 * The page behind a modal layer (the search dialog, the mobile menu): while
 * the layer is open, everything outside it is `inert`, so its links and
 * buttons are neither in the accessibility tree nor focusable nor clickable.
 * Where a browser lacks `inert`, the same elements get `aria-hidden` instead
 * (the layer's focus trap keeps Tab inside for that case).
 */

type Attribute = "inert" | "aria-hidden"

/** What one element looked like before the first open layer changed it, and how many layers hold it. */
interface Held {
  layers: number
  attribute: Attribute
  previous: string | null
}

// Shared by every layer, so a layer opened over another (search over the
// menu) and closings in any order leave the page exactly as it was.
const held = new Map<Element, Held>()

/** Elements that stay as they are: nothing to reach in them, or live regions (route changes must still be announced). */
function isLeftAlone(element: Element): boolean {
  return ["SCRIPT", "STYLE", "TEMPLATE", "LINK", "META", "NOSCRIPT"].includes(element.tagName) || element.hasAttribute("aria-live")
}

/** The siblings of `layer` and of each of its ancestors up to <body>: the whole page but the layer and what contains it. */
function outsideOf(layer: Element): Element[] {
  const outside: Element[] = []
  for (let node: Element = layer; node !== document.body && node.parentElement; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (sibling !== node && !isLeftAlone(sibling)) outside.push(sibling)
    }
  }
  return outside
}

function browserHasInert(): boolean {
  return "inert" in HTMLElement.prototype
}

/** Makes everything outside `layer` inert (else aria-hidden); the returned function undoes exactly that. */
export function makeBackgroundInert(layer: Element): () => void {
  const attribute: Attribute = browserHasInert() ? "inert" : "aria-hidden"
  const elements = outsideOf(layer)
  for (const element of elements) {
    const entry = held.get(element)
    if (entry) {
      entry.layers += 1
      continue
    }
    held.set(element, { layers: 1, attribute, previous: element.getAttribute(attribute) })
    element.setAttribute(attribute, attribute === "inert" ? "" : "true")
  }
  return () => {
    for (const element of elements) {
      const entry = held.get(element)
      if (!entry) continue
      entry.layers -= 1
      if (entry.layers > 0) continue
      held.delete(element)
      if (entry.previous === null) element.removeAttribute(entry.attribute)
      else element.setAttribute(entry.attribute, entry.previous)
    }
  }
}

