/**
 * The search keyboard shortcuts, in one listener on `window`: Ctrl/⌘+K
 * toggles the modal anywhere, "/" opens it when focus is not in an editable
 * field, Escape closes it.
 */
import { useEffect } from "react"

export type ShortcutAction = "toggle" | "open" | "close" | null

/** A search shortcut or a click on the search button, replayed once the page's code came: what the reader typed after it comes with it (src/theme/earlyActions.ts). */
export type TypedAheadEvent = Event & { typedAhead?: string }

export interface KeyEventLike {
  key?: string
  ctrlKey: boolean
  metaKey: boolean
  altKey: boolean
  isComposing?: boolean
  target: EventTarget | null
}

export function isEditableTarget(target: EventTarget | null): boolean {
  if (!target || typeof target !== "object") return false
  const element = target as { tagName?: string; isContentEditable?: boolean }
  const tag = (element.tagName ?? "").toUpperCase()
  return element.isContentEditable === true || tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT"
}

export function shortcutAction(event: KeyEventLike, isOpen: boolean): ShortcutAction {
  // Autofill and some IMEs fire keydown without a key.
  if (!event.key || event.isComposing) return null
  if (event.key.toLowerCase() === "k" && (event.ctrlKey || event.metaKey) && !event.altKey) return "toggle"
  if (event.key === "Escape" && isOpen) return "close"
  if (event.key === "/" && !isOpen && !event.ctrlKey && !event.metaKey && !event.altKey && !isEditableTarget(event.target)) {
    return "open"
  }
  return null
}

/** `onOpen` gets what the reader typed after a shortcut replayed once the page's code came (src/theme/earlyActions.ts). */
export function useSearchShortcuts({ isOpen, onOpen, onClose }: { isOpen: boolean; onOpen(typedAhead?: string): void; onClose(): void }) {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const action = shortcutAction(event, isOpen)
      if (!action) return
      event.preventDefault()
      if (action === "close" || (action === "toggle" && isOpen)) onClose()
      else onOpen((event as TypedAheadEvent).typedAhead)
    }
    window.addEventListener("keydown", onKeyDown)
    return () => window.removeEventListener("keydown", onKeyDown)
  }, [isOpen, onOpen, onClose])
}
