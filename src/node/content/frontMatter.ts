/**
 * Front matter validation. Field names follow Docusaurus so existing docs drop
 * in; a mistyped value fails the build with the file and line named. A field
 * this site does not use (one of Docusaurus' it has no use for, or one nobody
 * knows) is a warning naming the file and line, as the page still builds.
 */
import { ContentError, ContentErrors } from "./contentError"
import { postAuthorFields, readFrontMatterAuthors, type FrontMatterAuthor } from "../blog/postAuthors"
import { readFrontMatterTags, type FrontMatterTag } from "../blog/postTags"

export interface DocFrontMatter {
  title: string
  /** Docusaurus' doc id: the name of the doc in place of its file name. */
  id?: string
  sidebarLabel?: string
  sidebarPosition?: number
  description?: string
  slug?: string
  /** Docusaurus' hide_title: no h1 for a title the front matter gives (a body's own # H1 still heads the page). */
  hideTitle: boolean
  hideTableOfContents: boolean
  tocMinHeadingLevel: number
  tocMaxHeadingLevel: number
  draft: boolean
  keywords: string[]
  /** Social card image: a site path or an http(s) URL. */
  image?: string
  /** Docusaurus' pagination_prev/next: the doc id to link to; null hides the link; unset follows the sidebar. */
  paginationPrev?: string | null
  paginationNext?: string | null
  /** The text other docs' previous/next links show for this doc (else its sidebar label). */
  paginationLabel?: string
  /** The "Edit this page" link's URL; null hides the link; unset links to the file in the site's repository. */
  customEditUrl?: string | null
  /** The last-updated line: a date written YYYY-MM-DD and/or who made the change. */
  lastUpdate?: { date?: string; author?: string }
  /** Built and reachable by URL, but left out of sidebars, other docs' pagination, the sitemap and search. */
  unlisted: boolean
}

export interface PostFrontMatter {
  title: string
  /** Ids from authors.yml and inline authors, in order (src/node/blog/postAuthors.ts). */
  authors: FrontMatterAuthor[]
  /** Ids from tags.yml and inline tags (src/node/blog/postTags.ts). */
  tags: FrontMatterTag[]
  /** YYYY-MM-DD, when given. */
  date?: string
  description?: string
  image?: string
  slug?: string
  draft: boolean
  keywords: string[]
}

export interface PageFrontMatter {
  title: string
  description?: string
  keywords: string[]
  image?: string
}

type Raw = Record<string, unknown>

/** The file line of each top-level front matter field, when known (positions in messages). */
export type FieldLines = Readonly<Record<string, number>>

/**
 * Reads fields and collects every problem rather than stopping at the first,
 * each at its field's line (a missing field at the opening "---").
 */
class FieldReader {
  private readonly problems: ContentError[] = []

  constructor(
    private readonly raw: Raw,
    private readonly file: string,
    private readonly lines?: FieldLines
  ) {}

  fail(key: string | null, message: string): undefined {
    const line = this.lines ? (key !== null ? this.lines[key] : undefined) ?? 1 : undefined
    this.problems.push(new ContentError(line === undefined ? this.file : `${this.file}:${line}`, `front matter: ${message}`))
    return undefined
  }

  /** A field as written, unchecked. */
  rawValue(key: string): unknown {
    return this.raw[key]
  }

  /** Throws every problem found so far at once; returns `value` when there was none. */
  finish<T>(value: T): T {
    if (this.problems.length === 1) throw this.problems[0]
    if (this.problems.length > 1) throw new ContentErrors(this.problems)
    return value
  }

  string(key: string, required: true): string
  string(key: string, required?: false): string | undefined
  string(key: string, required = false): string | undefined {
    const value = this.raw[key]
    if (value === undefined || value === null) {
      // A missing required string reads as "" so the other fields are still checked; finish() throws anyway.
      if (required) return this.fail(key, `"${key}" is required`) ?? ""
      return undefined
    }
    if (typeof value !== "string" || value.trim() === "") return this.fail(key, `"${key}" must be a non-empty string`) ?? (required ? "" : undefined)
    return value
  }

