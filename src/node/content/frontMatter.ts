/**
 * Front matter, declared once per kind of file with zod: the fields' names
 * (Docusaurus' own, so existing docs drop in), their checks, their types and
 * the list of known fields all come from the schemas below. A mistyped value
 * fails the build with the file and line named, every problem of a file at
 * once. A field this site does not use (one of Docusaurus' it has no use for,
 * or one nobody knows) is a warning naming the file and line, as the page
 * still builds.
 */
import { z } from "zod"
import { ContentError, ContentErrors } from "./contentError"
import { postAuthorFields, readFrontMatterAuthors } from "../blog/postAuthors"
import { readFrontMatterTags } from "../blog/postTags"
import { stripNumberPrefix } from "../docs/paths"

/** The file line of each top-level front matter field, when known (positions in messages). */
export type FieldLines = Readonly<Record<string, number>>

/*
 * Messages say `{key}` where the field's name goes: the message of a problem
 * is written once per kind of value and names whichever field it is found in.
 */

/** Absent and `null` read the same for most fields: not set. */
function optional<T extends z.ZodTypeAny>(schema: T) {
  return schema.nullish().transform((value): z.output<T> | undefined => value ?? undefined)
}

const text = z.string({ message: "{key} must be a non-empty string" }).refine(value => value.trim() !== "", "{key} must be a non-empty string")

const flag = (fallback: boolean) => optional(z.boolean({ message: "{key} must be true or false" })).transform(value => value ?? fallback)

const headingLevel = (fallback: number) =>
  optional(z.number({ message: "{key} must be a whole number from 2 to 6" }).int("{key} must be a whole number from 2 to 6").min(2, "{key} must be a whole number from 2 to 6").max(6, "{key} must be a whole number from 2 to 6")).transform(
    value => value ?? fallback
  )

/** One string or a list of strings. */
const stringList = z.unknown().transform((value, context): string[] => {
  if (value === undefined || value === null) return []
  const list: unknown[] = Array.isArray(value) ? value : [value]
  if (list.every(item => typeof item === "string" && item.trim() !== "")) return list as string[]
  context.addIssue({ code: "custom", message: "{key} must be a string or a list of strings" })
  return z.NEVER
})

/** YAML turns 2024-08-29 into a Date; Gatsby may hand it over as an ISO string. Read as YYYY-MM-DD. */
const day = (message: string) =>
  z.unknown().transform((value, context): string | undefined => {
    if (value === undefined || value === null) return undefined
    const written = value instanceof Date ? value.toISOString() : String(value)
    const match = /^(\d{4}-\d{2}-\d{2})(T[\d:.]+Z?)?$/.exec(written)
    if (match && !Number.isNaN(Date.parse(match[1]))) return match[1]
    context.addIssue({ code: "custom", message: message.replace("{found}", written) })
    return z.NEVER
  })

/** A social card image: a site path ("/img/card.png") or an absolute http(s) URL. */
const image = optional(
  text.superRefine((value, context) => {
    if (!/^(\/(?!\/)|https?:\/\/)/.test(value)) context.addIssue({ code: "custom", message: `{key} must be a site path such as /img/card.png or an http(s) URL (found "${value}")` })
  })
)

/** Docusaurus' doc id: a name, without "/". */
const docId = optional(
  text.superRefine((value, context) => {
    if (value.includes("/")) context.addIssue({ code: "custom", message: `{key} names the doc within its folder and cannot contain "/" (found "${value}"; move the file, or set a slug)` })
  })
)

/** `null` (written as such) for "none", else a value `then` checks; undefined when the field is absent. */
const orNull = <T extends z.ZodTypeAny>(then: T) =>
  z.unknown().transform((value, context): z.output<T> | null | undefined => {
    if (value === null || value === undefined) return value
    const result = then.safeParse(value)
    if (result.success) return result.data
    for (const issue of result.error.issues) context.addIssue({ code: "custom", message: issue.message, path: issue.path })
    return z.NEVER
  })

/** A doc id, or `null` for "none"; undefined when the field is absent. */
const docIdOrNull = orNull(text)

