/**
 * The content index of the running build (or develop server). Gatsby's hooks
 * and the MDX link rewriter, which gatsby-plugin-mdx runs inside webpack in
 * the same process, read the one index loaded at sourcing time.
 */
import type { ContentIndex } from "./contentIndex"

let current: ContentIndex | null = null

export function currentContentIndex(): ContentIndex | null {
  return current
}

export function setCurrentContentIndex(index: ContentIndex | null): void {
  current = index
}
