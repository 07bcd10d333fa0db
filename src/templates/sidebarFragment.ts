import { graphql } from "gatsby"

/** Sidebar trees go four levels deep (section › module › namespace › symbol). */
export const sidebarTreeFragment = graphql`
  fragment SidebarItemFields on SidebarItem {
    type
    label
    url
    docPath
  }
  fragment SidebarTree on SidebarItem {
    ...SidebarItemFields
    items {
      ...SidebarItemFields
      items {
        ...SidebarItemFields
        items {
          ...SidebarItemFields
          items {
            ...SidebarItemFields
          }
        }
      }
    }
  }
`
