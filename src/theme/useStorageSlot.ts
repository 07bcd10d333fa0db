/**
 * Storage slots in React. The server knows no reader, so server rendering and
 * hydration see null; the stored value follows right after hydration, and
 * again after every change in this tab or another.
 */
import { useCallback, useEffect, useState, useSyncExternalStore } from "react"
import type { StorageSlot } from "./storageSlot"

const nothingOnTheServer = () => null

export function useStorageSlot<T>(slot: StorageSlot<T>): T | null {
  const stored = useSyncExternalStore(slot.listen, slot.get, nothingOnTheServer)
  // Until the first commit the page is being hydrated and must render what the server did. React
  // would use the server snapshot for that, but Preact (production) reads the store at once and,
  // hydrating, keeps the server's text and attributes: the value shown would disagree with the page.
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated ? stored : null
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
