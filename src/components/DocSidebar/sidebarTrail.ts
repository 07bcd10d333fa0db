/** Pure helpers over a resolved sidebar tree (its URLs are final, from the build). */

export interface SidebarNode {
  type: string
  label: string
  url: string | null
  docPath: string
  items?: readonly SidebarNode[] | null
}

/** The items from the top of the sidebar down to the page at `url` (empty when it is not there). */
export function sidebarTrail(items: readonly SidebarNode[], url: string): SidebarNode[] {
  for (const item of items) {
    if (item.url === url) return [item]
    const below = sidebarTrail(item.items ?? [], url)
    if (below.length > 0) return [item, ...below]
  }
  return []
}

/** Whether `url` is this item's page or any page below it. */
export function containsUrl(item: SidebarNode, url: string): boolean {
  return item.url === url || (item.items ?? []).some(child => containsUrl(child, url))
}
