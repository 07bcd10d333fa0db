/** Which files of the production build in public/ a page needs, read from what Gatsby and webpack wrote. */
import fs from "node:fs"
import path from "node:path"

const readJson = (file: string) => JSON.parse(fs.readFileSync(path.resolve("public", file), "utf8"))

/** The JS file of a page's own component chunk (chunk files are named by id and hash, so tests look them up). */
export function pageComponentScript(pagePath: string): string {
  const { componentChunkName } = readJson(path.join("page-data", pagePath, "page-data.json")) as { componentChunkName: string }
  const group = (readJson("webpack.stats.json") as { namedChunkGroups: Record<string, { assets: (string | { name: string })[] }> }).namedChunkGroups[componentChunkName]
  const scripts = group.assets.map(asset => (typeof asset === "string" ? asset : asset.name)).filter(file => file.endsWith(".js"))
  // webpack lists a group's shared chunks first and the component's own chunk last.
  return scripts[scripts.length - 1]
}
