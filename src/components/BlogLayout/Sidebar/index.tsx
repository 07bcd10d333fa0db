import React from "react"
import { Link } from "gatsby"
import * as styles from "./styles.module.css"

const strings = {
  label: "Blog recent posts navigation",
  title: "Recent posts",
}

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

/** "Recent posts", grouped by year, the post being read marked. */
export function BlogSidebar({ posts, activeUrl }: { posts: readonly SidebarPost[]; activeUrl?: string }) {
  return (
    <nav className={styles.sidebar} aria-label={strings.label}>
      <p className={styles.title}>{strings.title}</p>
      {groupPostsByYear(posts).map(([year, yearPosts]) => (
        <div key={year} className={styles.group}>
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
  )
}
