/**
 * Multiplies a project's docs with synthetic but realistic pages, for the
 * scaling benchmark. Each version gets (factor − 1) × its manual pages more,
 * under manual/generated/part-NNN/ (ten pages per sidebar category). A page
 * is a real page of that version with a new title, a quarter of its longer
 * prose words swapped for other words of the docs (so the search index sees
 * new term combinations, not copies), and its relative links rewritten so the
 * build's link check still passes. Code, tables, admonitions, tabs and
 * headings stay as they are. Only ever run on a temporary copy of the project.
 */
import fs from "node:fs"
import path from "node:path"
import matter from "gray-matter"
import yaml from "js-yaml"

function mulberry32(seed) {
  return () => {
    seed |= 0
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function mdxFiles(dir, extension = /\.mdx$/) {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && extension.test(entry.name))
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name))
    .sort()
}

function splitFrontMatter(text) {
  const { data, content } = matter(text)
  return { data, body: content }
}

// Spans left alone inside a prose line: links, inline code, JSX/HTML tags, MDX expressions.
const protectedSpan = /(\[[^\]]*\]\([^)]*\)|`[^`]*`|<[^>]+>|\{[^}]*\})/

function mutateProse(body, random, vocabulary) {
  let inFence = false
  return body
    .split("\n")
    .map((line) => {
      if (/^\s*(```|~~~)/.test(line)) inFence = !inFence
      if (inFence || /^\s*(#|\||:::|<|import |export |```)/.test(line) || line.trim() === "") return line
      return line
        .split(protectedSpan)
        .map((part, index) =>
          index % 2 === 1 ? part : part.replace(/\b[a-z]{5,}\b/g, (word) => (random() < 0.25 ? vocabulary[Math.floor(random() * vocabulary.length)] : word)),
        )
        .join("")
    })
    .join("\n")
}

/** Relative .md/.mdx links re-pointed from `fromFile`'s folder to `toFile`'s. */
function rebaseLinks(body, fromFile, toFile) {
  return body.replace(/\]\((\.{1,2}\/[^)\s#]+\.mdx?)(#[^)\s]*)?\)/g, (whole, target, anchor = "") => {
    const absolute = path.resolve(path.dirname(fromFile), target)
    let relative = path.relative(path.dirname(toFile), absolute).split(path.sep).join("/")
    if (!relative.startsWith(".")) relative = `./${relative}`
    return `](${relative}${anchor})`
  })
}

const capitalize = (word) => word[0].toUpperCase() + word.slice(1)

/**
 * Writes the synthetic pages into `projectDir`/content/docs and returns
 * { version: pagesAdded }. Refuses a directory with a .git folder: the copies
 * it is meant for are made without one, a real checkout has one.
 */
export function generateSyntheticDocs({ projectDir, factor, pagesPerCategory = 10 }) {
  if (fs.existsSync(path.join(projectDir, ".git"))) throw new Error(`${projectDir} is a git checkout, not a scratch copy: no synthetic docs written`)
  const docsDir = path.join(projectDir, "content/docs")
  const versions = yaml.load(fs.readFileSync(path.join(docsDir, "versions.yaml"), "utf8"))
  const added = {}
  if (factor <= 1) return added
  const allFiles = versions.flatMap((version) => mdxFiles(path.join(docsDir, version.name, "manual")))
  const vocabulary = [
    ...new Set(allFiles.flatMap((file) => splitFrontMatter(fs.readFileSync(file, "utf8")).body.match(/\b[a-z]{5,12}\b/g) ?? [])),
  ]
  for (const version of versions) {
    const manualDir = path.join(docsDir, version.name, "manual")
    const sources = mdxFiles(manualDir).filter((file) => !file.includes(`${path.sep}generated${path.sep}`))
    const count = Math.round((factor - 1) * sources.length)
    const random = mulberry32(0x5eed ^ count ^ version.name.length)
    for (let index = 0; index < count; index++) {
      const source = sources[index % sources.length]
      const part = String(Math.floor(index / pagesPerCategory) + 1).padStart(3, "0")
      const target = path.join(manualDir, "generated", `part-${part}`, `page-${String(index + 1).padStart(4, "0")}.mdx`)
      const { data, body } = splitFrontMatter(fs.readFileSync(source, "utf8"))
      const extra = [0, 1].map(() => capitalize(vocabulary[Math.floor(random() * vocabulary.length)]))
      const front = {
        title: `${data.title ?? "Page"}: ${extra.join(" ")}`,
        sidebar_position: 1000 + index,
        description: data.description ? mutateProse(String(data.description), random, vocabulary) : undefined,
      }
      if (front.description === undefined) delete front.description
      const text = `---\n${yaml.dump(front, { lineWidth: -1 }).trim()}\n---\n\n${mutateProse(rebaseLinks(body, source, target), random, vocabulary)}`
      fs.mkdirSync(path.dirname(target), { recursive: true })
      fs.writeFileSync(target, text)
    }
    added[version.name] = count
  }
  return added
}

