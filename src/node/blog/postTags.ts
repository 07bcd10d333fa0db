/**
 * A post's tags, written in front matter the ways Docusaurus 3 takes them: ids
 * from tags.yml, any other string (an inline tag: its label is the string and
 * its page `/blog/tags/<string in kebab case>`), or `{ label, permalink }`
 * objects (always inline). Tags are one page per URL, as in Docusaurus: an
 * inline tag whose URL is a tags.yml tag's joins it, and the first of several
 * inline tags with one URL names it. When the blog has a tags file, each post
 * with inline tags gets a warning (Docusaurus' `onInlineTags: "warn"`).
 */
import { blogUrls } from "./paths"
import { kebabCase, permalinkSegment, type BlogTagConfig } from "./metadata"
import { ContentError } from "../content/contentError"

export type FrontMatterTag = string | { label: string; permalink: string }

/** `tags`: one tag or a list of them; `fail` records a problem at the field's line. */
export function readFrontMatterTags(value: unknown, fail: (message: string) => undefined): FrontMatterTag[] {
  if (value === undefined || value === null) return []
  const list = Array.isArray(value) ? value : [value]
  return list.flatMap((item): FrontMatterTag[] => {
    if (typeof item === "string" && item.trim() !== "") return [item]
    if (typeof item === "object" && item !== null && !Array.isArray(item)) {
      const { label, permalink, ...rest } = item as Record<string, unknown>
      const unknown = Object.keys(rest)
      if (unknown.length > 0) return fail(`unknown tag field(s) ${unknown.map(key => `"${key}"`).join(", ")} (allowed: label, permalink)`) ?? []
      if (typeof label === "string" && label.trim() !== "" && typeof permalink === "string" && permalinkSegment(permalink) !== "") return [{ label, permalink }]
      return fail(`a tag written as an object needs a "label" and a "permalink" ({ label: Release notes, permalink: /releases })`) ?? []
    }
    return fail(`"tags" must be a tag or a list of tags (ids from tags.yml, names, or { label, permalink })`) ?? []
  })
}

/** The tags.yml entry a front matter tag names, if it names one. */
function declaredTag(tag: FrontMatterTag, declared: readonly BlogTagConfig[]): BlogTagConfig | undefined {
  return typeof tag === "string" ? declared.find(candidate => candidate.slug === tag) : undefined
}

/** The labels of a post's inline tags (those tags.yml does not declare). */
export function inlineTagLabels(tags: readonly FrontMatterTag[], declared: readonly BlogTagConfig[]): string[] {
  return [...new Set(tags.filter(tag => !declaredTag(tag, declared)).map(tag => (typeof tag === "string" ? tag : tag.label)))]
}

export interface ResolvedBlogTags {
  /** Every tag with a page: tags.yml's, then the inline ones in the order posts first name them. */
  tags: BlogTagConfig[]
  /** The slugs of each post's tags (by the post's repository path), without repeats. */
  slugsOfPost: Map<string, string[]>
}

/** Gives every tag the posts name a page, and each post the slugs of its tags. */
export function resolveBlogTags(declared: readonly BlogTagConfig[], posts: readonly { file: string; tags: readonly FrontMatterTag[] }[]): ResolvedBlogTags {
  const tags = [...declared]
  const byPermalink = new Map(tags.map(tag => [tag.permalink, tag]))
  const slugs = new Set(tags.map(tag => tag.slug))
  const slugsOfPost = new Map<string, string[]>()
  for (const post of posts) {
    const own = post.tags.map(tag => {
      const known = declaredTag(tag, declared)
      if (known) return known.slug
      const label = typeof tag === "string" ? tag : tag.label
      const permalink = blogUrls.tag(typeof tag === "string" ? kebabCase(tag) : permalinkSegment(tag.permalink))
      const existing = byPermalink.get(permalink)
      if (existing) return existing.slug
      // The label is the inline tag's id unless a tag already has it as its id; then its URL is.
      const inline: BlogTagConfig = { slug: slugs.has(label) ? permalink : label, label, permalink, source: post.file }
      tags.push(inline)
      byPermalink.set(permalink, inline)
      slugs.add(inline.slug)
      return inline.slug
    })
    slugsOfPost.set(post.file, [...new Set(own)])
  }
  return { tags, slugsOfPost }
}

/** The warning Docusaurus gives for a post with inline tags, at `where` ("file:line"); null when it has none. */
export function inlineTagsWarning(tags: readonly FrontMatterTag[], declared: readonly BlogTagConfig[], where: string, tagsFile: string): ContentError | null {
  const inline = inlineTagLabels(tags, declared)
  if (inline.length === 0) return null
  return new ContentError(
    where,
    `inline tag(s) ${inline.map(label => `"${label}"`).join(", ")} are not in ${tagsFile}: each gets a tag page named after it (add them to ${tagsFile} to give them a label, description or URL of their own)`
  )
}
