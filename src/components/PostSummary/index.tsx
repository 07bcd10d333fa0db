import React from "react"
import { Link } from "gatsby"
import { PostMeta, type PostMetaProps } from "../PostMeta"
import * as styles from "./styles.module.css"

const strings = {
  readMore: "Read more",
  /** Hidden after "Read more", for screen readers and crawlers. */
  readMoreAbout: (title: string) => ` about ${title}`,
}

export interface PostSummaryData {
  title: string
  url: string
  date: string
  dateLabel: string
  readingMinutes: number
  excerptHtml: string
  authors: PostMetaProps["authors"]
  tags: PostMetaProps["tags"]
}

/** A post in a list: title, metadata, excerpt and "Read more". */
export function PostSummary({ post }: { post: PostSummaryData }) {
  return (
    <article className={styles.summary}>
      <h2 className={styles.title}>
        <Link to={post.url}>{post.title}</Link>
      </h2>
      <PostMeta date={post.date} dateLabel={post.dateLabel} readingMinutes={post.readingMinutes} authors={post.authors} tags={post.tags} />
      {/* Built at compile time from our own Markdown (src/node/blog/excerpt.ts). */}
      <div dangerouslySetInnerHTML={{ __html: post.excerptHtml }} />
      <p className={styles.readMore}>
        {/* The hidden words make the link's text say where it goes (for screen readers and crawlers alike). */}
        <Link to={post.url}>
          {strings.readMore}
          <span className="visually-hidden">{strings.readMoreAbout(post.title)}</span>
        </Link>
      </p>
    </article>
  )
}