/** An http(s) URL, or `null` to hide the link; undefined when absent. */
const urlOrNull = orNull(
  text.superRefine((value, context) => {
    if (!/^https?:\/\/\S+$/.test(value)) context.addIssue({ code: "custom", message: `{key} must be an http(s) URL, or null to hide the link (found "${value}")` })
  })
)

/** Docusaurus' last_update: a mapping with `date` and/or `author`. */
const lastUpdate = optional(
  z
    .record(z.unknown(), { message: '{key} must be a mapping with "date" and/or "author"' })
    .superRefine((value, context) => {
      const unknown = Object.keys(value).filter(name => name !== "date" && name !== "author")
      if (unknown.length > 0) context.addIssue({ code: "custom", message: `{key} takes only "date" and "author" (found ${unknown.map(name => `"${name}"`).join(", ")})` })
    })
    .pipe(
      z
        .object({
          date: day('{key} must be a date written YYYY-MM-DD (found "{found}")'),
          author: optional(text),
        })
        .refine(value => value.date !== undefined || value.author !== undefined, '{key} needs "date", "author" or both')
    )
    .transform(({ date, author }) => ({ ...(date !== undefined && { date }), ...(author !== undefined && { author }) }))
)

const title = optional(text)
const description = optional(text)

/** The table of contents' fields, the same on docs, posts and pages. */
const tocFields = {
  hide_table_of_contents: flag(false),
  toc_min_heading_level: headingLevel(2),
  toc_max_heading_level: headingLevel(6),
}

/** A minimum heading level above the maximum is a problem of the minimum's line (a level out of range has its own message). */
function checkTocLevels(written: Record<string, unknown>, problems: Problems): void {
  const level = (value: unknown, fallback: number) => (value === undefined || value === null ? fallback : headingLevel(fallback).safeParse(value).data)
  const [min, max] = [level(written.toc_min_heading_level, 2), level(written.toc_max_heading_level, 6)]
  if (min !== undefined && max !== undefined && min > max) {
    problems.add("toc_min_heading_level", '"toc_min_heading_level" must not be greater than "toc_max_heading_level"')
  }
}

/** Field order is the order messages list them in. */
const docSchema = z.object({
  id: docId,
  title,
  sidebar_label: optional(text),
  sidebar_position: optional(z.number({ message: "{key} must be a number" }).finite("{key} must be a number")),
  /** A class on the doc's sidebar item. */
  sidebar_class_name: optional(text),
  description,
  slug: optional(text),
  /** No h1 for a title the front matter gives (a body's own # H1 still heads the page). */
  hide_title: flag(false),
  ...tocFields,
  draft: flag(false),
  keywords: stringList,
  image,
  /** The doc id to link to; null hides the link; unset follows the sidebar. */
  pagination_prev: docIdOrNull,
  pagination_next: docIdOrNull,
  /** The text other docs' previous/next links show for this doc (else its sidebar label). */
  pagination_label: optional(text),
  /** The "Edit this page" link's URL; null hides the link; unset links to the file in the site's repository. */
  custom_edit_url: urlOrNull,
  /** The last-updated line: a date written YYYY-MM-DD and/or who made the change. */
  last_update: lastUpdate,
  /** Built and reachable by URL, but left out of sidebars, other docs' pagination, the sitemap and search. */
  unlisted: flag(false),
  /** The sidebar the page shows: a version's one sidebar here (checked by the site checks); null shows none. */
  displayed_sidebar: orNull(text),
  /** false keeps the number prefixes of the file's and its folders' names in its id and URL. */
  parse_number_prefixes: flag(true),
})

/** A post's authors are read from several fields at once (`authors`, or the older `author*` ones). */
const authorFields = Object.fromEntries(postAuthorFields.map(name => [name, z.unknown()])) as Record<string, z.ZodUnknown>

const postSchema = z.object({
  title,
  ...authorFields,
  tags: z.unknown().transform((value, context) =>
    readFrontMatterTags(value, message => {
      context.addIssue({ code: "custom", message })
      return undefined
    })
  ),
  date: day("{key} must be a date written YYYY-MM-DD"),
  description,
  image,
  slug: optional(text),
  draft: flag(false),
  keywords: stringList,
  last_update: lastUpdate,
  /** Built and reachable by URL, but left out of the blog's lists, tag and author pages, the feeds, the sitemap and search. */
  unlisted: flag(false),
  ...tocFields,
})

