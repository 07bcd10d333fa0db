/** The page's localStorage when it works (private modes and blocked cookies make it throw), else null. */

export interface StorageLike {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export function browserStorage(): StorageLike | null {
  try {
    const storage = typeof window !== "undefined" ? window.localStorage : null
    if (!storage) return null
    const probe = "rsvim.search.probe"
    storage.setItem(probe, probe)
    storage.removeItem(probe)
    return storage
  } catch {
    return null
  }
}
