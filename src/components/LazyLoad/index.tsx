import React, { useCallback, useEffect, useRef, useState } from "react"
import * as styles from "./styles.module.css"

const strings = {
  failed: "This part of the page could not be loaded.",
  retry: "Retry",
  close: "Close",
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

interface LoadErrorProps {
  error: Error
  onRetry: () => void
  /** What failed to load, for the reader; a generic sentence by default. */
  message?: string
  /** Shows a Close button too (a dialog with nothing else to close it by on a touch screen). */
  onClose?: () => void
}

/** Error text and a Retry button for a part that failed to load (spec §8). Retry takes focus: it is what the reader came for. */
export function LoadError({ error, onRetry, message = strings.failed, onClose }: LoadErrorProps) {
  const retryRef = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (retryRef.current) retryRef.current.focus()
  }, [])
  return (
    <div className={styles.error} role="alert">
      <p className={styles.text}>{message}</p>
      <p className={styles.detail}>{error.message}</p>
      <div className={styles.actions}>
        <button ref={retryRef} type="button" className="button" onClick={onRetry}>
          {strings.retry}
        </button>
        {onClose && (
          <button type="button" className={styles.close} onClick={onClose}>
            {strings.close}
          </button>
        )}
      </div>
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