  /** `title`, else the body's leading `# H1` (Docusaurus' content title), else `fallback` (a doc's id or file name). */
  title(contentTitle: string | undefined, fallback?: string): string {
    const value = this.raw.title
    if ((value === undefined || value === null) && contentTitle) return contentTitle
    if ((value === undefined || value === null) && fallback) return fallback
    if (value === undefined || value === null) return this.fail("title", '"title" is required (or start the body with a "# Title" heading)') ?? ""
    return this.string("title", true)
  }

  number(key: string): number | undefined {
    const value = this.raw[key]
    if (value === undefined || value === null) return undefined
    if (typeof value !== "number" || !Number.isFinite(value)) return this.fail(key, `"${key}" must be a number`)
    return value
  }

  boolean(key: string, fallback: boolean): boolean {
    const value = this.raw[key]
    if (value === undefined || value === null) return fallback
    if (typeof value !== "boolean") return this.fail(key, `"${key}" must be true or false`) ?? fallback
    return value
  }

  headingLevel(key: string, fallback: number): number {
    const value = this.number(key) ?? fallback
    if (!Number.isInteger(value) || value < 2 || value > 6) return this.fail(key, `"${key}" must be a whole number from 2 to 6`) ?? fallback
    return value
  }

  /** Accepts one string or a list of strings. */
  stringList(key: string, required: boolean): string[] {
    const value = this.raw[key]
    if (value === undefined || value === null) {
      if (required) this.fail(key, `"${key}" is required`)
      return []
    }
    const list = Array.isArray(value) ? value : [value]
    if (list.length === 0 && required) this.fail(key, `"${key}" must not be empty`)
    if (list.some(item => typeof item !== "string" || item.trim() === "")) {
      this.fail(key, `"${key}" must be a string or a list of strings`)
      return []
    }
    return list as string[]
  }

  /** A post's authors, from `authors` or the older `author*` fields. */
  postAuthors(): FrontMatterAuthor[] {
    return readFrontMatterAuthors(this.raw, (key, message) => this.fail(key, message))
  }

  postTags(): FrontMatterTag[] {
    return readFrontMatterTags(this.raw.tags, message => this.fail("tags", message))
  }

  /** Docusaurus' doc id: a name, without "/". */
  docId(key: string): string | undefined {
    const value = this.string(key)
    if (value?.includes("/")) return this.fail(key, `"${key}" names the doc within its folder and cannot contain "/" (found "${value}"; move the file, or set a slug)`)
    return value
  }

  /** A social card image: a site path ("/img/card.png") or an absolute http(s) URL. */
  image(key: string): string | undefined {
    const value = this.string(key)
    if (value !== undefined && !/^(\/(?!\/)|https?:\/\/)/.test(value)) {
      return this.fail(key, `"${key}" must be a site path such as /img/card.png or an http(s) URL (found "${value}")`)
    }
    return value
  }

  /** A doc id, or null (written `null`) for "none"; undefined when the field is absent. */
  docIdOrNull(key: string): string | null | undefined {
    if (!(key in this.raw)) return undefined
    if (this.raw[key] === null) return null
    return this.string(key)
  }

  /** An http(s) URL, or null (written `null`) for "none"; undefined when absent. */
  urlOrNull(key: string): string | null | undefined {
    if (!(key in this.raw)) return undefined
    if (this.raw[key] === null) return null
    const value = this.string(key)
    if (value !== undefined && !/^https?:\/\/\S+$/.test(value)) return this.fail(key, `"${key}" must be an http(s) URL, or null to hide the link (found "${value}")`)
    return value
  }

