import React from "react"
import { Link, withPrefix } from "gatsby"
import * as styles from "./styles.module.css"

const strings = {
  readingTime: (minutes: number) => `${minutes} min read`,
  tags: "Tags",
  by: "By",
  /** The name of each social platform authors.yml may list; others show as written. */
  platforms: {
    x: "X",
    twitter: "Twitter",
    github: "GitHub",
    linkedin: "LinkedIn",
    stackoverflow: "Stack Overflow",
    bluesky: "Bluesky",
    instagram: "Instagram",
    threads: "Threads",
    twitch: "Twitch",
    youtube: "YouTube",
    mastodon: "Mastodon",
  } as Record<string, string>,
  profile: (name: string, platform: string) => `${name} on ${platform}`,
}

export interface PostAuthorData {
  /** The authors.yml id; null for an author written inline in the post. */
  slug?: string | null
  name: string
  title?: string | null
  /** The author's page on this site; null for an inline author, who has none. */
  permalink?: string | null
  /** The author's own site and email, where an inline author's name links to. */
  url?: string | null
  email?: string | null
  imageUrl?: string | null
  socials: readonly { platform: string; url: string }[]
}

export interface PostMetaProps {
  date: string
  /** Date as readers see it ("August 29, 2024"). */
  dateLabel: string
  readingMinutes: number
  authors: readonly PostAuthorData[]
  tags: readonly { slug: string; label: string; permalink: string }[]
}

/** An avatar from static/ gets the site's path prefix; one elsewhere is used as written. */
const avatarSrc = (imageUrl: string) => (imageUrl.startsWith("/") ? withPrefix(imageUrl) : imageUrl)

/** An author's name: a link to their page here, else (an inline author) to their own site or email, else plain. */
function AuthorName({ author }: { author: PostAuthorData }) {
  if (author.permalink) {
    return (
      <Link to={author.permalink} className={styles.author}>
        {author.name}
      </Link>
    )
  }
  const href = author.url ?? (author.email ? `mailto:${author.email}` : null)
  if (!href) return <span className={styles.author}>{author.name}</span>
  return (
    <a href={href} className={styles.author} target="_blank" rel="noopener noreferrer">
      {author.name}
    </a>
  )
}

/** Date, reading time, authors (avatar, link to their page, title, profiles) and tags of a post. */
export function PostMeta({ date, dateLabel, readingMinutes, authors, tags }: PostMetaProps) {
  return (
    <div className={styles.meta}>
      <p className={styles.line}>
        <time dateTime={date}>{dateLabel}</time>
        <span aria-hidden="true"> · </span>
        <span>{strings.readingTime(readingMinutes)}</span>
      </p>
      {authors.length > 0 && (
        <ul className={styles.authors} aria-label={strings.by}>
          {authors.map(author => (
            <li key={author.slug ?? `inline:${author.name}`} className={styles.authorItem}>
              {author.imageUrl && <img className={styles.avatar} src={avatarSrc(author.imageUrl)} alt="" width={36} height={36} loading="lazy" decoding="async" />}
              <span>
                <AuthorName author={author} />
                {author.title && <span className={styles.muted}> – {author.title}</span>}
                {author.socials.length > 0 && (
                  <span className={styles.socials}>
                    {author.socials.map(social => {
                      const platform = strings.platforms[social.platform] ?? social.platform
                      return (
                        <a key={social.platform} href={social.url} target="_blank" rel="noopener noreferrer" aria-label={strings.profile(author.name, platform)} className={styles.social}>
                          {platform}
                        </a>
                      )
                    })}
                  </span>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      {tags.length > 0 && (
        <ul className={styles.tags} aria-label={strings.tags}>
          {tags.map(tag => (
            <li key={tag.slug}>
              <Link to={tag.permalink} className={styles.tag}>
                {tag.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
