import React, { useEffect, useRef, useState } from "react"
import { Icon } from "../../Icon"
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
      <Icon name={status === "copied" ? "check" : "copy"} size={18} />
      <span className={styles.status} aria-live="polite">
        {status === "idle" ? "" : label}
      </span>
    </button>
  )
}
