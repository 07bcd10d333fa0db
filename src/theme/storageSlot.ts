/**
 * One namespaced value in localStorage: the site's one storage layer. Storage
 * may be missing (server rendering), refuse access (some privacy modes throw),
 * be full, or hold anything at all (an older site version, a hand edit): every
 * method swallows those failures, a value that cannot be written is kept in
 * memory for the page's life, and a read that cannot parse what it finds
 * removes it, so the slot is clean again and the caller gets the default.
 * `listen` reports changes made in this tab and in other tabs, so every
 * preference follows the reader across tabs (`useStorageSlot` in React).
 */

/** Every key the site writes starts with this, so ours never collide with other scripts'. */
export const storagePrefix = "rsvim."

export interface StorageCodec<T> {
  /** The value, or null when `raw` is not a value this slot could have written. */
  parse(raw: string): T | null
  serialize(value: T): string
}

export interface StorageSlot<T> {
  readonly key: string
  /** The stored value; the same object while what is stored does not change. */
  get(): T | null
  set(value: T): void
  del(): void
  /** Calls `onChange` after every change of this key, in this tab or another; returns the unsubscribe. */
  listen(onChange: () => void): () => void
}

/** The part of the Storage API a slot uses. */
export type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">

/** Where slots live; injectable so unit tests can use an in-memory storage. */
export type StorageProvider = () => StorageLike | null

/**
 * Values storage refused (full, blocked, absent), by key: what the page goes on
 * using. Shared by every slot of a key, so a component that comes back (the
 * search modal reopened) finds what the one before it kept.
 */
export type UnsavedValues = Map<string, { value: unknown }>
const pageUnsaved: UnsavedValues = new Map()

export const browserStorage: StorageProvider = () => {
  try {
    return typeof window === "undefined" ? null : window.localStorage
  } catch {
    return null
  }
}

/** Listeners by key, shared by every slot object of that key in this tab (two <Tabs> of one group, say). */
const sameTabListeners = new Map<string, Set<() => void>>()

function notifySameTab(key: string) {
  for (const listener of [...(sameTabListeners.get(key) ?? [])]) listener()
}

export function createStorageSlot<T>(name: string, codec: StorageCodec<T>, getStorage: StorageProvider = browserStorage, unsavedValues: UnsavedValues = pageUnsaved): StorageSlot<T> {
  const key = storagePrefix + name
  // The last parse, so an unchanged stored string gives the same object (React's external stores need that).
  let parsed: { raw: string; value: T | null } | null = null

  const removeStored = () => {
    try {
      getStorage()?.removeItem(key)
    } catch {
      // Nothing to clean up if storage is unavailable.
    }
  }
  const readStored = (): T | null => {
    let raw: string | null
    try {
      raw = getStorage()?.getItem(key) ?? null
    } catch {
      return null
    }
    if (raw === null) return null
    if (parsed?.raw !== raw) parsed = { raw, value: codec.parse(raw) }
    if (parsed.value === null) removeStored()
    return parsed.value
  }

  return {
    key,
    get: () => {
      const unsaved = unsavedValues.get(key)
      return unsaved ? (unsaved.value as T) : readStored()
    },
    set(value) {
      try {
        const storage = getStorage()
        if (!storage) throw new Error("no storage")
        storage.setItem(key, codec.serialize(value))
        unsavedValues.delete(key)
      } catch {
        // Quota or privacy errors: the value lasts as long as the page does.
        unsavedValues.set(key, { value })
      }
      notifySameTab(key)
    },
    del() {
      unsavedValues.delete(key)
      removeStored()
      notifySameTab(key)
    },
    listen(onChange) {
      const listeners = sameTabListeners.get(key) ?? new Set()
      sameTabListeners.set(key, listeners)
      listeners.add(onChange)
      // Other tabs' writes arrive as storage events (key null: storage was cleared).
      const onStorage = (event: StorageEvent) => {
        if (event.key === key || event.key === null) onChange()
      }
      if (typeof window !== "undefined") window.addEventListener("storage", onStorage)
      return () => {
        listeners.delete(onChange)
        if (listeners.size === 0) sameTabListeners.delete(key)
        if (typeof window !== "undefined") window.removeEventListener("storage", onStorage)
      }
    },
  }
}

/** A slot holding one of a fixed set of strings. */
export function oneOfCodec<T extends string>(choices: readonly T[]): StorageCodec<T> {
  return {
    parse: raw => (choices.includes(raw as T) ? (raw as T) : null),
    serialize: value => value,
  }
}

export const booleanCodec: StorageCodec<boolean> = {
  parse: raw => (raw === "true" ? true : raw === "false" ? false : null),
  serialize: value => String(value),
}

/** A JSON value checked by `validate`, which returns the typed value or null. */
export function jsonCodec<T>(validate: (value: unknown) => T | null): StorageCodec<T> {
  return {
    parse(raw) {
      try {
        return validate(JSON.parse(raw))
      } catch {
        return null
      }
    },
    serialize: value => JSON.stringify(value),
  }
}
