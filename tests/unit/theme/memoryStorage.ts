/** A Storage stand-in for unit tests; `failing` makes every access throw, like a refused localStorage. */
export function memoryStorage(initial: Record<string, string> = {}, failing = false) {
  const data = new Map(Object.entries(initial))
  const guard = () => {
    if (failing) throw new DOMException("The operation is insecure.", "SecurityError")
  }
  return {
    data,
    getItem: (key: string) => (guard(), data.has(key) ? data.get(key)! : null),
    setItem: (key: string, value: string) => (guard(), void data.set(key, String(value))),
    removeItem: (key: string) => (guard(), void data.delete(key)),
  }
}
