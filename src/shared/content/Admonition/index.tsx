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

/** The title a call-out shows: its own, else its type's. */
export function admonitionHeading(type: string, title?: string): string {
  return title ?? strings.titles[type] ?? type
}

/** The classes of a call-out's parts; blog excerpts (src/node/blog/excerpt.ts) build the same markup. */
export const admonitionClasses = {
  root: (type: string) => ["admonition", `admonition--${type}`],
  heading: "admonition__heading",
  icon: "admonition__icon",
  body: "admonition__body",
}

/** A call-out box written in MDX as :::note, :::tip[Title], ..., its type's icon before the title (styles.css). */
export function Admonition({ type, title, children }: AdmonitionProps) {
  const heading = admonitionHeading(type, title)
  return (
    <aside className={admonitionClasses.root(type).join(" ")} aria-label={heading}>
      <p className={admonitionClasses.heading}>
        <span className={admonitionClasses.icon} aria-hidden="true" />
        {heading}
      </p>
      <div className={admonitionClasses.body}>{children}</div>
    </aside>
  )
}
