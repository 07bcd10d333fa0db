/**
 * The search dialog's frame: a backdrop over the page and the dialog on it.
 * It comes with the search button, so it can open even when the modal's own
 * chunk (its contents) cannot load. While it is open the page behind is
 * inert and does not scroll and Tab stays inside (useModalLayer); a press on
 * the backdrop closes it; focus goes back to where it was once it is gone.
 */
import React, { useRef, type ReactNode } from "react"
import { useModalLayer } from "../../theme/dialog/useModalLayer"
import * as theme from "../theme.module.css"
import * as styles from "./styles.module.css"

const text = {
  dialogLabel: "Search",
}

export interface SearchDialogProps {
  onClose(): void
  children: ReactNode
}

export function SearchDialog({ onClose, children }: SearchDialogProps) {
  const rootRef = useRef<HTMLDivElement>(null)
  const dialogRef = useRef<HTMLDivElement>(null)
  // Escape is one of the search shortcuts (useSearchShortcuts), so the layer does not handle it.
  useModalLayer(rootRef, { trap: dialogRef })
  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- a pointer press on the backdrop closes the dialog; the keyboard closes it with Escape
    <div
      ref={rootRef}
      className={`${theme.theme} ${styles.backdrop}`}
      onMouseDown={(event) => {
        if (event.target !== event.currentTarget) return
        // Keeps the browser from moving focus to the page after it went back to the opener.
        event.preventDefault()
        onClose()
      }}
    >
      <div ref={dialogRef} role="dialog" aria-modal="true" aria-label={text.dialogLabel} className={styles.modal}>
        {children}
      </div>
    </div>
  )
}
