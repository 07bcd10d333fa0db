/**
 * A function that keeps its identity for the life of the component and calls
 * the latest `callback`: memoized rows that get it are not re-rendered just
 * because the parent made a new closure.
 */
import { useCallback, useLayoutEffect, useRef } from "react"

export function useStableCallback<Args extends unknown[], Result>(callback: (...args: Args) => Result): (...args: Args) => Result {
  const latest = useRef(callback)
  // Handlers run after a commit, so the committed closure is the one to call.
  useLayoutEffect(() => {
    latest.current = callback
  })
  return useCallback((...args: Args) => latest.current(...args), [])
}
