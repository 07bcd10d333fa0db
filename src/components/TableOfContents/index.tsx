import React from "react"
import * as styles from "./styles.module.css"

export interface TocHeading {
  depth: number
  text: string
  id: string
}

interface TocNode extends TocHeading {
  children: TocNode[]
}

/** Keeps headings within [min, max] and nests each under the nearest shallower one. */
export function buildTocTree(headings: readonly TocHeading[], min = 2, max = 6): TocNode[] {
  const roots: TocNode[] = []
  const stack: TocNode[] = []
  for (const heading of headings) {
    if (heading.depth < min || heading.depth > max) continue
    const node: TocNode = { ...heading, children: [] }
    while (stack.length > 0 && stack[stack.length - 1].depth >= node.depth) stack.pop()
    if (stack.length === 0) roots.push(node)
    else stack[stack.length - 1].children.push(node)
    stack.push(node)
  }
  return roots
}

function TocList({ nodes }: { nodes: TocNode[] }) {
  return (
    <ul className={styles.list}>
      {nodes.map(node => (
        <li key={node.id}>
          <a href={`#${node.id}`} className={styles.link}>
            {node.text}
          </a>
          {node.children.length > 0 && <TocList nodes={node.children} />}
        </li>
      ))}
    </ul>
  )
}

interface TableOfContentsProps {
  headings: readonly TocHeading[]
  minLevel?: number
  maxLevel?: number
}

/** "On this page": links to the page's headings (levels 2–6 unless the page narrows them). */
export function TableOfContents({ headings, minLevel = 2, maxLevel = 6 }: TableOfContentsProps) {
  const tree = buildTocTree(headings, minLevel, maxLevel)
  if (tree.length === 0) return null
  return (
    <nav className={styles.toc} aria-labelledby="toc-title">
      <p id="toc-title" className={styles.title}>
        On this page
      </p>
      <TocList nodes={tree} />
    </nav>
  )
}
