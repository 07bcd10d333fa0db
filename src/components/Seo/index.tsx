import React from "react"
import { withPrefix } from "gatsby"
import { siteConfig } from "../../config/site"
import { normalizePathPrefix, publicUrl } from "../../config/siteUrl"

interface SeoProps {
  /** Page title; the site title is appended ("Installation | RSVIM"). */
  title?: string
  description?: string | null
  /** Site path of the page, for the canonical URL. */
  path: string
  /** "article" for blog posts; "website" otherwise. */
  type?: "website" | "article"
  /** ISO date of a post, for og:article:published_time. */
  publishedTime?: string
  /** Front matter `keywords`. */
  keywords?: readonly string[] | null
  /** Front matter `image`: the social card, a site path or an http(s) URL; else the site's card. */
  image?: string | null
  /** Asks search engines neither to index the page nor to follow its links (Docusaurus' unlisted). */
  noIndex?: boolean
}

/**
 * An absolute URL on the public site (canonical links and social cards need
 * the origin), under the build's path prefix. `path` is a site path; a
 * browser pathname (which already holds the prefix) is accepted too.
 */
export function absoluteUrl(path: string): string {
  // withPrefix knows the prefix Gatsby built the pages for ("" unless paths are prefixed).
  const prefix = normalizePathPrefix(withPrefix("/"))
  const sitePath = prefix && (path === prefix || path.startsWith(`${prefix}/`)) ? path.slice(prefix.length) || "/" : path
  return publicUrl(sitePath, prefix)
}

/**
 * The document head of one page: title, description, keywords, canonical URL,
 * social cards (Open Graph, Twitter; the page's own image when its front
 * matter names one), rendered by each page's `Head` export. What every page
 * shares (the language on <html>, the icons, the feed links) is gatsby-ssr.tsx's:
 * the Head API replaces its elements at each navigation, and a replaced icon
 * link is fetched again.
 */
export function Seo({ title, description, path, type = "website", publishedTime, keywords, image: pageImage, noIndex = false }: SeoProps) {
  const fullTitle = title ? `${title} | ${siteConfig.title}` : `${siteConfig.title} · ${siteConfig.tagline}`
  const summary = description ?? siteConfig.tagline
  const canonical = absoluteUrl(path)
  const image = pageImage && /^https?:\/\//.test(pageImage) ? pageImage : absoluteUrl(pageImage ?? siteConfig.socialCard)
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={summary} />
      {keywords && keywords.length > 0 && <meta name="keywords" content={keywords.join(", ")} />}
      {noIndex && <meta name="robots" content="noindex, nofollow" />}
      <link rel="canonical" href={canonical} />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={siteConfig.title} />
      <meta property="og:locale" content="en_US" />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={summary} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={image} />
      {publishedTime && <meta property="article:published_time" content={publishedTime} />}
      <meta name="twitter:card" content="summary" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={summary} />
      <meta name="twitter:image" content={image} />
    </>
  )
}
