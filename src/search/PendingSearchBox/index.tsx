/**
 * What the search dialog shows from the moment it opens until the modal's
 * own code has arrived (a chunk fetched on approach or on open: on a slow
 * phone that is a second or more). It looks like the modal's search bar, with
 * a spinner, and its input already takes the reader's typing: what was typed
 * becomes the modal's starting query (`onInput`), so no keystroke is lost.
 */
import React from "react"
import { MAX_QUERY_LENGTH } from "../../shared/search/constants"
import * as theme from "../theme.module.css"
import * as styles from "./styles.module.css"

const text = {
  inputLabel: "Search docs",
  placeholder: "Search docs",
  loading: "Loading search…",
  cancelButtonText: "Cancel",
}

export interface PendingSearchBoxProps {
  /** The text the input starts with (the page's selection). */
  defaultValue: string
  onInput(value: string): void
  onCancel(): void
}

export function PendingSearchBox({ defaultValue, onInput, onCancel }: PendingSearchBoxProps) {
  return (
    <>
      <div className={theme.bar}>
        <form className={styles.form} role="search" noValidate onSubmit={(event) => event.preventDefault()}>
          <span className={styles.spinner} aria-hidden="true" />
          <input
            className={theme.barInput}
            type="search"
            aria-label={text.inputLabel}
            aria-describedby="pending-search-status"
            placeholder={text.placeholder}
            maxLength={MAX_QUERY_LENGTH}
            defaultValue={defaultValue}
            // The dialog has just opened on the reader's action: focus belongs in its input.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            autoComplete="off"
            spellCheck={false}
            onInput={(event) => onInput(event.currentTarget.value)}
          />
        </form>
        <button type="button" className={theme.barCancel} onClick={onCancel}>
          {text.cancelButtonText}
        </button>
      </div>
      <p id="pending-search-status" className={styles.status} role="status">
        {text.loading}
      </p>
    </>
  )
}
