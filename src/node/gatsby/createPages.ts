/**
 * Creates every programmatic page from one GraphQL query, after checking the
 * whole site (duplicate URLs, unknown authors/tags, version folders, broken
 * links). Any problem stops the build with the files and links named.
 */
import fs from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { siteConfig } from "../../config/site"
import { missingApiPages, readApiSidebar } from "../apiSidebar"
import { ContentError, formatContentErrors } from "../contentError"
import { urlOfContentFileOnDisk } from "../contentFiles"
import { planPages, validateSiteModel, type PageTemplate, type SiteModel } from "../siteModel"
import { contentDir, loadVersions, repoPath } from "./contentPaths"

const templateDir = path.resolve("src/templates")
const templates: Record<PageTemplate, string> = {
  doc: "DocPage.tsx",
  docsVersionRoot: "DocsVersionRoot.tsx",
  apiSymbol: "ApiSymbolPage.tsx",
  blogList: "BlogListPage.tsx",
  blogPost: "BlogPostPage.tsx",
  blogArchive: "BlogArchivePage.tsx",
  blogAuthors: "BlogAuthorsPage.tsx",
  blogAuthor: "BlogAuthorPage.tsx",
  blogTags: "BlogTagsPage.tsx",
  blogTag: "BlogTagPage.tsx",
  mdxPage: "ContentPage.tsx",
}
/** Templates whose page body is an MDX file, compiled by gatsby-plugin-mdx. */
const mdxTemplates = new Set<PageTemplate>(["doc", "blogPost", "mdxPage"])

interface Linked {
  id: string
  url: string
  sourcePath: string
  contentFilePath: string
  links: { url: string; line: number }[]
}

interface CreatePagesData {
  allDoc: { nodes: (Linked & { version: string; docPath: string; draft: boolean })[] }
  allBlogPost: { nodes: (Linked & { date: string; draft: boolean; authorSlugs: string[]; tagSlugs: string[] })[] }
  allContentPage: { nodes: Linked[] }
  allBlogAuthor: { nodes: { slug: string; name: string }[] }
  allBlogTag: { nodes: { slug: string; label: string }[] }
  allApiSymbol: { nodes: { id: string; url: string; version: string; docPath: string }[] }
}

const linkedFields = "id url sourcePath contentFilePath links { url line }"

function staticPaths(): string[] {
  const root = path.resolve("static")
  const walk = (dir: string): string[] =>
    fs.existsSync(dir)
      ? fs.readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
          const full = path.join(dir, entry.name)
          return entry.isDirectory() ? walk(full) : ["/" + path.relative(root, full).split(path.sep).join("/")]
        })
      : []
  return walk(root)
}

/** Site paths written in the navbar, footer and announcement configuration. */
export function configLinks(): SiteModel["configLinks"] {
  const navbar = siteConfig.navbar.left.flatMap(item => ("to" in item ? [{ source: "src/config/site.ts (navbar)", url: item.to }] : []))
  const footer = siteConfig.footer.groups.flatMap(group =>
    group.items.map(item => ({ source: `src/config/site.ts (footer "${group.title}")`, url: item.to }))
  )
  const announcement = siteConfig.announcementBar?.link
    ? [{ source: "src/config/site.ts (announcementBar)", url: siteConfig.announcementBar.link.to }]
    : []
  return [...navbar, ...footer, ...announcement].filter(link => link.url.startsWith("/"))
}

/** Pages a version's api/sidebar.yaml lists that its declarations do not produce. */
function undeclaredApiPages(versionNames: string[], symbols: { version: string; docPath: string }[]): ContentError[] {
  return versionNames.flatMap(version => {
    const file = path.join(contentDir, "docs", version, "api", "sidebar.yaml")
    const present = new Set(symbols.filter(symbol => symbol.version === version).map(symbol => symbol.docPath))
    return missingApiPages(readApiSidebar(file, repoPath(file)), present, repoPath(file), version)
  })
}

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<CreatePagesData>(`
    query CreatePages {
      allDoc(sort: { url: ASC }) { nodes { ${linkedFields} version docPath draft } }
      allBlogPost(sort: { date: DESC }) { nodes { ${linkedFields} date draft authorSlugs tagSlugs } }
      allContentPage(sort: { url: ASC }) { nodes { ${linkedFields} } }
      allBlogAuthor { nodes { slug name } }
      allBlogTag { nodes { slug label } }
      allApiSymbol(sort: { url: ASC }) { nodes { id url version docPath } }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("createPages: the content query failed", result.errors)
    return
  }
  const data = result.data
  const versions = loadVersions()
  const toEntry = (node: Linked) => ({ id: node.id, file: node.sourcePath, absolutePath: node.contentFilePath, url: node.url, links: node.links })
  const model: SiteModel = {
    versions,
    versionFolders: fs.readdirSync(path.join(contentDir, "docs"), { withFileTypes: true }).filter(e => e.isDirectory()).map(e => e.name),
    docs: data.allDoc.nodes.map(node => ({ ...toEntry(node), version: node.version, docPath: node.docPath, draft: node.draft })),
    posts: data.allBlogPost.nodes.map(node => ({
      ...toEntry(node),
      date: node.date,
      draft: node.draft,
      authors: node.authorSlugs,
      tags: node.tagSlugs,
    })),
    pages: data.allContentPage.nodes.map(toEntry),
    generated: data.allApiSymbol.nodes.map(node => ({ id: node.id, url: node.url, version: node.version, template: "apiSymbol" as const })),
    authors: data.allBlogAuthor.nodes,
    tags: data.allBlogTag.nodes,
    configLinks: configLinks(),
  }
  const production = process.env.NODE_ENV === "production"
  const planned = planPages(model, production)
  const errors = [
    ...validateSiteModel(model, planned, staticPaths(), file => urlOfContentFileOnDisk(contentDir, file, versions)),
    ...undeclaredApiPages(versions.map(version => version.name), data.allApiSymbol.nodes),
  ]
  if (errors.length > 0) {
    reporter.panicOnBuild(formatContentErrors(errors))
    return
  }
  const contentFileById = new Map(
    [...data.allDoc.nodes, ...data.allBlogPost.nodes, ...data.allContentPage.nodes].map(node => [node.id, node.contentFilePath])
  )
  for (const page of planned) {
    let component = path.join(templateDir, templates[page.template])
    if (mdxTemplates.has(page.template)) {
      component += `?__contentFilePath=${contentFileById.get(String(page.context.id))}`
    }
    actions.createPage({ path: page.path, component, context: page.context })
  }
  reporter.info(`created ${planned.length} content pages`)
}
