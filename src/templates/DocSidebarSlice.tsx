import React from "react"
import { graphql, type SliceComponentProps } from "gatsby"
import { DocSidebar, SidebarItems, type SidebarItem } from "../components/DocSidebar"

const strings = {
  mobileLabel: "Docs sidebar",
}

type SliceProps = {
  /** URL of the page being read. */
  activeUrl: string
  /** The desktop column, or the mobile menu's secondary menu. */
  variant: "desktop" | "mobile"
}

/**
 * One docs sidebar as a Gatsby slice (created per version and section in
 * src/node/gatsby/createPages.ts): its tree reaches the browser once per
 * sidebar as slice-data, not in every page's page-data.
 */
export default function DocSidebarSlice({ data, activeUrl, variant }: SliceComponentProps<Queries.DocSidebarSliceQuery, { sidebarId: string }, SliceProps>) {
  const items = (data.docsSidebar?.items ?? []) as readonly SidebarItem[]
  if (variant === "mobile") {
    return (
      <nav aria-label={strings.mobileLabel}>
        <SidebarItems items={items} activeUrl={activeUrl} />
      </nav>
    )
  }
  return <DocSidebar items={items} activeUrl={activeUrl} />
}

export const query = graphql`
  query DocSidebarSlice($sidebarId: String!) {
    docsSidebar(sidebarId: { eq: $sidebarId }) {
      items
    }
  }
`
