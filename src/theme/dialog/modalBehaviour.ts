/**
 * What makes an open layer modal, applied in one call: the page outside
 * `layer` inert, its scrolling locked, Tab kept inside `trap`. Released in the
 * reverse order, so the page is whole again before anything else happens.
 * This module and its three parts form the `modal-layer` chunk, loaded when a
 * layer first opens (see useModalLayer).
 */
import { trapFocus } from "./focusTrap"
import { makeBackgroundInert } from "./inertBackground"
import { lockPageScroll } from "./scrollLock"

export function makeModal(layer: HTMLElement, trap: HTMLElement, onEscape?: () => void): () => void {
  const restoreBackground = makeBackgroundInert(layer)
  const unlockScroll = lockPageScroll()
  const releaseFocus = trapFocus(trap, onEscape)
  return () => {
    releaseFocus()
    unlockScroll()
    restoreBackground()
  }
}