/**
 * The same for a checkout of the Docusaurus site this one replaces (its docs
 * in docs/ and versioned_docs/version-*, as .md with the title in the first
 * `# ` heading, sidebars generated from the folders), so the two are compared
 * at the same size: each docs folder gets (factor − 1) × its manual pages
 * under manual/generated/part-NNN/. Returns { folder: pagesAdded }; refuses a
 * git checkout like generateSyntheticDocs.
 */
export function generateSyntheticDocusaurusDocs({ projectDir, factor, pagesPerCategory = 10 }) {
  if (fs.existsSync(path.join(projectDir, ".git"))) throw new Error(`${projectDir} is a git checkout, not a scratch copy: no synthetic docs written`)
  const versioned = path.join(projectDir, "versioned_docs")
  const roots = [path.join(projectDir, "docs"), ...(fs.existsSync(versioned) ? fs.readdirSync(versioned).sort().map((name) => path.join(versioned, name)) : [])]
  const added = {}
  if (factor <= 1) return added
  const markdown = /\.mdx?$/
  const allFiles = roots.flatMap((root) => mdxFiles(path.join(root, "manual"), markdown))
  const vocabulary = [...new Set(allFiles.flatMap((file) => splitFrontMatter(fs.readFileSync(file, "utf8")).body.match(/\b[a-z]{5,12}\b/g) ?? []))]
  for (const root of roots) {
    const manualDir = path.join(root, "manual")
    const sources = mdxFiles(manualDir, markdown).filter((file) => !file.includes(`${path.sep}generated${path.sep}`))
    const count = Math.round((factor - 1) * sources.length)
    const random = mulberry32(0x5eed ^ count ^ path.basename(root).length)
    for (let index = 0; index < count; index++) {
      const source = sources[index % sources.length]
      const part = String(Math.floor(index / pagesPerCategory) + 1).padStart(3, "0")
      const target = path.join(manualDir, "generated", `part-${part}`, `page-${String(index + 1).padStart(4, "0")}${path.extname(source)}`)
      const { data, body } = splitFrontMatter(fs.readFileSync(source, "utf8"))
      const extra = [0, 1].map(() => capitalize(vocabulary[Math.floor(random() * vocabulary.length)])).join(" ")
      // Docusaurus takes the title from the first heading; a page without one gets it in front matter.
      let titled = false
      const retitled = body.replace(/^# (.+)$/m, (line, title) => {
        titled = true
        return `# ${title}: ${extra}`
      })
      const front = { ...data, sidebar_position: 1000 + index, ...(titled ? {} : { title: `${data.title ?? "Page"}: ${extra}` }) }
      delete front.slug
      delete front.id
      // A category's README is the page of its folder, so its "./#anchor" means itself; a copy elsewhere says so plainly.
      const ownAnchors = retitled.replace(/\]\(\.\/(#[^)\s]*)?\)/g, (whole, anchor) => `](${anchor ?? "#"})`)
      const text = `---\n${yaml.dump(front, { lineWidth: -1 }).trim()}\n---\n\n${mutateProse(rebaseLinks(ownAnchors, source, target), random, vocabulary)}`
      fs.mkdirSync(path.dirname(target), { recursive: true })
      fs.writeFileSync(target, text)
    }
    added[path.relative(projectDir, root)] = count
  }
  return added
}
