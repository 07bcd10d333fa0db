import React, { useEffect, useRef, useState } from "react"
import * as styles from "./styles.module.css"

const strings = {
  copy: "Copy code to clipboard",
  copied: "Copied",
  failed: "Copy failed",
}

/** Clipboard API where the page may use it; the old textarea + execCommand route elsewhere. */
async function writeClipboard(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text)
      return
    } catch {
      // Permission refused: try the fallback below.
    }
  }
  const area = document.createElement("textarea")
  area.value = text
  area.setAttribute("readonly", "")
  area.style.position = "fixed"
  area.style.opacity = "0"
  document.body.appendChild(area)
  area.select()
  const ok = document.execCommand("copy")
  area.remove()
  if (!ok) throw new Error("copy refused")
}

type Status = "idle" | "copied" | "failed"

/** Copies the block's source, read when clicked; says "Copied" for two seconds (announced politely to screen readers). */
export function CopyButton({ source }: { source: () => string }) {
  const [status, setStatus] = useState<Status>("idle")
  const timer = useRef<ReturnType<typeof setTimeout>>()
  useEffect(() => () => clearTimeout(timer.current), [])

  const copy = () => {
    writeClipboard(source()).then(
      () => setStatus("copied"),
      () => setStatus("failed")
    )
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setStatus("idle"), 2000)
  }

  const label = status === "copied" ? strings.copied : status === "failed" ? strings.failed : strings.copy
  return (
    <button type="button" className={styles.button} onClick={copy} aria-label={label} title={label} data-status={status}>
      {status === "copied" ? (
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path fill="currentColor" d="M21 7L9 19l-5.5-5.5 1.41-1.41L9 16.17 19.59 5.59 21 7z" />
        </svg>
      ) : (
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path fill="currentColor" d="M19 21H8V7h11m0-2H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2m-3-4H4a2 2 0 0 0-2 2v14h2V3h12V1z" />
        </svg>
      )}
      <span className={styles.status} aria-live="polite">
        {status === "idle" ? "" : label}
      </span>
    </button>
  )
}
