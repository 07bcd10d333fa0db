import React from "react"
import { Link } from "gatsby"
import { Layout } from "../Layout"
import * as styles from "./styles.module.css"

export interface SidebarPost {
  title: string
  url: string
  date: string
}

/** Groups posts (newest first) by the year of their date. */
export function groupPostsByYear<T extends { date: string }>(posts: readonly T[]): [string, T[]][] {
  const groups = new Map<string, T[]>()
  for (const post of posts) {
    const year = post.date.slice(0, 4)
    groups.set(year, [...(groups.get(year) ?? []), post])
  }
  return [...groups.entries()]
}

interface BlogLayoutProps {
  posts: readonly SidebarPost[]
  activeUrl?: string
  children: React.ReactNode
}

/** Blog pages: a sidebar of recent posts grouped by year beside the content. */
export function BlogLayout({ posts, activeUrl, children }: BlogLayoutProps) {
  return (
    <Layout>
      <div className={styles.columns}>
        <nav className={styles.sidebar} aria-label="Blog recent posts navigation">
          <p className={styles.sidebarTitle}>Recent posts</p>
          {groupPostsByYear(posts).map(([year, yearPosts]) => (
            <div key={year}>
              <h2 className={styles.year}>{year}</h2>
              <ul className={styles.list}>
                {yearPosts.map(post => (
                  <li key={post.url}>
                    <Link to={post.url} aria-current={post.url === activeUrl ? "page" : undefined} className={styles.link}>
                      {post.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <div className={styles.content}>{children}</div>
      </div>
    </Layout>
  )
}
