/** Parsing of content/blog/authors.yaml and tags.yaml. */
import yaml from "js-yaml"
import { ContentError, yamlContentError } from "./contentError"

export interface BlogAuthorConfig {
  slug: string
  name: string
  title?: string
  url?: string
}

export interface BlogTagConfig {
  slug: string
  label: string
  description?: string
}

function loadList(text: string, file: string): Record<string, unknown>[] {
  let raw: unknown
  try {
    raw = yaml.load(text)
  } catch (error) {
    throw yamlContentError(file, error, "invalid YAML")
  }
  if (!Array.isArray(raw)) throw new ContentError(file, "expected a list")
  return raw.map((entry, index) => {
    if (typeof entry !== "object" || entry === null || Array.isArray(entry)) {
      throw new ContentError(file, `entry #${index + 1} must be a mapping`)
    }
    return entry as Record<string, unknown>
  })
}

function field(entry: Record<string, unknown>, key: string, file: string, index: number, required: boolean) {
  const value = entry[key]
  if (value === undefined || value === null) {
    if (required) throw new ContentError(file, `entry #${index + 1}: "${key}" is required`)
    return undefined
  }
  if (typeof value !== "string" || value.trim() === "") {
    throw new ContentError(file, `entry #${index + 1}: "${key}" must be a non-empty string`)
  }
  return value
}

function checkSlugs(slugs: string[], file: string) {
  const seen = new Set<string>()
  for (const slug of slugs) {
    if (!/^[a-z0-9][a-z0-9-]*$/.test(slug)) throw new ContentError(file, `slug "${slug}" may hold only a-z, 0-9 and "-"`)
    if (seen.has(slug)) throw new ContentError(file, `duplicate slug "${slug}"`)
    seen.add(slug)
  }
}

export function parseAuthors(text: string, file: string): BlogAuthorConfig[] {
  const authors = loadList(text, file).map((entry, index) => ({
    slug: field(entry, "slug", file, index, true)!,
    name: field(entry, "name", file, index, true)!,
    title: field(entry, "title", file, index, false),
    url: field(entry, "url", file, index, false),
  }))
  checkSlugs(authors.map(author => author.slug), file)
  return authors
}

export function parseTags(text: string, file: string): BlogTagConfig[] {
  const tags = loadList(text, file).map((entry, index) => ({
    slug: field(entry, "slug", file, index, true)!,
    label: field(entry, "label", file, index, true)!,
    description: field(entry, "description", file, index, false),
  }))
  checkSlugs(tags.map(tag => tag.slug), file)
  return tags
}
