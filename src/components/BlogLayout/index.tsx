import React from "react"
import { Layout } from "../Layout"
import { BlogSidebar, type SidebarPost } from "./Sidebar"
import * as styles from "./styles.module.css"

export { groupPostsByYear, type SidebarPost } from "./Sidebar"

interface BlogLayoutProps {
  posts: readonly SidebarPost[]
  activeUrl?: string
  /** Right column on wide screens (a post's table of contents). */
  aside?: React.ReactNode
  children: React.ReactNode
}

/** Blog pages: recent posts by year beside the content; on small screens they move into the mobile menu. */
export function BlogLayout({ posts, activeUrl, aside, children }: BlogLayoutProps) {
  return (
    <Layout secondaryMenu={<BlogSidebar posts={posts} activeUrl={activeUrl} />}>
      <div className={`${styles.columns} ${aside ? styles.withAside : ""}`}>
        <div className={styles.sidebar}>
          <BlogSidebar posts={posts} activeUrl={activeUrl} />
        </div>
        <div className={styles.content}>{children}</div>
        {aside && <div className={styles.aside}>{aside}</div>}
      </div>
    </Layout>
  )
}
