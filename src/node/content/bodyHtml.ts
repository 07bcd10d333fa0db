/**
 * The HTML of every content body, rendered once per build and, under
 * `gatsby develop`, again only for the files that changed. A body's HTML also
 * depends on the URLs of the files it links to, so when any page's URL
 * changes every body is rendered again.
 */
import { ContentError } from "./contentError"
import type { BodyRenderer } from "../mdx/renderBody"
import type { ContentIndex, IndexedContent } from "./contentIndex"

export interface RenderedBodies {
  htmlOf(entry: IndexedContent): string
  /** Bodies that could not be rendered (their pages show the problem under develop). */
  errors: ContentError[]
}

export class BodyHtmlCache {
  // Entries are replaced when their file changes, so an entry object's HTML never goes stale.
  private rendered = new WeakMap<IndexedContent, string>()
  private urlsKey = ""

  constructor(private readonly renderer: BodyRenderer) {}

  async renderAll(index: ContentIndex): Promise<RenderedBodies> {
    const entries = [...index.entries.values()]
    const urlsKey = entries.map(entry => `${entry.absolutePath}\n${entry.url}`).sort().join("\n")
    if (urlsKey !== this.urlsKey) {
      this.rendered = new WeakMap()
      this.urlsKey = urlsKey
    }
    const errors: ContentError[] = []
    for (const entry of entries) {
      if (this.rendered.has(entry)) continue
      try {
        this.rendered.set(entry, await this.renderer.render(entry.tree, { absolutePath: entry.absolutePath, file: entry.file, lineOffset: entry.lineOffset }))
      } catch (error) {
        if (!(error instanceof ContentError)) throw error
        errors.push(error)
        this.rendered.set(entry, "")
      }
    }
    return { htmlOf: entry => this.rendered.get(entry) ?? "", errors }
  }
}
