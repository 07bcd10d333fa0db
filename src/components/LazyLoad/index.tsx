import React, { useCallback, useEffect, useRef, useState } from "react"
import * as styles from "./styles.module.css"

const strings = {
  failed: "This part of the page could not be loaded.",
  retry: "Retry",
  loading: "Loading…",
}

export type LazyModuleState<T> =
  | { status: "idle" | "loading" }
  | { status: "loaded"; module: T }
  | { status: "error"; error: Error }

/**
 * Loads a code-split module when `enabled` turns true. Unlike React.lazy, a
 * failed load is not remembered forever: `retry` asks webpack again (it drops
 * a failed chunk, so the next import() requests it anew).
 */
export function useLazyModule<T>(load: () => Promise<T>, enabled: boolean): [LazyModuleState<T>, () => void] {
  const [state, setState] = useState<LazyModuleState<T>>({ status: "idle" })
  const loadRef = useRef(load)
  loadRef.current = load

  const start = useCallback(() => {
    setState({ status: "loading" })
    loadRef.current().then(
      module => setState({ status: "loaded", module }),
      (error: unknown) => setState({ status: "error", error: error instanceof Error ? error : new Error(String(error)) })
    )
  }, [])

  useEffect(() => {
    if (enabled && state.status === "idle") start()
  }, [enabled, state.status, start])

  return [state, start]
}

/** Error text and a Retry button for a part that failed to load (spec §8). */
export function LoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <div className={styles.error} role="alert">
      <p className={styles.text}>{strings.failed}</p>
      <p className={styles.detail}>{error.message}</p>
      <button type="button" className="button" onClick={onRetry}>
        {strings.retry}
      </button>
    </div>
  )
}

export function LoadingText() {
  return (
    <p className={styles.loading} role="status">
      {strings.loading}
    </p>
  )
}
