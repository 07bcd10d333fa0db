/**
 * Creates every programmatic page from the content index, after checking the
 * whole site (src/node/content/checkSite.ts: front matter, syntax, duplicate
 * URLs, unknown authors/tags, version folders, broken links and #anchors,
 * missing images), and publishes the images kept beside content under /assets.
 * A production build stops on any problem, naming file and line; `gatsby
 * develop` reports it and keeps serving every page that is fine.
 *
 * Each docs version's two sidebars are Gatsby slices: rendered into every page
 * of the version at build time, but sent to the browser once per version
 * (slice-data) instead of inside each page's page-data.
 */
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { configLinks } from "../content/configLinks"
import { formatContentErrors, formatContentWarnings, type ContentError } from "../content/contentError"
import { checkSiteOnce } from "../content/checkSite"
import { currentContentIndex } from "../content/currentIndex"
import { copyPublishedImages, imageFileOf } from "../content/contentImages"
import type { PageTemplate } from "../content/siteModel"
import { currentBodyProblems } from "./contentNodes"

const templateDir = path.resolve("src/templates")
const templates: Record<PageTemplate, string> = {
  doc: "DocPage.tsx",
  docsVersionRoot: "DocsVersionRoot.tsx",
  apiSymbol: "ApiSymbolPage.tsx",
  docCategoryIndex: "DocPage.tsx",
  blogList: "BlogListPage.tsx",
  blogPost: "BlogPostPage.tsx",
  blogArchive: "BlogArchivePage.tsx",
  blogAuthors: "BlogAuthorsPage.tsx",
  blogAuthor: "BlogAuthorPage.tsx",
  blogTags: "BlogTagsPage.tsx",
  blogTag: "BlogTagPage.tsx",
  mdxPage: "ContentPage.tsx",
}
/** Templates that show a docs sidebar (the `docs-sidebar` slice). */
const sidebarTemplates = new Set<PageTemplate>(["doc", "apiSymbol", "docCategoryIndex"])

/** The slice alias the docs layout renders, and the slice of each sidebar. */
export const DOCS_SIDEBAR_SLICE = "docs-sidebar"
export const sidebarSliceId = (sidebarId: string) => `docs-sidebar--${sidebarId.replace(/[^A-Za-z0-9._-]/g, "-")}`

/** Problems by the repository path of the file they are in ("content/x.mdx:7: ..." → "content/x.mdx"). */
function problemsByFile(errors: readonly ContentError[]): Map<string, string[]> {
  const byFile = new Map<string, string[]>()
  for (const error of errors) {
    const file = error.file.replace(/:\d+$/, "")
    byFile.set(file, [...(byFile.get(file) ?? []), error.message])
  }
  return byFile
}

export const createPages: GatsbyNode["createPages"] = async ({ actions, reporter, createNodeId, getNode, getNodesByType }) => {
  const index = currentContentIndex()
  if (!index) throw new Error("createPages: the content index was not loaded (sourceNodes did not run)")
  const production = process.env.NODE_ENV === "production"
  const checked = checkSiteOnce(index, { production, configLinks: configLinks(), idOf: createNodeId })
  const { model, planned } = checked
  if (checked.warnings.length > 0) reporter.warn(formatContentWarnings(checked.warnings))
  // Bodies that could not be rendered (sourceNodes rendered them) are content problems like any other.
  const errors = [...checked.errors, ...currentBodyProblems()]
  if (errors.length > 0 && production) {
    reporter.panicOnBuild(formatContentErrors(errors))
    return
  }
  // Develop keeps every page that is fine up, and shows each problem on its page and once in the terminal.
  if (errors.length > 0) reporter.error(formatContentErrors(errors))
  // Here rather than while MDX compiles, which webpack's cache may skip: every build and every develop change copies them.
  const images = [...index.docs(), ...index.posts(), ...index.pages()].flatMap(entry => entry.images.map(image => imageFileOf(image.url, entry.absolutePath)))
  const copied = copyPublishedImages(images, path.resolve("public"))
  if (copied > 0) reporter.info(`published ${copied} content image(s) under /assets`)
  const problems = problemsByFile(errors)
  const fileOfId = new Map([...model.docs, ...model.posts, ...model.pages].map(entry => [entry.id, entry.file]))
  // An API page shows the problems of its own declaration, not those of the whole .d.ts file.
  const apiProblemsOfId = new Map(model.generated.flatMap(entry => (entry.problems ? [[entry.id, entry.problems] as const] : [])))

  for (const sidebar of getNodesByType("DocsSidebar") as unknown as { sidebarId: string }[]) {
    actions.createSlice({
      id: sidebarSliceId(sidebar.sidebarId),
      component: path.join(templateDir, "DocSidebarSlice.tsx"),
      context: { sidebarId: sidebar.sidebarId },
    })
  }
  let created = 0
  for (const page of planned) {
    const node = typeof page.context.id === "string" ? (getNode(page.context.id) as { sidebarId?: string } | undefined) : undefined
    // A file whose node is missing (its problem was reported above) has no page.
    if (typeof page.context.id === "string" && !node) continue
    // One component per kind of page: MDX bodies arrive as HTML data (src/node/mdx/renderBody.tsx).
    const component = path.join(templateDir, templates[page.template])
    // Gatsby wants every page of a template that renders a slice to map it: a doc shown without a
    // sidebar (displayed_sidebar: null) maps it too, and does not render it.
    const slices = sidebarTemplates.has(page.template) && node?.sidebarId ? { [DOCS_SIDEBAR_SLICE]: sidebarSliceId(node.sidebarId) } : undefined
    const pageProblems = problems.get(fileOfId.get(String(page.context.id)) ?? "") ?? apiProblemsOfId.get(String(page.context.id))
    const context = pageProblems ? { ...page.context, contentProblems: pageProblems } : page.context
    actions.createPage({ path: page.path, component, context, ...(slices ? { slices } : {}) })
    created++
  }
  // A file that could not be read at all has no node: its URL shows what is wrong instead.
  const taken = new Set(planned.map(page => page.path))
  for (const broken of index.unreadableFiles()) {
    const fileProblems = problems.get(broken.file)
    if (!broken.url || taken.has(broken.url) || !fileProblems) continue
    actions.createPage({
      path: broken.url,
      component: path.join(templateDir, "ContentProblemPage.tsx"),
      context: { file: broken.file, contentProblems: fileProblems },
    })
  }
  reporter.info(`created ${created} content pages`)
}
