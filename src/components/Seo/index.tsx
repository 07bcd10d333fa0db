import React from "react"
import { withPrefix } from "gatsby"
import { Helmet } from "react-helmet"
import { siteConfig } from "../../config/site"

interface SeoProps {
  /** Page title; the site title is appended ("Installation | RSVIM"). */
  title?: string
  description?: string | null
  /** Site path of the page, for the canonical URL. */
  path: string
}

/** Document head for one page: title, description, canonical URL, language. */
export function Seo({ title, description, path }: SeoProps) {
  const fullTitle = title ? `${title} | ${siteConfig.title}` : `${siteConfig.title} · ${siteConfig.tagline}`
  const summary = description ?? siteConfig.tagline
  const canonical = `${siteConfig.url}${path === "/" ? "" : path}`
  return (
    <Helmet htmlAttributes={{ lang: siteConfig.i18n.defaultLocale }}>
      <title>{fullTitle}</title>
      <meta name="description" content={summary} />
      <link rel="canonical" href={canonical} />
      <link rel="icon" href={withPrefix(siteConfig.favicon)} type="image/svg+xml" />
      <link rel="apple-touch-icon" href={withPrefix("/apple-touch-icon.png")} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={summary} />
      <meta property="og:url" content={canonical} />
    </Helmet>
  )
}
