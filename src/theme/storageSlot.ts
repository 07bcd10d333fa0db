/**
 * One namespaced value in localStorage. Storage may be missing (server
 * rendering), refuse access (some privacy modes throw) or hold anything at all
 * (an older site version, a hand edit): every method swallows those failures,
 * and a read that cannot parse what it finds removes it, so the slot is clean
 * again and the caller simply gets the default.
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
  get(): T | null
  set(value: T): void
  del(): void
}

/** Where slots live; injectable so unit tests can use an in-memory storage. */
export type StorageProvider = () => Pick<Storage, "getItem" | "setItem" | "removeItem"> | null

export const browserStorage: StorageProvider = () => {
  try {
    return typeof window === "undefined" ? null : window.localStorage
  } catch {
    return null
  }
}

export function createStorageSlot<T>(name: string, codec: StorageCodec<T>, getStorage: StorageProvider = browserStorage): StorageSlot<T> {
  const key = storagePrefix + name
  const del = () => {
    try {
      getStorage()?.removeItem(key)
    } catch {
      // Nothing to clean up if storage is unavailable.
    }
  }
  return {
    key,
    get() {
      let raw: string | null
      try {
        raw = getStorage()?.getItem(key) ?? null
      } catch {
        return null
      }
      if (raw === null) return null
      const value = codec.parse(raw)
      if (value === null) del()
      return value
    },
    set(value) {
      try {
        getStorage()?.setItem(key, codec.serialize(value))
      } catch {
        // Quota or privacy errors: the preference just will not persist.
      }
    },
    del,
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
