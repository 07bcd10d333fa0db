import React from "react"
import type { TocNode } from "../tocTree"
import * as styles from "./styles.module.css"

/** Nested lists of heading links. */
export function TocList({ nodes, linkClassName }: { nodes: readonly TocNode[]; linkClassName?: string }) {
  return (
    <ul className={styles.list}>
      {nodes.map(node => (
        <li key={node.id}>
          <a href={`#${node.id}`} className={`${styles.link} ${linkClassName ?? ""}`}>
            {node.text}
          </a>
          {node.children.length > 0 && <TocList nodes={node.children} linkClassName={linkClassName} />}
        </li>
      ))}
    </ul>
  )
}
