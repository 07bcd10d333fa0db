/**
 * Gatsby node creation: YAML data (versions, authors, tags) becomes
 * DocsVersion, BlogAuthor and BlogTag nodes; each MDX file under content/
 * becomes a Doc, BlogPost or ContentPage node that links to its Mdx node.
 */
import fs from "node:fs"
import path from "node:path"
import type { CreateNodeArgs, GatsbyNode, Node } from "gatsby"
import matter from "gray-matter"
import { parseAuthors, parseTags } from "../blogMetadata"
import { ContentError } from "../contentError"
import { classifyContentFile } from "../contentFiles"
import { describeDoc, describePage, describePost } from "../contentEntries"
import { extractHeadings } from "../headings"
import { createApiSymbolNodes } from "./apiNodes"
import { contentDir, loadVersions, readYaml, repoPath } from "./contentPaths"
import { bodyLineOffset, extractLinks } from "../links"

function report(reporter: { panicOnBuild: (message: string) => void }, error: unknown): void {
  if (error instanceof ContentError) reporter.panicOnBuild(error.message)
  else throw error
}

/** Fails early, naming the file, when any content file's front matter is not valid YAML. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
      const full = path.join(dir, entry.name)
      return entry.isDirectory() ? walk(full) : /\.mdx?$/.test(entry.name) ? [full] : []
    })
  for (const file of walk(contentDir)) {
    try {
      matter(fs.readFileSync(file, "utf8"))
    } catch (error) {
      reporter.panicOnBuild(`${repoPath(file)}: malformed front matter: ${(error as Error).message.split("\n")[0]}`)
    }
  }
}

export const sourceNodes: GatsbyNode["sourceNodes"] = ({ actions, createNodeId, createContentDigest, reporter }) => {
  const create = (type: string, key: string, data: object) =>
    actions.createNode({
      ...data,
      id: createNodeId(`${type}:${key}`),
      internal: { type, contentDigest: createContentDigest(data) },
    })
  try {
    loadVersions().forEach((version, order) => create("DocsVersion", version.name, { ...version, order }))
    readYaml("blog/authors.yaml", parseAuthors).forEach(author => create("BlogAuthor", author.slug, author))
    readYaml("blog/tags.yaml", parseTags).forEach(tag => create("BlogTag", tag.slug, tag))
  } catch (error) {
    report(reporter, error)
  }
}

interface MdxNode extends Node {
  frontmatter?: Record<string, unknown>
  body: string
  internal: Node["internal"] & { contentFilePath?: string }
}

export const onCreateNode: GatsbyNode["onCreateNode"] = args => {
  if (args.node.internal.type === "File") return createApiSymbolNodes(args)
  return createContentNodes(args)
}

function createContentNodes({ node, actions, createNodeId, createContentDigest, reporter }: CreateNodeArgs): void {
  if (node.internal.type !== "Mdx") return
  const mdx = node as MdxNode
  const absolutePath = mdx.internal.contentFilePath
  if (!absolutePath) return
  const file = classifyContentFile(path.relative(contentDir, absolutePath))
  if (!file || path.relative(contentDir, absolutePath).startsWith("..")) return
  const sourcePath = repoPath(absolutePath)
  try {
    const lineOffset = bodyLineOffset(fs.readFileSync(absolutePath, "utf8"), mdx.body)
    const common = {
      sourcePath,
      contentFilePath: absolutePath,
      mdxId: mdx.id,
      links: extractLinks(mdx.body, lineOffset),
      headings: extractHeadings(mdx.body),
    }
    let type: string
    let fields: object
    if (file.kind === "doc") {
      type = "Doc"
      fields = describeDoc(file, mdx.frontmatter, sourcePath, loadVersions())
    } else if (file.kind === "post") {
      type = "BlogPost"
      const { authors, tags, ...post } = describePost(file, mdx.frontmatter, mdx.body, sourcePath)
      fields = { ...post, authorSlugs: authors, tagSlugs: tags }
    } else {
      type = "ContentPage"
      fields = describePage(file, mdx.frontmatter, sourcePath)
    }
    const data = { ...fields, ...common }
    const child = {
      ...data,
      id: createNodeId(`${type}:${mdx.id}`),
      parent: mdx.id,
      children: [],
      internal: { type, contentDigest: createContentDigest(data) },
    }
    actions.createNode(child)
    actions.createParentChildLink({ parent: mdx, child: child as unknown as Node })
  } catch (error) {
    report(reporter, error)
  }
}
