import React from "react"
import { MainContent, PageFrame } from "../Layout"
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

/**
 * Blog pages: recent posts by year beside <main> (not in it, so the skip link
 * passes them), <main> holding the content and a post's table of contents.
 * On small screens the posts move into the mobile menu.
 */
export function BlogLayout({ posts, activeUrl, aside, children }: BlogLayoutProps) {
  return (
    <PageFrame secondaryMenu={<BlogSidebar posts={posts} activeUrl={activeUrl} />}>
      <div className={`${styles.columns} ${aside ? styles.withAside : ""}`}>
        <aside className={styles.sidebar}>
          <BlogSidebar posts={posts} activeUrl={activeUrl} />
        </aside>
        <MainContent className={`${styles.blogMain} ${aside ? styles.blogMainWithAside : ""}`}>
          <div className={styles.content}>{children}</div>
          {aside && <div className={styles.aside}>{aside}</div>}
        </MainContent>
      </div>
    </PageFrame>
  )
}
