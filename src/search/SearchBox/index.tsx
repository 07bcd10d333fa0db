/**
 * The search input: a combobox over the result listboxes, with a clear
 * button, a cancel button and a spinner while a search is stalled.
 * Presentational: the panel owns the query and the keyboard handling.
 *
 * The input is uncontrolled: a keystroke changes no React state, so it costs
 * no commit of its own; the answer's commit is the only one (the panel sets
 * the text itself when it changes the query). The clear button shows while
 * the input holds text, by CSS.
 */
import React, { forwardRef, type KeyboardEvent } from "react"
import { MAX_QUERY_LENGTH } from "../../shared/search/constants"
import { Icon } from "../../components/Icon"
import * as theme from "../theme.module.css"
import * as styles from "./styles.module.css"

const text = {
  inputLabel: "Search docs",
  placeholder: "Search docs",
  clearButtonTitle: "Clear the query",
  cancelButtonText: "Cancel",
}

export interface SearchBoxProps {
  /** The text the input starts with. */
  defaultValue: string
  /** The reader changed the text. */
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
  { defaultValue, onChange, onClear, onCancel, onKeyDown, isStalled, inputId, controls, activeDescendant },
  inputRef,
) {
  return (
    <div className={theme.bar}>
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
            <Icon name="search" />
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
          defaultValue={defaultValue}
          onChange={(event) => onChange(event.currentTarget.value.slice(0, MAX_QUERY_LENGTH))}
          onKeyDown={onKeyDown}
        />
        <button type="reset" className={styles.clear} title={text.clearButtonTitle} aria-label={text.clearButtonTitle}>
          <Icon name="clear" size={18} />
        </button>
      </form>
      <button type="button" className={theme.barCancel} onClick={onCancel}>
        {text.cancelButtonText}
      </button>
    </div>
  )
})
