/**
 * A post's authors, written in front matter the ways Docusaurus 3 takes them:
 * ids from authors.yml (`authors: slorber`, `authors: [slorber, yangshun]`),
 * inline authors (`authors: { name, title, url, image_url, email, socials }`,
 * where a `key` takes that authors.yml entry and overrides its fields), a list
 * mixing both, or the older `author`, `author_title`, `author_url` and
 * `author_image_url` fields. As in Docusaurus, an inline author is shown on
 * the post but has no author page, and each post naming one gets a warning
 * (Docusaurus' `onInlineAuthors: "warn"` default).
 */
import { isAvatarUrl, isProfileLink, readSocials, type AuthorSocial, type BlogAuthorConfig } from "./metadata"
import { ContentError } from "../content/contentError"

/** One author as the front matter gives it. */
export interface FrontMatterAuthor {
  /** The authors.yml id; absent for an inline author. */
  key?: string
  name?: string
  title?: string
  url?: string
  email?: string
  imageUrl?: string
  socials?: AuthorSocial[]
}

/** An author as a post shows it: an authors.yml entry with the post's overrides, or an inline author. */
export interface PostAuthor {
  /** The authors.yml id; null for an inline author. */
  slug: string | null
  name: string
  title: string | null
  url: string | null
  email: string | null
  imageUrl: string | null
  socials: AuthorSocial[]
  /** The author's page on this site; null for an inline author, who has none. */
  permalink: string | null
}

/** `fail(field, message)` records a problem at that front matter field's line. */
type Fail = (field: string, message: string) => undefined

/** The older single-author fields (with Docusaurus 1's camel-case spellings) and what each sets. */
const legacyFields: Record<string, "name" | "title" | "url" | "imageUrl"> = {
  author: "name",
  author_title: "title",
  authorTitle: "title",
  author_url: "url",
  authorURL: "url",
  author_image_url: "imageUrl",
  authorImageURL: "imageUrl",
}

/** Every front matter field that names a post's authors. */
export const postAuthorFields = ["authors", ...Object.keys(legacyFields)]

const inlineFields = ["key", "name", "title", "url", "email", "image_url", "imageURL", "socials"]

function nonEmpty(value: unknown): value is string {
  return typeof value === "string" && value.trim() !== ""
}

/** One inline author object of `authors`. */
function readInlineAuthor(raw: Record<string, unknown>, fail: Fail): FrontMatterAuthor | undefined {
  const problem = (message: string) => fail("authors", message)
  const unknown = Object.keys(raw).filter(key => !inlineFields.includes(key))
  if (unknown.length > 0) return problem(`unknown author field(s) ${unknown.map(key => `"${key}"`).join(", ")} (allowed: ${inlineFields.join(", ")})`)
  const author: FrontMatterAuthor = {}
  for (const [field, key] of [["key", "key"], ["name", "name"], ["title", "title"], ["url", "url"], ["email", "email"], ["image_url", "imageUrl"], ["imageURL", "imageUrl"]] as const) {
    const value = raw[field]
    if (value === undefined || value === null) continue
    if (!nonEmpty(value)) return problem(`an author's "${field}" must be a non-empty string`)
    author[key] = value
  }
  if (author.key === undefined && author.name === undefined) return problem(`an inline author needs a "name" (or a "key" naming an entry of authors.yml)`)
  if (author.url !== undefined && !isProfileLink(author.url)) return problem(`an author's "url" must be an http(s) URL (found "${author.url}")`)
  if (author.imageUrl !== undefined && !isAvatarUrl(author.imageUrl)) return problem(`an author's "image_url" must be an http(s) URL or a site path such as /img/avatar.png (found "${author.imageUrl}")`)
  if (raw.socials !== undefined && raw.socials !== null) author.socials = readSocials(raw.socials, message => problem(`an author's ${message}`))
  return author
}

