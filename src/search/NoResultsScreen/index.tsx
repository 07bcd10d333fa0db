/** Nothing found: the query, up to three queries to try instead, and a way to report it. */
import React from "react"
import * as styles from "./styles.module.css"

const text = {
  noResultsText: "No results for",
  suggestedQueryText: "Try searching for",
  reportMissingResultsText: "Believe this query should return results?",
  reportMissingResultsLinkText: "Let us know.",
}

export interface NoResultsScreenProps {
  query: string
  suggestions: string[]
  onSuggestion(query: string): void
  /** A link to report the missing results, or null to leave it out. */
  reportUrl: string | null
}

export function NoResultsScreen({ query, suggestions, onSuggestion, reportUrl }: NoResultsScreenProps) {
  return (
    <div className={styles.screen}>
      <p className={styles.title}>
        {text.noResultsText} "<strong>{query}</strong>"
      </p>
      {suggestions.length > 0 && (
        <div>
          <p className={styles.label}>{text.suggestedQueryText}:</p>
          <ul className={styles.list}>
            {suggestions.map((suggestion) => (
              <li key={suggestion}>
                <button type="button" className={styles.suggestion} onClick={() => onSuggestion(suggestion)}>
                  {suggestion}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {reportUrl && (
        <p className={styles.help}>
          <a href={reportUrl} target="_blank" rel="noopener noreferrer">
            {text.reportMissingResultsText} {text.reportMissingResultsLinkText}
          </a>
        </p>
      )}
    </div>
  )
}
