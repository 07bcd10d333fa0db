/**
 * The search input: a combobox over the result listboxes, with a clear
 * button, a cancel button and a spinner while a search is stalled.
 * Presentational: the panel owns the query and the keyboard handling.
 */
import React, { forwardRef, type KeyboardEvent } from "react"
import { MAX_QUERY_LENGTH } from "../../shared/search/constants"
import * as styles from "./styles.module.css"

const text = {
  inputLabel: "Search docs",
  placeholder: "Search docs",
  clearButtonTitle: "Clear the query",
  cancelButtonText: "Cancel",
}

export interface SearchBoxProps {
  value: string
  onChange(value: string): void
  onClear(): void
  onCancel(): void
  onKeyDown(event: KeyboardEvent<HTMLInputElement>): void
  isStalled: boolean
  inputId: string
  /** The listboxes the input controls and the active option, for assistive technology. */
  controls: string[]
  activeDescendant: string | undefined
}

export const SearchBox = forwardRef<HTMLInputElement, SearchBoxProps>(function SearchBox(
  { value, onChange, onClear, onCancel, onKeyDown, isStalled, inputId, controls, activeDescendant },
  inputRef,
) {
  return (
    <div className={styles.bar}>
      <form
        className={styles.form}
        role="search"
        noValidate
        onSubmit={(event) => event.preventDefault()}
        onReset={(event) => {
          event.preventDefault()
          onClear()
        }}
      >
        <label className={styles.label} htmlFor={inputId}>
          {isStalled ? (
            <span className={styles.spinner} aria-hidden="true" />
          ) : (
            <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
              <path
                d="M14.386 14.386l4.088 4.088-4.088-4.088A7.533 7.533 0 1 1 3.733 3.733a7.533 7.533 0 0 1 10.653 10.653z"
                stroke="currentColor"
                fill="none"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          )}
          <span className="visually-hidden">{text.inputLabel}</span>
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className={styles.input}
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={controls.length > 0}
          aria-controls={controls.length > 0 ? controls.join(" ") : undefined}
          aria-activedescendant={activeDescendant}
          aria-busy={isStalled || undefined}
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="go"
          placeholder={text.placeholder}
          maxLength={MAX_QUERY_LENGTH}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value.slice(0, MAX_QUERY_LENGTH))}
          onKeyDown={onKeyDown}
        />
        <button type="reset" className={styles.clear} title={text.clearButtonTitle} aria-label={text.clearButtonTitle} hidden={!value}>
          <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true">
            <path d="M10 10l5.09-5.09L10 10l5.09 5.09L10 10zm0 0L4.91 4.91 10 10l-5.09 5.09L10 10z" stroke="currentColor" fill="none" strokeWidth="1.4" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </form>
      <button type="button" className={styles.cancel} onClick={onCancel}>
        {text.cancelButtonText}
      </button>
    </div>
  )
})