/** `authors`: one id or author, or a list of them. */
function readAuthorsField(value: unknown, fail: Fail): FrontMatterAuthor[] {
  if (value === undefined || value === null) return []
  const list = Array.isArray(value) ? value : [value]
  const authors = list.flatMap((item): FrontMatterAuthor[] => {
    if (nonEmpty(item)) return [{ key: item }]
    if (typeof item === "object" && item !== null && !Array.isArray(item)) {
      const author = readInlineAuthor(item as Record<string, unknown>, fail)
      return author ? [author] : []
    }
    return fail("authors", `"authors" must be an id from authors.yml, an author ({ name, title, url, image_url, socials }) or a list of them`) ?? []
  })
  const keys = authors.flatMap(author => (author.key ? [author.key] : []))
  const twice = keys.find((key, index) => keys.indexOf(key) !== index)
  if (twice) fail("authors", `"authors" names "${twice}" twice`)
  return authors
}

/** The post's authors from its front matter (`raw`), in order; problems go to `fail`. */
export function readFrontMatterAuthors(raw: Record<string, unknown>, fail: Fail): FrontMatterAuthor[] {
  const authors = readAuthorsField(raw.authors, fail)
  const legacy = Object.keys(legacyFields).filter(field => raw[field] !== undefined && raw[field] !== null)
  if (legacy.length === 0) return authors
  if (authors.length > 0) return fail(legacy[0], `give the authors in "authors" or in "${legacy.join('", "')}", not both`) ?? authors
  const author: FrontMatterAuthor = {}
  for (const field of legacy) {
    const value = raw[field]
    if (!nonEmpty(value)) return fail(field, `"${field}" must be a non-empty string`) ?? []
    author[legacyFields[field]] = value
  }
  if (author.name === undefined) return fail(legacy[0], `"author" (the author's name) is required with "${legacy[0]}"`) ?? []
  if (author.url !== undefined && !isProfileLink(author.url)) return fail("author_url", `"author_url" must be an http(s) URL (found "${author.url}")`) ?? []
  if (author.imageUrl !== undefined && !isAvatarUrl(author.imageUrl)) {
    return fail("author_image_url", `"author_image_url" must be an http(s) URL or a site path such as /img/avatar.png (found "${author.imageUrl}")`) ?? []
  }
  return [author]
}

/** The authors.yml ids among a post's authors (the author pages list the post). */
export function authorIds(authors: readonly FrontMatterAuthor[]): string[] {
  return authors.flatMap(author => (author.key === undefined ? [] : [author.key]))
}

/**
 * The authors a post shows: each id replaced by its authors.yml entry (the
 * post's own fields winning), inline authors as written. An id authors.yml
 * lacks is left out here; the site checks report it.
 */
export function resolvePostAuthors(authors: readonly FrontMatterAuthor[], declared: readonly BlogAuthorConfig[]): PostAuthor[] {
  const byId = new Map(declared.map(author => [author.slug, author]))
  return authors.flatMap((author): PostAuthor[] => {
    const entry = author.key === undefined ? undefined : byId.get(author.key)
    if (author.key !== undefined && !entry) return []
    return [
      {
        slug: entry?.slug ?? null,
        name: author.name ?? entry?.name ?? "",
        title: author.title ?? entry?.title ?? null,
        url: author.url ?? entry?.url ?? null,
        email: author.email ?? null,
        imageUrl: author.imageUrl ?? entry?.imageUrl ?? null,
        socials: author.socials ?? entry?.socials ?? [],
        permalink: entry?.permalink ?? null,
      },
    ]
  })
}

/** The warning Docusaurus gives for a post with inline authors, at `where` ("file:line"); null when it has none. */
export function inlineAuthorsWarning(authors: readonly FrontMatterAuthor[], where: string, authorsFile: string): ContentError | null {
  const inline = authors.filter(author => author.key === undefined).map(author => `"${author.name}"`)
  if (inline.length === 0) return null
  return new ContentError(
    where,
    `inline author(s) ${inline.join(", ")} are not in ${authorsFile}: the post shows them, without an author page (add them to ${authorsFile} and name them by id to give them one)`
  )
}
