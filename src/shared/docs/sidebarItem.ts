/**
 * One item of a resolved docs sidebar: the shape the build writes
 * (src/node/docs/sidebars.ts) and the sidebar component reads from its
 * slice's data (src/components/DocSidebar). Its URLs are final.
 */
export interface SidebarItem {
  type: "link" | "category"
  label: string
  url: string | null
  docPath: string
  items: readonly SidebarItem[]
  /** Set only when a `_category_` file says whether the category starts collapsed. */
  collapsed?: boolean
  /** Docusaurus' sidebar_class_name (a doc) or `_category_` className: a class on the item's <li>. */
  className?: string
}
