/**
 * Docusaurus' `_category_.json` / `_category_.yml`: what a docs folder says
 * about its sidebar category (label, position, whether it starts collapsed,
 * which page it links to). Problems name the file and line.
 */
import { ContentError, ContentErrors } from "../content/contentError"
import { parseYaml } from "../content/parseYaml"

export interface CategoryMetadata {
  /** Repository path of the file, for messages. */
  file: string
  label?: string
  position?: number
  /** Whether the category starts collapsed (undefined: the site's rule). */
  collapsed?: boolean
  /** A class on the category's sidebar item. */
  className?: string
  /** The page the category links to: a doc id under the section's folder, a page listing its items, or none at all. */
  link?: { type: "doc"; id: string } | GeneratedIndexLink | { type: "none" }
  /** `file:line` of the link, for messages. */
  linkSource?: string
}

/** Docusaurus' generated index: a page listing the category's items as cards (src/node/docs/categoryIndexPages.ts). */
export interface GeneratedIndexLink {
  type: "generated-index"
  /** The page's title (default: the category's label). */
  title?: string
  description?: string
  /** Its URL under the version's docs, "/category/<label as a slug>" when not given. */
  slug?: string
  keywords: string[]
  image?: string
}

const generatedIndexFields = ["type", "title", "description", "slug", "keywords", "image"]

/** The names a category file may have. */
export const categoryFileName = /^_category_\.(json|ya?ml)$/

const fields = ["label", "position", "collapsed", "collapsible", "className", "customProps", "link", "description"] as const

/** The line of a top-level key in JSON or YAML text (1 when not found). */
function lineOf(text: string, key: string): number {
  const index = text.split(/\r?\n/).findIndex(line => new RegExp(`^\\s*["']?${key}["']?\\s*:`).test(line))
  return index === -1 ? 1 : index + 1
}

function readGeneratedIndex(raw: Record<string, unknown>, fail: (message: string) => undefined): GeneratedIndexLink | undefined {
  const unknown = Object.keys(raw).filter(key => !generatedIndexFields.includes(key))
  if (unknown.length > 0) return fail(`unknown field(s) of a generated-index link ${unknown.map(key => `"${key}"`).join(", ")} (allowed: ${generatedIndexFields.join(", ")})`)
  const link: GeneratedIndexLink = { type: "generated-index", keywords: [] }
  for (const key of ["title", "description", "slug", "image"] as const) {
    const value = raw[key]
    if (value === undefined || value === null) continue
    if (typeof value !== "string" || value.trim() === "") return fail(`link.${key} must be a non-empty string`)
    link[key] = value
  }
  if (link.image !== undefined && !/^(\/(?!\/)|https?:\/\/)/.test(link.image)) return fail(`link.image must be a site path such as /img/card.png or an http(s) URL (found "${link.image}")`)
  if (raw.keywords !== undefined && raw.keywords !== null) {
    if (!Array.isArray(raw.keywords) || raw.keywords.some(keyword => typeof keyword !== "string")) return fail(`link.keywords must be a list of strings`)
    link.keywords = raw.keywords as string[]
  }
  return link
}

export function parseCategoryFile(text: string, file: string): CategoryMetadata {
  // JSON is YAML too: one parser, with line numbers, for both names.
  const raw = parseYaml(text, file, "invalid category file")
  if (raw === undefined || raw === null) return { file }
  if (typeof raw !== "object" || Array.isArray(raw)) throw new ContentError(`${file}:1`, "a category file holds an object of fields (label, position, collapsed, link)")
  const entry = raw as Record<string, unknown>
  const problems: ContentError[] = []
  const fail = (key: string, message: string) => {
    problems.push(new ContentError(`${file}:${lineOf(text, key)}`, message))
    return undefined
  }
  const unknown = Object.keys(entry).filter(key => !(fields as readonly string[]).includes(key))
  if (unknown.length > 0) fail(unknown[0], `unknown field(s) ${unknown.map(key => `"${key}"`).join(", ")} (allowed: ${fields.join(", ")})`)
  const label = entry.label === undefined ? undefined : typeof entry.label === "string" && entry.label.trim() !== "" ? entry.label : fail("label", `"label" must be a non-empty string`)
  const position = entry.position === undefined ? undefined : typeof entry.position === "number" && Number.isFinite(entry.position) ? entry.position : fail("position", `"position" must be a number`)
  for (const key of ["collapsed", "collapsible"]) {
    if (entry[key] !== undefined && typeof entry[key] !== "boolean") fail(key, `"${key}" must be true or false`)
  }
  const className = entry.className === undefined ? undefined : typeof entry.className === "string" && entry.className.trim() !== "" ? entry.className : fail("className", `"className" must be a non-empty string`)
  // A category that cannot collapse is always open.
  const collapsed = entry.collapsible === false ? false : (entry.collapsed as boolean | undefined)
  let link: CategoryMetadata["link"]
  if (entry.link === null) {
    link = { type: "none" }
  } else if (entry.link !== undefined) {
    const value = entry.link as { type?: unknown; id?: unknown }
    if (typeof value !== "object" || Array.isArray(value)) {
      fail("link", `"link" must be { type: doc, id: ... }, { type: generated-index } or null`)
    } else if (value.type === "doc" && typeof value.id === "string" && value.id.trim() !== "") {
      link = { type: "doc", id: value.id.replace(/^\/+|\/+$/g, "") }
    } else if (value.type === "generated-index") {
      link = readGeneratedIndex(value as Record<string, unknown>, message => fail("link", message))
    } else {
      fail("link", `"link" must be { type: doc, id: ... }, { type: generated-index } or null`)
    }
  }
  if (problems.length === 1) throw problems[0]
  if (problems.length > 1) throw new ContentErrors(problems)
  return { file, label, position, collapsed, className, link, linkSource: link ? `${file}:${lineOf(text, "link")}` : undefined }
}
