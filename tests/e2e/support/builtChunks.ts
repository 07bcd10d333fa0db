/** Which files of the production build in public/ a page needs, read from what Gatsby and webpack wrote. */
import fs from "node:fs"
import path from "node:path"

const readJson = (file: string) => JSON.parse(fs.readFileSync(path.resolve("public", file), "utf8"))

/** The name of the page component (template) a built page runs, from its page-data. */
export function pageComponentName(pagePath: string): string {
  return (readJson(path.join("page-data", pagePath, "page-data.json")) as { componentChunkName: string }).componentChunkName
}
