import React from "react"
import { withPrefix, type PageProps } from "gatsby"
import { BlogLayout } from "../../components/BlogLayout"
import { PostSummary } from "../../components/PostSummary"
import * as styles from "./BlogAuthorPage.module.css"

const strings = {
  profiles: "Profiles",
}

export default function BlogAuthorPage({ data }: PageProps<Queries.BlogAuthorPageQuery>) {
  const author = data.blogAuthor!
  const own = data.written.nodes
  return (
    <BlogLayout posts={data.sidebar.nodes}>
      <h1 className={styles.heading}>
        {author.imageUrl && <img className={styles.avatar} src={author.imageUrl.startsWith("/") ? withPrefix(author.imageUrl) : author.imageUrl} alt="" width={64} height={64} />}
        {author.name}
      </h1>
      {author.title && <p>{author.title}</p>}
      {author.description && <p>{author.description}</p>}
      {author.socials.length > 0 && (
        <ul className={styles.socials} aria-label={strings.profiles}>
          {author.socials.map(social => (
            <li key={social.platform}>
              <a href={social.url} target="_blank" rel="noopener noreferrer">
                {social.url.replace(/^https?:\/\/(www\.)?/, "")}
              </a>
            </li>
          ))}
        </ul>
      )}
      {author.url && (
        <p>
          <a href={author.url} target="_blank" rel="noopener noreferrer">
            {author.url.replace(/^https?:\/\//, "")}
          </a>
        </p>
      )}
      <h2>
        {own.length} {own.length === 1 ? "post" : "posts"}
      </h2>
      {own.map(post => (
        <PostSummary key={post.url} post={post} />
      ))}
    </BlogLayout>
  )
}