const pageSchema = z.object({
  title,
  description,
  keywords: stringList,
  image,
  last_update: lastUpdate,
  unlisted: flag(false),
  /** Not built in production, as a draft doc or post. */
  draft: flag(false),
  ...tocFields,
})

/** `snake_case` → `snakeCase`, the type of {@link camelKeys}. */
type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<CamelCase<Tail>>}` : S
type CamelKeys<T> = { [K in keyof T as K extends string ? CamelCase<K> : K]: T[K] }

/** A schema's output with its fields named as the code names them (`toc_min_heading_level` → `tocMinHeadingLevel`). */
function camelKeys<T extends Record<string, unknown>>(fields: T): CamelKeys<T> {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase()), value])) as CamelKeys<T>
}

/** A doc's front matter, as its schema reads it, with the title worked out (see {@link parse}). */
export type DocFrontMatter = CamelKeys<z.output<typeof docSchema>> & { title: string }

/** A post's front matter; its authors are read from several fields at once (src/node/blog/postAuthors.ts). */
export type PostFrontMatter = Omit<CamelKeys<z.output<typeof postSchema>>, "authors" | "title"> & {
  title: string
  /** Ids from authors.yml and inline authors, in order. */
  authors: ReturnType<typeof readFrontMatterAuthors>
}

export type PageFrontMatter = CamelKeys<z.output<typeof pageSchema>> & { title: string }

/** What the table of contents fields give a page. */
export type TocFrontMatter = Pick<DocFrontMatter, "hideTableOfContents" | "tocMinHeadingLevel" | "tocMaxHeadingLevel">

/** The table of contents fields of a parsed front matter, for the page's fields. */
export function tocOf({ hideTableOfContents, tocMinHeadingLevel, tocMaxHeadingLevel }: TocFrontMatter): TocFrontMatter {
  return { hideTableOfContents, tocMinHeadingLevel, tocMaxHeadingLevel }
}

/** The fields each kind of file uses, as written in front matter: the schemas' keys. */
export const frontMatterFields = {
  doc: Object.keys(docSchema.shape),
  post: Object.keys(postSchema.shape),
  page: Object.keys(pageSchema.shape),
} as const

export type FrontMatterKind = keyof typeof frontMatterFields

/** Collects a file's problems, each at its field's line (a missing field at the opening "---"). */
class Problems {
  readonly list: ContentError[] = []

  constructor(
    private readonly file: string,
    private readonly lines?: FieldLines
  ) {}

  add(key: string | null, message: string): void {
    const line = this.lines ? (key !== null ? this.lines[key] : undefined) ?? 1 : undefined
    this.list.push(new ContentError(line === undefined ? this.file : `${this.file}:${line}`, `front matter: ${message}`))
  }

  addIssues(issues: readonly z.ZodIssue[]): void {
    for (const issue of issues) {
      const [key] = issue.path
      const name = issue.path.join(".")
      this.add(typeof key === "string" ? key : null, issue.message.replaceAll("{key}", `"${name}"`))
    }
  }

  /** Throws every problem at once; returns `value` when there was none. */
  finish<T>(value: T): T {
    if (this.list.length === 1) throw this.list[0]
    if (this.list.length > 1) throw new ContentErrors(this.list)
    return value
  }
}

function asRecord(raw: unknown, file: string, lines?: FieldLines): Record<string, unknown> {
  if (raw === undefined || raw === null) return {}
  if (typeof raw !== "object" || Array.isArray(raw)) {
    throw new ContentError(lines ? `${file}:1` : file, "front matter must be a YAML mapping of fields")
  }
  return raw as Record<string, unknown>
}

/**
 * Parses `raw` with `schema`, then gives the title: front matter `title`, else
 * the body's leading `# H1` (Docusaurus' content title), else `fallbackTitle`.
 * `check` adds the problems that need several fields at once.
 */
