import React from "react"
import { Link } from "gatsby"
import * as styles from "./styles.module.css"

interface PostMetaProps {
  date: string
  /** Date as readers see it ("August 29, 2024"). */
  dateLabel: string
  readingMinutes: number
  authors: readonly { slug: string; name: string; title?: string | null }[]
  tags: readonly { slug: string; label: string }[]
}

/** Date, reading time, authors and tags of a post. */
export function PostMeta({ date, dateLabel, readingMinutes, authors, tags }: PostMetaProps) {
  return (
    <div className={styles.meta}>
      <p className={styles.line}>
        <time dateTime={date}>{dateLabel}</time> · {readingMinutes} min read
      </p>
      <p className={styles.line}>
        {authors.map((author, index) => (
          <React.Fragment key={author.slug}>
            {index > 0 && ", "}
            <Link to={`/blog/authors/${author.slug}`}>{author.name}</Link>
            {author.title && <span className={styles.muted}> ({author.title})</span>}
          </React.Fragment>
        ))}
      </p>
      {tags.length > 0 && (
        <ul className={styles.tags} aria-label="Tags">
          {tags.map(tag => (
            <li key={tag.slug}>
              <Link to={`/blog/tags/${tag.slug}`} className={styles.tag}>
                {tag.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