  /** Docusaurus' last_update: a mapping with `date` (a date) and/or `author` (a name). */
  lastUpdate(key: string): { date?: string; author?: string } | undefined {
    const value = this.raw[key]
    if (value === undefined || value === null) return undefined
    if (typeof value !== "object" || Array.isArray(value) || value instanceof Date) {
      return this.fail(key, `"${key}" must be a mapping with "date" and/or "author"`)
    }
    const fields = value as Raw
    const unknown = Object.keys(fields).filter(name => name !== "date" && name !== "author")
    if (unknown.length > 0) return this.fail(key, `"${key}" takes only "date" and "author" (found ${unknown.map(name => `"${name}"`).join(", ")})`)
    let date: string | undefined
    if (fields.date !== undefined && fields.date !== null) {
      const text = fields.date instanceof Date ? fields.date.toISOString() : String(fields.date)
      const match = /^(\d{4}-\d{2}-\d{2})(T[\d:.]+Z?)?$/.exec(text)
      if (!match || Number.isNaN(Date.parse(match[1]))) return this.fail(key, `"${key}.date" must be a date written YYYY-MM-DD (found "${text}")`)
      date = match[1]
    }
    const author = fields.author
    if (author !== undefined && author !== null && (typeof author !== "string" || author.trim() === "")) {
      return this.fail(key, `"${key}.author" must be a non-empty string`)
    }
    if (date === undefined && (author === undefined || author === null)) return this.fail(key, `"${key}" needs "date", "author" or both`)
    return { ...(date !== undefined && { date }), ...(typeof author === "string" && { author }) }
  }

  date(key: string): string | undefined {
    const value = this.raw[key]
    if (value === undefined || value === null) return undefined
    // YAML parsers turn 2024-08-29 into a Date; Gatsby may hand it over as an ISO string.
    const text = value instanceof Date ? value.toISOString() : String(value)
    const match = /^(\d{4}-\d{2}-\d{2})(T[\d:.]+Z?)?$/.exec(text)
    if (!match || Number.isNaN(Date.parse(match[1]))) return this.fail(key, `"${key}" must be a date written YYYY-MM-DD`)
    return match[1]
  }
}

function asRecord(raw: unknown, file: string, lines?: FieldLines): Raw {
  if (raw === undefined || raw === null) return {}
  if (typeof raw !== "object" || Array.isArray(raw)) {
    throw new ContentError(lines ? `${file}:1` : file, "front matter must be a YAML mapping of fields")
  }
  return raw as Raw
}

const docFields = [
  "id",
  "title",
  "sidebar_label",
  "sidebar_position",
  "description",
  "slug",
  "hide_title",
  "hide_table_of_contents",
  "toc_min_heading_level",
  "toc_max_heading_level",
  "draft",
  "keywords",
  "image",
  "pagination_prev",
  "pagination_next",
  "pagination_label",
  "custom_edit_url",
  "last_update",
  "unlisted",
] as const

/**
 * `contentTitle` is the body's leading h1, the title when front matter has
 * none; `fallbackTitle` (the doc's id, else its file name without number
 * prefix) is the title when there is neither, as in Docusaurus.
 */
