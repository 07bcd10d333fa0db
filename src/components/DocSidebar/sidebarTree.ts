/** Pure helpers over a resolved sidebar tree (its URLs are final, from the build). */

import type { SidebarItem } from "../../shared/docs/sidebarItem"

export type { SidebarItem }

/** Whether `url` is this item's page or any page below it. */
export function containsUrl(item: SidebarItem, url: string): boolean {
  return item.url === url || (item.items ?? []).some(child => containsUrl(child, url))
}

/**
 * Whether a category starts expanded: any category holding the page being
 * read, and otherwise every top-level category, unless its `_category_` file
 * says `collapsed` (true or false). Deeper categories start collapsed
 * and their items are rendered only once opened, so a page's HTML grows with
 * the top of its sidebar and its own trail, not with the whole docs.
 */
export function startsExpanded(item: SidebarItem, depth: number, activeUrl: string): boolean {
  if (containsUrl(item, activeUrl)) return true
  if (typeof item.collapsed === "boolean") return !item.collapsed
  return depth === 0
}
