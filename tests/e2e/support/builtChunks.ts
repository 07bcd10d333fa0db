/** Which files of the production build in public/ a page needs, read from what Gatsby and webpack wrote. */
import fs from "node:fs"
import path from "node:path"

const readJson = (file: string) => JSON.parse(fs.readFileSync(path.resolve("public", file), "utf8"))

/** The name of the page component (template) a built page runs, from its page-data. */
export function pageComponentName(pagePath: string): string {
  return (readJson(path.join("page-data", pagePath, "page-data.json")) as { componentChunkName: string }).componentChunkName
}

/** The JS files of a page's view (the chunk group `view-…` its template names, src/templates/pageView.tsx). */
export function viewChunkFiles(viewName: string): string[] {
  const stats = readJson("webpack.stats.json") as { namedChunkGroups: Record<string, { assets: Array<string | { name: string }> }> }
  const group = stats.namedChunkGroups[viewName]
  if (!group) throw new Error(`no chunk group ${viewName} in webpack.stats.json`)
  return group.assets.map(asset => (typeof asset === "string" ? asset : asset.name)).filter(name => name.endsWith(".js"))
}
