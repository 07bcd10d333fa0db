/**
 * Storage slots in React. The server knows no reader, so server rendering and
 * hydration see null; the stored value follows right after hydration, and
 * again after every change in this tab or another.
 */
import { useCallback, useEffect, useSyncExternalStore } from "react"
import type { StorageSlot } from "./storageSlot"

const nothingOnTheServer = () => null

export function useStorageSlot<T>(slot: StorageSlot<T>): T | null {
  // While hydrating, React renders the server snapshot (what the server rendered) and re-renders
  // with the stored value right after; a component mounted later reads storage at once.
  return useSyncExternalStore(slot.listen, slot.get, nothingOnTheServer)
}

/**
 * A preference that `<html>` mirrors (an attribute the head script sets from
 * storage before the first paint, so the layout never jumps): its value (the
 * stored one, else `fallback`) and a setter. `reflect` puts a value on the
 * document; it runs when the reader changes the value here or in another tab,
 * never at hydration, where the head script has already done it.
 */
export function useDocumentPreference<T, F = T>(slot: StorageSlot<T>, fallback: F, reflect: (value: T | F) => void): [T | F, (value: T) => void] {
  const value = useStorageSlot(slot) ?? fallback
  useEffect(() => slot.listen(() => reflect(slot.get() ?? fallback)), [slot, fallback, reflect])
  const save = useCallback(
    (next: T) => {
      reflect(next)
      slot.set(next)
    },
    [slot, reflect]
  )
  return [value, save]
}
