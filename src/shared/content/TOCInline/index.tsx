import React from "react"

interface TocItem {
  depth: number
  text: string
  id: string
}

interface TocNode extends TocItem {
  children: TocNode[]
}

/** Headings in document order as a tree: each heading under the last shallower one. */
export function nestTocItems(items: readonly TocItem[]): TocNode[] {
  const roots: TocNode[] = []
  const open: TocNode[] = []
  for (const item of items) {
    const node = { ...item, children: [] }
    while (open.length > 0 && open[open.length - 1].depth >= item.depth) open.pop()
    ;(open.length > 0 ? open[open.length - 1].children : roots).push(node)
    open.push(node)
  }
  return roots
}

function TocList({ nodes }: { nodes: TocNode[] }) {
  return (
    <ul>
      {nodes.map(node => (
        <li key={node.id}>
          <a href={`#${node.id}`}>{node.text}</a>
          {node.children.length > 0 && <TocList nodes={node.children} />}
        </li>
      ))}
    </ul>
  )
}

/**
 * Docusaurus' <TOCInline toc={toc} />: the page's own table of contents in its
 * text. The headings arrive as `items` (JSON), written into the element at
 * build time by src/node/content/themeImports.ts, already cut to the
 * element's min and max heading levels.
 */
export function TOCInline({ items = "[]", className }: { items?: string; className?: string }) {
  const nodes = nestTocItems(JSON.parse(items) as TocItem[])
  return <div className={["toc-inline", className].filter(Boolean).join(" ")}>{nodes.length > 0 && <TocList nodes={nodes} />}</div>
}
