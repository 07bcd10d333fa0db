/**
 * A loader that runs `load` once and hands every caller the same promise,
 * for code fetched on demand (a chunk's `import()`, a search backend). A
 * failed load is not kept: the next call runs `load` again, so a reader can
 * retry after a network error or after a deploy replaced the chunk (webpack
 * forgets a chunk that failed, so its `import()` requests it anew).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null
  return () => {
    if (!pending) {
      // A `load` that throws instead of rejecting fails the same way.
      const attempt = Promise.resolve().then(load)
      pending = attempt
      attempt.catch(() => {
        if (pending === attempt) pending = null
      })
    }
    return pending
  }
}
