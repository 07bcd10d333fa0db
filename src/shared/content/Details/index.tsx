import React from "react"

interface DetailsProps {
  /** The line shown while folded: text, or a <summary> element as Docusaurus pages write it. */
  summary?: React.ReactNode
  children?: React.ReactNode
}

/** A folding block (Docusaurus' <Details>): the browser's own <details>, styled (styles.css). */
export function Details({ summary, children }: DetailsProps) {
  const ownSummary = React.isValidElement(summary) && summary.type === "summary"
  return (
    <details className="details">
      {summary !== undefined && (ownSummary ? summary : <summary>{summary}</summary>)}
      <div className="details__body">{children}</div>
    </details>
  )
}
