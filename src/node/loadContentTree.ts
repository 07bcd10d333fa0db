/**
 * Builds the SiteModel straight from the files under content/, without
 * Gatsby. Used by the unit tests on fixture trees and by
 * `npm run check:content` for a fast check while writing.
 */
import fs from "node:fs"
import path from "node:path"
import matter from "gray-matter"
import { parseAuthors, parseTags } from "./blogMetadata"
import { ContentError } from "./contentError"
import { classifyContentFile, urlOfContentFileOnDisk } from "./contentFiles"
import { describeDoc, describePage, describePost } from "./contentEntries"
import { bodyLineOffset, extractLinks } from "./links"
import { planPages, validateSiteModel, type SiteModel } from "./siteModel"
import { parseVersions } from "./versions"

export interface LoadedContent {
  model: SiteModel
  errors: ContentError[]
}

function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? walk(full) : [full]
  })
}

/** Parses a file's front matter, naming the file when the YAML is malformed. */
export function readContentFile(absolutePath: string, repoPath: string): { data: unknown; body: string; source: string } {
  const source = fs.readFileSync(absolutePath, "utf8")
  try {
    const parsed = matter(source)
    return { data: parsed.data, body: parsed.content, source }
  } catch (error) {
    throw new ContentError(repoPath, `malformed front matter: ${(error as Error).message.split("\n")[0]}`)
  }
}

/**
 * `rootDir` is the repository (or fixture) root holding content/ and static/;
 * `configLinks` the site paths written in configuration.
 */
export function loadContentTree(
  rootDir: string,
  configLinks: SiteModel["configLinks"] = [],
  production = true
): LoadedContent {
  const contentDir = path.join(rootDir, "content")
  const errors: ContentError[] = []
  const attempt = <T>(run: () => T): T | undefined => {
    try {
      return run()
    } catch (error) {
      if (error instanceof ContentError) errors.push(error)
      else throw error
      return undefined
    }
  }
  const readText = (relative: string) => fs.readFileSync(path.join(contentDir, relative), "utf8")
  const versions = attempt(() => parseVersions(readText("docs/versions.yaml"), "content/docs/versions.yaml")) ?? []
  const authors = attempt(() => parseAuthors(readText("blog/authors.yaml"), "content/blog/authors.yaml")) ?? []
  const tags = attempt(() => parseTags(readText("blog/tags.yaml"), "content/blog/tags.yaml")) ?? []
  const docsDir = path.join(contentDir, "docs")
  const versionFolders = fs.existsSync(docsDir)
    ? fs.readdirSync(docsDir, { withFileTypes: true }).filter(entry => entry.isDirectory()).map(entry => entry.name)
    : []

  const model: SiteModel = { versions, versionFolders, docs: [], posts: [], pages: [], generated: [], authors, tags, configLinks }
  for (const absolutePath of walk(contentDir).sort()) {
    const file = classifyContentFile(path.relative(contentDir, absolutePath))
    if (!file) continue
    const repoPath = path.relative(rootDir, absolutePath).split(path.sep).join("/")
    attempt(() => {
      const { data, body, source } = readContentFile(absolutePath, repoPath)
      const common = { id: repoPath, file: repoPath, absolutePath, links: extractLinks(body, bodyLineOffset(source, body)) }
      if (file.kind === "doc") {
        if (!versionFolders.includes(file.versionName) || !versions.some(v => v.name === file.versionName)) return
        const doc = describeDoc(file, data, repoPath, versions)
        model.docs.push({ ...common, url: doc.url, version: doc.version, docPath: doc.docPath, draft: doc.draft, sidebar: doc })
      } else if (file.kind === "post") {
        const post = describePost(file, data, body, repoPath)
        model.posts.push({ ...common, url: post.url, date: post.date, authors: post.authors, tags: post.tags, draft: post.draft })
      } else {
        model.pages.push({ ...common, url: describePage(file, data, repoPath).url })
      }
    })
  }

  const staticPaths = walk(path.join(rootDir, "static")).map(file => "/" + path.relative(path.join(rootDir, "static"), file).split(path.sep).join("/"))
  const planned = planPages(model, production)
  errors.push(...validateSiteModel(model, planned, staticPaths, file => urlOfContentFileOnDisk(contentDir, file, versions)))
  return { model, errors }
}
