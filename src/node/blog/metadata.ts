/**
 * The blog's authors and tags files, in both the forms Docusaurus 3 reads:
 * a map keyed by id (`authors.yml`, `tags.yml`) or a list of entries with a
 * `slug`. Docusaurus' fields are kept (an author's `image_url`, `socials` and
 * `page`, a tag's `permalink`), and so are its URLs: an author's page is
 * `/blog/authors/<kebab-case id>` (or its `page.permalink`), a tag's
 * `/blog/tags/<kebab-case id>` (or its `permalink`). Every problem names the
 * file and the line of its entry.
 */
import kebabCase from "lodash/kebabCase"
import { ContentError, ContentErrors } from "../content/contentError"
import { parseYaml } from "../content/parseYaml"
import { blogUrls } from "./paths"

export interface AuthorSocial {
  /** As written in the file: x, github, linkedin, ... */
  platform: string
  url: string
}

export interface BlogAuthorConfig {
  /** The id posts name the author by. */
  slug: string
  name: string
  title?: string
  /** The author's own site. */
  url?: string
  /** Avatar: an http(s) URL or a site path under static/. */
  imageUrl?: string
  description?: string
  socials: AuthorSocial[]
  /** The URL of the author's page on this site. */
  permalink: string
  /** `file:line` of the entry, for messages. */
  source: string
}

export interface BlogTagConfig {
  slug: string
  label: string
  description?: string
  /** The URL of the tag's page on this site. */
  permalink: string
  /** `file:line` of the entry, for messages. */
  source: string
}

/** The blog's metadata files, in the order they are looked for. */
export const blogMetadataFiles = {
  authors: ["blog/authors.yml", "blog/authors.yaml"],
  tags: ["blog/tags.yml", "blog/tags.yaml"],
} as const

/**
 * Author and tag URLs are made as Docusaurus makes them, with lodash's kebabCase: "JoelMarcey" →
 * "joel-marcey", "v2 news" → "v-2-news", accents dropped ("Café" → "cafe").
 */
export { kebabCase }

/** Social platforms a handle may be given for, and the profile URL it becomes (Docusaurus' list). */
const socialProfiles: Record<string, string> = {
  x: "https://x.com/",
  twitter: "https://twitter.com/",
  github: "https://github.com/",
  linkedin: "https://www.linkedin.com/in/",
  stackoverflow: "https://stackoverflow.com/users/",
  bluesky: "https://bsky.app/profile/",
  instagram: "https://www.instagram.com/",
  threads: "https://www.threads.net/@",
  twitch: "https://twitch.tv/",
  youtube: "https://youtube.com/@",
}

type Entry = Record<string, unknown>

interface Located {
  /** The id (map key, or the list entry's slug). */
  id: string | undefined
  entry: Entry
  /** `file:line` of the entry. */
  where: string
}

/** The entries of a map or list file, each with the line it starts on. */
function loadEntries(text: string, file: string, idField: string): Located[] {
  const raw = parseYaml(text, file)
  if (raw === undefined || raw === null) return []
  const lines = text.split(/\r?\n/)
  if (Array.isArray(raw)) {
    // Each list entry starts at a line beginning with "-".
    const starts = lines.flatMap((line, index) => (/^-(\s|$)/.test(line) ? [index + 1] : []))
    return raw.map((entry, index) => {
      const where = `${file}:${starts[index] ?? 1}`
      if (typeof entry !== "object" || entry === null || Array.isArray(entry)) throw new ContentError(where, `entry #${index + 1} must be a mapping`)
      const id = (entry as Entry)[idField]
      return { id: typeof id === "string" && id.trim() !== "" ? id : undefined, entry: entry as Entry, where }
    })
  }
  if (typeof raw !== "object") throw new ContentError(file, "expected a map of entries keyed by id (as Docusaurus writes it) or a list of entries")
  return Object.entries(raw as Entry).map(([id, entry]) => {
    const line = lines.findIndex(text => text.startsWith(`${id}:`) || text.startsWith(`"${id}":`) || text.startsWith(`'${id}':`))
    const where = `${file}:${line === -1 ? 1 : line + 1}`
    // Docusaurus accepts a tag with no fields at all ("docusaurus:").
    if (entry === null) return { id, entry: {}, where }
    if (typeof entry !== "object" || Array.isArray(entry)) throw new ContentError(where, `"${id}" must be a mapping of fields`)
    return { id, entry: entry as Entry, where }
  })
}

/** Reads the fields of one entry, collecting every problem. */
class EntryReader {
  constructor(
    private readonly located: Located,
    private readonly problems: ContentError[]
  ) {}

  fail(message: string): undefined {
    this.problems.push(new ContentError(this.located.where, `${this.located.id ?? "entry"}: ${message}`))
    return undefined
  }

  known(allowed: readonly string[]): void {
    const unknown = Object.keys(this.located.entry).filter(key => !allowed.includes(key))
    if (unknown.length > 0) this.fail(`unknown field(s) ${unknown.map(key => `"${key}"`).join(", ")} (allowed: ${allowed.join(", ")})`)
  }

  string(key: string): string | undefined {
    const value = this.located.entry[key]
    if (value === undefined || value === null) return undefined
    if (typeof value !== "string" || value.trim() === "") return this.fail(`"${key}" must be a non-empty string`)
    return value
  }

  link(key: string): string | undefined {
    const value = this.string(key)
    if (value !== undefined && !isProfileLink(value)) return this.fail(`"${key}" must be an http(s) URL (found "${value}")`)
    return value
  }
}

