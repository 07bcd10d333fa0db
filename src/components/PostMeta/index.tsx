import React from "react"
import { Link } from "gatsby"
import * as styles from "./styles.module.css"

const strings = {
  readingTime: (minutes: number) => `${minutes} min read`,
  tags: "Tags",
  by: "By",
}

interface PostMetaProps {
  date: string
  /** Date as readers see it ("August 29, 2024"). */
  dateLabel: string
  readingMinutes: number
  authors: readonly { slug: string; name: string; title?: string | null }[]
  tags: readonly { slug: string; label: string }[]
}

/** Date, reading time, authors (linking to their pages) and tags of a post. */
export function PostMeta({ date, dateLabel, readingMinutes, authors, tags }: PostMetaProps) {
  return (
    <div className={styles.meta}>
      <p className={styles.line}>
        <time dateTime={date}>{dateLabel}</time>
        <span aria-hidden="true"> · </span>
        <span>{strings.readingTime(readingMinutes)}</span>
      </p>
      {authors.length > 0 && (
        <p className={styles.line}>
          <span className="visually-hidden">{strings.by} </span>
          {authors.map((author, index) => (
            <React.Fragment key={author.slug}>
              {index > 0 && ", "}
              <Link to={`/blog/authors/${author.slug}`} className={styles.author}>
                {author.name}
              </Link>
              {author.title && <span className={styles.muted}> – {author.title}</span>}
            </React.Fragment>
          ))}
        </p>
      )}
      {tags.length > 0 && (
        <ul className={styles.tags} aria-label={strings.tags}>
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
