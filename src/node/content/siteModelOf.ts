/**
 * The SiteModel (src/node/content/siteModel.ts) of a content index: what page
 * creation and the site checks read, the same for `gatsby build`,
 * `gatsby develop` and `npm run check:content`.
 */
import type { SiteModel } from "./siteModel"
import type { ContentIndex } from "./contentIndex"
import { authorIds } from "../blog/postAuthors"

/** Stable keys of the index's entries; Gatsby turns them into node ids. */
export const contentKey = {
  file: (file: string) => `content:${file}`,
  apiSymbol: (symbolId: string) => `api:${symbolId}`,
  categoryIndex: (version: string, folder: string) => `category:${version}/${folder}`,
}

export function siteModelOf(
  index: ContentIndex,
  configLinks: SiteModel["configLinks"] = [],
  idOf: (key: string) => string = key => key
): SiteModel {
  const common = (entry: ReturnType<ContentIndex["docs"]>[number] | ReturnType<ContentIndex["posts"]>[number] | ReturnType<ContentIndex["pages"]>[number]) => ({
    id: idOf(contentKey.file(entry.file)),
    file: entry.file,
    absolutePath: entry.absolutePath,
    url: entry.url,
    links: entry.links,
    images: entry.images,
    siteImages: entry.siteImages,
    anchors: entry.anchors,
  })
  const blogTags = index.blogTags()
  return {
    versions: index.versions,
    versionFolders: index.versionFolders,
    docsLayout: index.layout,
    docs: index.docs().map(doc => ({ ...common(doc), version: doc.fields.version, docPath: doc.fields.docPath, draft: doc.fields.draft, unlisted: doc.fields.unlisted })),
    posts: index.posts().map(post => ({
      ...common(post),
      date: post.fields.date,
      authors: authorIds(post.fields.authors),
      authorsSource: post.authorsSource,
      inlineAvatars: post.fields.authors.flatMap(author => (author.key === undefined && author.imageUrl ? [author.imageUrl] : [])),
      tags: blogTags.slugsOfPost.get(post.file) ?? [],
      draft: post.fields.draft,
      unlisted: post.fields.unlisted,
    })),
    pages: index.pages().map(page => ({ ...common(page), unlisted: page.fields.unlisted, draft: page.fields.draft })),
    generated: [
      ...index.categoryIndexPages().map(page => ({
        id: idOf(contentKey.categoryIndex(page.version, page.folder)),
        url: page.url,
        version: page.version,
        docPath: page.docPath,
        template: "docCategoryIndex" as const,
        file: page.sourcePath,
        // A list of cards: no headings to link to.
        anchors: [],
      })),
      ...[...index.api.values()].flatMap(api =>
        api.symbols.map(symbol => ({
          problems: api.problemsBySymbol.get(symbol.id)?.map(problem => problem.message),
          id: idOf(contentKey.apiSymbol(symbol.id)),
          url: symbol.url,
          version: symbol.version,
          docPath: symbol.docPath,
          template: "apiSymbol" as const,
          // The page outline (src/node/api/pageOutline.ts) names every heading the page renders.
          anchors: symbol.toc.map(heading => heading.id),
        }))
      ),
    ],
    apiSidebars: [...index.api.entries()].map(([version, api]) => ({ version, file: api.sidebarFile, docPaths: api.sidebarOrder })),
    authors: index.authors,
    tags: blogTags.tags,
    authorsFile: index.authorsFile,
    tagsFile: index.tagsFile,
    configLinks,
    linksOfUnreadable: [...index.linksOfUnreadable.values()],
    unreadablePages: index.unreadableFiles().flatMap(broken => (broken.url === null ? [] : [broken.url])),
  }
}