function checkUnique(items: { slug: string; permalink: string }[], located: Located[], problems: ContentError[]): void {
  const slugs = new Map<string, number>()
  const permalinks = new Map<string, number>()
  items.forEach((item, index) => {
    const where = located[index].where
    if (slugs.has(item.slug)) problems.push(new ContentError(where, `duplicate id "${item.slug}"`))
    else if (permalinks.has(item.permalink)) problems.push(new ContentError(where, `"${item.slug}" has the same page URL ${item.permalink} as "${items[permalinks.get(item.permalink)!].slug}"`))
    slugs.set(item.slug, index)
    permalinks.set(item.permalink, index)
  })
}

function finish<T>(value: T, problems: ContentError[]): T {
  if (problems.length === 1) throw problems[0]
  if (problems.length > 1) throw new ContentErrors(problems)
  return value
}

/** A URL segment from a permalink as written ("/all-articles" → "all-articles"). */
export function permalinkSegment(permalink: string): string {
  return permalink.replace(/^\/+|\/+$/g, "")
}

/** An author's `socials` (in authors.yml or inline in a post), handles made profile URLs; `fail` records a problem. */
export function readSocials(raw: unknown, fail: (message: string) => undefined): AuthorSocial[] {
  if (raw === undefined || raw === null) return []
  if (typeof raw !== "object" || Array.isArray(raw)) return fail(`"socials" must map platforms to handles or URLs (x: handle, github: handle, ...)`) ?? []
  return Object.entries(raw as Entry).flatMap(([platform, value]): AuthorSocial[] => {
    if (typeof value !== "string" || value.trim() === "") return fail(`socials.${platform} must be a handle or a URL`) ?? []
    if (/^https?:\/\//.test(value)) return [{ platform, url: value }]
    const profile = socialProfiles[platform]
    if (!profile) return fail(`socials.${platform}: give the profile's full URL (a handle alone is understood for ${Object.keys(socialProfiles).join(", ")})`) ?? []
    return [{ platform, url: profile + value.replace(/^@/, "") }]
  })
}

/** An author's own link (url in authors.yml or a post): a web page or a mail address. */
export const isProfileLink = (value: string) => /^(https?:\/\/|mailto:)/.test(value)

/** An avatar as Docusaurus takes it: an http(s) URL or a site path under static/. */
export const isAvatarUrl = (value: string) => /^(https?:\/\/|\/(?!\/))/.test(value)

const authorFields = ["slug", "name", "title", "url", "image_url", "imageURL", "email", "description", "socials", "page"] as const

/**
 * Reads every entry of an authors or tags file: unknown fields and a missing
 * id are problems of their entry, `build` makes the item, and ids and page
 * URLs must be unique. All problems of the file are reported together.
 */
function parseEntries<T extends { slug: string; permalink: string }>(
  text: string,
  file: string,
  fields: readonly string[],
  build: (entry: Located & { id: string }, read: EntryReader) => T
): T[] {
  const located = loadEntries(text, file, "slug")
  const problems: ContentError[] = []
  const items = located.flatMap((entry): T[] => {
    const read = new EntryReader(entry, problems)
    read.known(fields)
    if (entry.id === undefined) return read.fail(`"slug" is required`) ?? []
    return [build(entry as Located & { id: string }, read)]
  })
  checkUnique(items, located, problems)
  return finish(items, problems)
}

export function parseAuthors(text: string, file: string): BlogAuthorConfig[] {
  return parseEntries(text, file, authorFields, (entry, read) => {
    const name = read.string("name")
    const imageUrl = read.string("image_url") ?? read.string("imageURL")
    if (name === undefined) read.fail(`"name" is required`)
    if (imageUrl !== undefined && !isAvatarUrl(imageUrl)) read.fail(`"image_url" must be an http(s) URL or a site path such as /img/avatar.png (found "${imageUrl}")`)
    const page = entry.entry.page
    let segment = kebabCase(entry.id)
    if (typeof page === "object" && page !== null && !Array.isArray(page)) {
      const permalink = (page as Entry).permalink
      if (typeof permalink === "string" && permalinkSegment(permalink) !== "") segment = permalinkSegment(permalink)
      else read.fail(`"page" must be true, false or { permalink: /its-path }`)
    } else if (page !== undefined && page !== null && typeof page !== "boolean") {
      read.fail(`"page" must be true, false or { permalink: /its-path }`)
    }
    return {
      slug: entry.id,
      name: name ?? entry.id,
      title: read.string("title"),
      url: read.link("url"),
      imageUrl,
      description: read.string("description"),
      socials: readSocials(entry.entry.socials, message => read.fail(message)),
      permalink: blogUrls.author(segment),
      source: entry.where,
    }
  })
}

const tagFields = ["slug", "label", "description", "permalink"] as const

export function parseTags(text: string, file: string): BlogTagConfig[] {
  return parseEntries(text, file, tagFields, (entry, read) => {
    const permalink = read.string("permalink")
    // Docusaurus' defaults: the id, capitalised, as the label; the id in kebab case as the URL.
    const label = read.string("label") ?? entry.id.charAt(0).toUpperCase() + entry.id.slice(1).toLowerCase()
    return { slug: entry.id, label, description: read.string("description"), permalink: blogUrls.tag(kebabCase(permalink ?? entry.id)), source: entry.where }
  })
}
