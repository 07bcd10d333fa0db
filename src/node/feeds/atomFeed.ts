/**
 * The blog's Atom 1.0 feed (RFC 4287). gatsby-plugin-feed writes RSS only,
 * so Atom is written here from the same entries (plugins/atom-feed).
 */
import type { FeedEntry } from "./blogFeedQuery"

export function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;")
}

/** Atom wants full timestamps; posts carry dates. */
function timestamp(date: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T00:00:00Z` : new Date(date).toISOString()
}

export interface AtomFeedMeta {
  title: string
  subtitle: string
  /** Absolute URL of the blog's home. */
  siteUrl: string
  /** Absolute URL of this feed. */
  feedUrl: string
  /** Fallback author when a post names none (Atom requires one). */
  author: string
}

export function renderAtomFeed(meta: AtomFeedMeta, entries: readonly FeedEntry[]): string {
  const updated = entries.length > 0 ? timestamp(entries.map(entry => entry.date).sort().reverse()[0]) : new Date(0).toISOString()
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${escapeXml(meta.siteUrl)}</id>`,
    `  <title>${escapeXml(meta.title)}</title>`,
    `  <subtitle>${escapeXml(meta.subtitle)}</subtitle>`,
    `  <updated>${updated}</updated>`,
    `  <link rel="alternate" href="${escapeXml(meta.siteUrl)}"/>`,
    `  <link rel="self" href="${escapeXml(meta.feedUrl)}"/>`,
    `  <author><name>${escapeXml(meta.author)}</name></author>`,
  ]
  for (const entry of entries) {
    lines.push(
      "  <entry>",
      `    <id>${escapeXml(entry.url)}</id>`,
      `    <title>${escapeXml(entry.title)}</title>`,
      `    <link rel="alternate" href="${escapeXml(entry.url)}"/>`,
      `    <published>${timestamp(entry.date)}</published>`,
      `    <updated>${timestamp(entry.date)}</updated>`,
      ...entry.authors.map(
        author => `    <author><name>${escapeXml(author.name)}</name>${author.url ? `<uri>${escapeXml(author.url)}</uri>` : ""}</author>`
      ),
      ...entry.categories.map(category => `    <category term="${escapeXml(category)}"/>`),
      `    <summary>${escapeXml(entry.summary)}</summary>`,
      `    <content type="html">${escapeXml(entry.contentHtml)}</content>`,
      "  </entry>"
    )
  }
  lines.push("</feed>", "")
  return lines.join("\n")
}
