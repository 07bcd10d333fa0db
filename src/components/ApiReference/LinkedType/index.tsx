import React from "react"
import { Link } from "gatsby"

export interface TypeLink {
  text: string
  url: string
  external: boolean
}

/** Splits a type's text into plain runs and the names that have a page (ours or MDN's). */
export function linkTypeText(type: string, links: readonly TypeLink[]): (string | TypeLink)[] {
  if (links.length === 0) return [type]
  const byName = new Map(links.map(link => [link.text, link]))
  const names = [...byName.keys()].sort((a, b) => b.length - a.length).map(name => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
  const pattern = new RegExp(`(?<![\\w.$])(${names.join("|")})(?![\\w$])`, "g")
  const parts: (string | TypeLink)[] = []
  let last = 0
  for (const match of type.matchAll(pattern)) {
    if (match.index! > last) parts.push(type.slice(last, match.index))
    parts.push(byName.get(match[1])!)
    last = match.index! + match[1].length
  }
  if (last < type.length) parts.push(type.slice(last))
  return parts
}

/** A type written as code, its documented names linked. */
export function LinkedType({ type, links }: { type: string; links: readonly TypeLink[] }) {
  return (
    <code>
      {linkTypeText(type, links).map((part, index) =>
        typeof part === "string" ? (
          <React.Fragment key={index}>{part}</React.Fragment>
        ) : part.external ? (
          <a key={index} href={part.url} target="_blank" rel="noopener noreferrer">
            {part.text}
          </a>
        ) : (
          <Link key={index} to={part.url}>
            {part.text}
          </Link>
        )
      )}
    </code>
  )
}
