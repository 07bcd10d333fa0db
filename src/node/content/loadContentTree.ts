/**
 * The content of a repository (or fixture) checked exactly as the build checks
 * it, without Gatsby: `npm run check:content` and the unit tests use this.
 */
import { ContentIndex } from "./contentIndex"
import { checkSite, type CheckedSite } from "./checkSite"
import type { SiteModel } from "./siteModel"
import { BodyHtmlCache } from "./bodyHtml"
import { createBodyRenderer } from "../mdx/renderBody"
import { standaloneMdxOptions } from "../mdx/gatsbyMdxOptions"

export interface LoadedContent extends CheckedSite {
  index: ContentIndex
}

/** `rootDir` holds content/ and static/; `configLinks` are the site paths written in configuration. */
export async function loadContentTree(rootDir: string, configLinks: SiteModel["configLinks"] = [], production = true): Promise<LoadedContent> {
  const index = await ContentIndex.load(rootDir)
  const checked = checkSite(index, { production, configLinks })
  // The build renders every body (src/node/gatsby/contentNodes.ts); a body that cannot render is a problem here too.
  const bodies = await new BodyHtmlCache(createBodyRenderer(await standaloneMdxOptions())).renderAll(index)
  return { index, ...checked, errors: [...checked.errors, ...bodies.errors] }
}
