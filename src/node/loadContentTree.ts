/**
 * The content of a repository (or fixture) checked exactly as the build checks
 * it, without Gatsby: `npm run check:content` and the unit tests use this.
 */
import { ContentIndex } from "./content/contentIndex"
import { checkSite, type CheckedSite } from "./content/checkSite"
import type { SiteModel } from "./siteModel"

export interface LoadedContent extends CheckedSite {
  index: ContentIndex
}

/** `rootDir` holds content/ and static/; `configLinks` are the site paths written in configuration. */
export async function loadContentTree(rootDir: string, configLinks: SiteModel["configLinks"] = [], production = true): Promise<LoadedContent> {
  const index = await ContentIndex.load(rootDir)
  return { index, ...checkSite(index, { production, configLinks }) }
}
