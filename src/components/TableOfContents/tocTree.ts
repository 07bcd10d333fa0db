/** Pure table-of-contents logic: which headings it lists, and which one is being read. */

export interface TocHeading {
  depth: number
  text: string
  id: string
}

export interface TocNode extends TocHeading {
  children: TocNode[]
}

/** The spec's range (h2–h6); pages narrow it with toc_min/max_heading_level. */
export const defaultTocLevels = { min: 2, max: 6 }

/** What a page's data says of its table of contents (its headings, and the front matter's three fields). */
export interface TocSettings {
  headings: readonly TocHeading[]
  hideTableOfContents: boolean
  tocMinHeadingLevel: number
  tocMaxHeadingLevel: number
}

/** A page's table of contents, as docs, posts and pages show it: null when hidden by hide_table_of_contents. */
export function tableOfContentsOf(page: TocSettings): { headings: readonly TocHeading[]; minLevel: number; maxLevel: number } | null {
  return page.hideTableOfContents ? null : { headings: page.headings, minLevel: page.tocMinHeadingLevel, maxLevel: page.tocMaxHeadingLevel }
}

/** Keeps headings within [min, max] and nests each under the nearest shallower one. */
export function buildTocTree(headings: readonly TocHeading[], min = defaultTocLevels.min, max = defaultTocLevels.max): TocNode[] {
  const roots: TocNode[] = []
  const stack: TocNode[] = []
  for (const heading of headings) {
    // A shallower heading outside the range still ends the sections before it.
    if (heading.depth < min) stack.length = 0
    if (heading.depth < min || heading.depth > max) continue
    const node: TocNode = { ...heading, children: [] }
    while (stack.length > 0 && stack[stack.length - 1].depth >= node.depth) stack.pop()
    if (stack.length === 0) roots.push(node)
    else stack[stack.length - 1].children.push(node)
    stack.push(node)
  }
  return roots
}

/**
 * The heading being read, from the headings' distances to the top of the
 * viewport (in page order): the first heading below the navbar if it is in
 * the top half of the viewport, else the one before it (whose section fills
 * the screen). -1 when the reader has not reached the first heading yet.
 */
export function activeHeadingIndex(tops: readonly number[], navbarBottom: number, viewportHeight: number): number {
  const firstBelow = tops.findIndex(top => top >= navbarBottom)
  if (firstBelow === -1) return tops.length - 1
  if (tops[firstBelow] < viewportHeight / 2) return firstBelow
  return firstBelow - 1
}
