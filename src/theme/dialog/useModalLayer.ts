/**
 * Makes the calling component's layer (the search dialog, the mobile menu)
 * modal while it is mounted, and gives focus back to the element that had it
 * when the layer opened once it unmounts.
 *
 * The modal behaviour itself (modalBehaviour.ts) is a chunk of its own, so
 * pages do not carry it in their first load: it is fetched when a layer first
 * opens (or earlier: `loadModalBehaviour` when a reader points at an opener,
 * `withModalBehaviour` to load it with the layer's own chunk). Until it is in,
 * and if it cannot load, the layer still opens and focus still returns;
 * `modal` tells the layer, so it can handle Escape itself.
 */
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from "react"
import { loadOnce } from "../loadOnce"

type ModalBehaviour = typeof import("./modalBehaviour")

/** Kept once loaded, so a layer opened later is modal from its first frame. */
let loaded: ModalBehaviour | null = null

export const loadModalBehaviour = loadOnce(() =>
  import(/* webpackChunkName: "modal-layer" */ "./modalBehaviour").then((module) => (loaded = module)),
)

/**
 * `load` (a layer's own chunk) and the modal behaviour together, for a layer
 * that should be modal from its first frame. The behaviour failing to load
 * does not hold the layer back.
 */
export function withModalBehaviour<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadModalBehaviour().catch(() => null)]).then((both) => both[0])
}

/**
 * Event props for a layer's opener: a pointer, touch or focus reaching it
 * starts fetching the layer's chunk (`load`) and the modal behaviour, so a
 * press opens it at once. A failure here is left for the open to report,
 * with a Retry button.
 */
export function prefetchOnApproach(load: () => Promise<unknown>) {
  const prefetch = () => {
    load().catch(() => {})
    loadModalBehaviour().catch(() => {})
  }
  return { onPointerEnter: prefetch, onTouchStart: prefetch, onFocus: prefetch }
}

export interface ModalLayerOptions {
  /** The element Tab stays inside (the dialog); defaults to the layer. */
  trap?: RefObject<HTMLElement>
  /** Escape pressed while the layer is open. */
  onEscape?: () => void
  /** Asked when the layer closes; false leaves focus where it is (a followed link moved on). Defaults to always. */
  returnFocus?: () => boolean
}

export function useModalLayer(layer: RefObject<HTMLElement>, options: ModalLayerOptions = {}): { modal: boolean } {
  // Read while rendering the first time, before any effect (the layer's own included) moves focus.
  const opener = useRef<Element | null>(null)
  if (!opener.current && typeof document !== "undefined") opener.current = document.activeElement
  const latest = useRef(options)
  latest.current = options
  const { trap } = options
  const hasEscape = Boolean(options.onEscape)
  const [behaviour, setBehaviour] = useState(() => loaded)

  useEffect(() => {
    if (behaviour) return
    let mounted = true
    loadModalBehaviour().then(
      (module) => mounted && setBehaviour(module),
      () => {},
    )
    return () => {
      mounted = false
    }
  }, [behaviour])

  // Applied as the layer is committed, before the browser paints it; declared before the focus
  // return, so on unmount the page is released first (focus cannot go into an inert page).
  // The layers only render in the browser, so the layout effects never meet the server renderer.
  useLayoutEffect(() => {
    const root = layer.current
    const trapped = trap?.current ?? root
    if (!behaviour || !root || !trapped) return
    return behaviour.makeModal(root, trapped, hasEscape ? () => latest.current.onEscape!() : undefined)
  }, [behaviour, layer, trap, hasEscape])

  useLayoutEffect(
    () => () => {
      const target = opener.current
      const { returnFocus } = latest.current
      // Without scrolling: the page stays where the reader left it (the opener may sit in the hidden sticky navbar).
      if ((!returnFocus || returnFocus()) && target instanceof HTMLElement && target.isConnected) target.focus({ preventScroll: true })
    },
    [],
  )

  return { modal: behaviour !== null }
}