export function parseDocFrontMatter(raw: unknown, file: string, lines?: FieldLines, contentTitle?: string, fallbackTitle?: string): DocFrontMatter {
  const read = new FieldReader(asRecord(raw, file, lines), file, lines)
  const tocMinHeadingLevel = read.headingLevel("toc_min_heading_level", 2)
  const tocMaxHeadingLevel = read.headingLevel("toc_max_heading_level", 6)
  if (tocMinHeadingLevel > tocMaxHeadingLevel) {
    read.fail("toc_min_heading_level", '"toc_min_heading_level" must not be greater than "toc_max_heading_level"')
  }
  return read.finish({
    title: read.title(contentTitle, typeof read.rawValue("id") === "string" ? (read.rawValue("id") as string) : fallbackTitle),
    id: read.docId("id"),
    sidebarLabel: read.string("sidebar_label"),
    sidebarPosition: read.number("sidebar_position"),
    description: read.string("description"),
    slug: read.string("slug"),
    hideTitle: read.boolean("hide_title", false),
    hideTableOfContents: read.boolean("hide_table_of_contents", false),
    tocMinHeadingLevel,
    tocMaxHeadingLevel,
    draft: read.boolean("draft", false),
    keywords: read.stringList("keywords", false),
    image: read.image("image"),
    paginationPrev: read.docIdOrNull("pagination_prev"),
    paginationNext: read.docIdOrNull("pagination_next"),
    paginationLabel: read.string("pagination_label"),
    customEditUrl: read.urlOrNull("custom_edit_url"),
    lastUpdate: read.lastUpdate("last_update"),
    unlisted: read.boolean("unlisted", false),
  })
}

const postFields = ["title", ...postAuthorFields, "tags", "date", "description", "image", "slug", "draft", "keywords"]

export function parsePostFrontMatter(raw: unknown, file: string, lines?: FieldLines, contentTitle?: string): PostFrontMatter {
  const read = new FieldReader(asRecord(raw, file, lines), file, lines)
  return read.finish({
    title: read.title(contentTitle),
    authors: read.postAuthors(),
    tags: read.postTags(),
    date: read.date("date"),
    description: read.string("description"),
    image: read.image("image"),
    slug: read.string("slug"),
    draft: read.boolean("draft", false),
    keywords: read.stringList("keywords", false),
  })
}

const pageFields = ["title", "description", "keywords", "image"] as const

export function parsePageFrontMatter(raw: unknown, file: string, lines?: FieldLines, contentTitle?: string): PageFrontMatter {
  const read = new FieldReader(asRecord(raw, file, lines), file, lines)
  return read.finish({ title: read.title(contentTitle), description: read.string("description"), keywords: read.stringList("keywords", false), image: read.image("image") })
}

/**
 * Fields Docusaurus accepts that this site reads but has no use for: each is
 * named in a warning, so nothing a writer set is dropped without a word.
 */
const docusaurusOnlyFields: Readonly<Record<FrontMatterKind, readonly string[]>> = {
  doc: [
    "title_meta",
    "sidebar_class_name",
    "sidebar_key",
    "sidebar_custom_props",
    "displayed_sidebar",
    "parse_number_prefixes",
    "tags",
  ],
  post: ["title_meta", "hide_table_of_contents", "toc_min_heading_level", "toc_max_heading_level", "last_update", "sidebar_label", "unlisted"],
  page: ["title_meta", "wrapperClassName", "hide_table_of_contents", "toc_min_heading_level", "toc_max_heading_level", "draft", "unlisted", "last_update"],
}

export type FrontMatterKind = "doc" | "post" | "page"

const usedFields: Readonly<Record<FrontMatterKind, readonly string[]>> = { doc: docFields, post: postFields, page: pageFields }

/** Warnings for the fields of a file's front matter that have no effect here: Docusaurus' ones this site does not use, and unknown ones. */
export function frontMatterWarnings(kind: FrontMatterKind, raw: unknown, file: string, lines: FieldLines = {}): ContentError[] {
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) return []
  const keys = Object.keys(raw)
  const at = (key: string) => `${file}:${lines[key] ?? 1}`
  const warnings: ContentError[] = []
  for (const key of keys) {
    if (usedFields[kind].includes(key)) continue
    if (docusaurusOnlyFields[kind].includes(key)) {
      warnings.push(new ContentError(at(key), `front matter: "${key}" is one of Docusaurus' fields that this site does not use for a ${kind}: it has no effect here (docs/writing.md lists the fields that do)`))
    } else {
      warnings.push(new ContentError(at(key), `front matter: unknown field "${key}" has no effect (fields of a ${kind}: ${usedFields[kind].join(", ")})`))
    }
  }
  return warnings
}
