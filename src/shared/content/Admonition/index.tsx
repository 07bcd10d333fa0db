import React from "react"

const strings = {
  /** The title of each type of call-out, unless the MDX gives its own. */
  titles: {
    note: "Note",
    tip: "Tip",
    info: "Info",
    warning: "Warning",
    caution: "Caution",
    danger: "Danger",
  } as Record<string, string>,
}

interface AdmonitionProps {
  type: string
  title?: string
  children: React.ReactNode
}

/** A call-out box written in MDX as :::note, :::tip[Title], ..., its type's icon before the title (styles.css). */
export function Admonition({ type, title, children }: AdmonitionProps) {
  const heading = title ?? strings.titles[type] ?? type
  return (
    <aside className={`admonition admonition--${type}`} aria-label={heading}>
      <p className="admonition__heading">
        <span className="admonition__icon" aria-hidden="true" />
        {heading}
      </p>
      <div className="admonition__body">{children}</div>
    </aside>
  )
}