function parse<S extends z.ZodTypeAny>(
  schema: S,
  raw: unknown,
  file: string,
  lines: FieldLines | undefined,
  titles: { content?: string; fallback?: string },
  check?: (fields: Record<string, unknown>, problems: Problems) => void
): z.output<S> & { title: string } {
  const fields = asRecord(raw, file, lines)
  const problems = new Problems(file, lines)
  const result = schema.safeParse(fields)
  if (!result.success) problems.addIssues(result.error.issues)
  const given = result.success ? (result.data.title as string | undefined) : undefined
  const title = given ?? titles.content ?? titles.fallback
  if (title === undefined && (fields.title === undefined || fields.title === null)) {
    problems.add("title", '"title" is required (or start the body with a "# Title" heading)')
  }
  check?.(fields, problems)
  return problems.finish({ ...(result.success ? result.data : {}), title: title ?? "" })
}

/**
 * `contentTitle` is the body's leading h1, the title when front matter has
 * none; with neither, the title is the doc's id, else `fileName` (without
 * extension) less its number prefix (kept under `parse_number_prefixes:
 * false`), as in Docusaurus.
 */
export function parseDocFrontMatter(raw: unknown, file: string, lines?: FieldLines, contentTitle?: string, fileName?: string): DocFrontMatter {
  const { id, parse_number_prefixes: parseNumberPrefixes } = (raw ?? {}) as { id?: unknown; parse_number_prefixes?: unknown }
  const fallback = typeof id === "string" ? id : fileName !== undefined && parseNumberPrefixes !== false ? stripNumberPrefix(fileName) : fileName
  return camelKeys(parse(docSchema, raw, file, lines, { content: contentTitle, fallback }, checkTocLevels))
}

/** `fallbackTitle` is the title without a front matter title or a body's `# H1`: Docusaurus' is the text of the file's name after its date. */
export function parsePostFrontMatter(raw: unknown, file: string, lines?: FieldLines, contentTitle?: string, fallbackTitle?: string): PostFrontMatter {
  let authors: PostFrontMatter["authors"] = []
  const fields = parse(postSchema, raw, file, lines, { content: contentTitle, fallback: fallbackTitle }, (written, problems) => {
    authors = readFrontMatterAuthors(written, (key, message) => {
      problems.add(key, message)
      return undefined
    })
    checkTocLevels(written, problems)
  })
  // The author fields are read together above; what the schema kept of them is their raw values.
  const read = Object.fromEntries(Object.entries(fields).filter(([key]) => !postAuthorFields.includes(key))) as typeof fields
  return { ...camelKeys(read), authors }
}

/** `fallbackTitle` is the title without a front matter title or a body's `# H1` (the page's name). */
export function parsePageFrontMatter(raw: unknown, file: string, lines?: FieldLines, contentTitle?: string, fallbackTitle?: string): PageFrontMatter {
  return camelKeys(parse(pageSchema, raw, file, lines, { content: contentTitle, fallback: fallbackTitle }, checkTocLevels))
}

/**
 * Fields Docusaurus accepts that this site reads but has no use for: each is
 * named in a warning, so nothing a writer set is dropped without a word.
 */
const docusaurusOnlyFields: Readonly<Record<FrontMatterKind, readonly string[]>> = {
  doc: ["title_meta", "sidebar_key", "sidebar_custom_props", "tags"],
  post: ["title_meta", "sidebar_label"],
  page: ["title_meta", "wrapperClassName"],
}

/** Warnings for the fields of a file's front matter that have no effect here: Docusaurus' ones this site does not use, and unknown ones. */
export function frontMatterWarnings(kind: FrontMatterKind, raw: unknown, file: string, lines: FieldLines = {}): ContentError[] {
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) return []
  const used: readonly string[] = frontMatterFields[kind]
  const at = (key: string) => `${file}:${lines[key] ?? 1}`
  const warnings: ContentError[] = []
  for (const key of Object.keys(raw)) {
    if (used.includes(key)) continue
    if (docusaurusOnlyFields[kind].includes(key)) {
      warnings.push(new ContentError(at(key), `front matter: "${key}" is one of Docusaurus' fields that this site does not use for a ${kind}: it has no effect here (docs/writing.md lists the fields that do)`))
    } else {
      warnings.push(new ContentError(at(key), `front matter: unknown field "${key}" has no effect (fields of a ${kind}: ${used.join(", ")})`))
    }
  }
  return warnings
}
