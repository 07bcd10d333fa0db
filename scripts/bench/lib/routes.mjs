/**
 * The routes the benchmark and the budgets measure: one of each page type,
 * found in the built output so the list follows the content (a docs page of
 * every version, preferring the installation page, which all versions share
 * when they can).
 */
import fs from "node:fs"
import path from "node:path"
import yaml from "js-yaml"

const preferredDocs = ["manual/installation", "manual/get_started"]
const preferredApi = ["api/rsvim/classes/RsvimBuf", "api/rsvim/interfaces/RsvimBuf"]

const pageAt = (publicDir, urlPath) => fs.existsSync(path.join(publicDir, urlPath, "index.html"))

/** Every page folder (holding index.html) under `dir`, as URL paths, sorted. */
function pagesUnder(publicDir, urlPath) {
  const dir = path.join(publicDir, urlPath)
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name === "index.html" && entry.parentPath !== dir)
    .map((entry) => `/${path.relative(publicDir, entry.parentPath).split(path.sep).join("/")}`)
    .sort()
}

function readVersions(projectDir) {
  const file = path.join(projectDir, "content/docs/versions.yaml")
  if (!fs.existsSync(file)) return []
  return yaml.load(fs.readFileSync(file, "utf8")) ?? []
}

/**
 * [{ id, type, path, expectStatus }]: home, a docs page per version, an API
 * symbol page (latest), the blog list, the newest post, sponsor and a 404.
 */
export function benchRoutes({ projectDir = process.cwd(), publicDir = path.join(projectDir, "public") } = {}) {
  const routes = [{ id: "home", type: "home", path: "/" }]
  const versions = readVersions(projectDir)
  for (const version of versions) {
    const base = version.path ? `/docs/${version.path}` : "/docs"
    const page =
      preferredDocs.map((doc) => `${base}/${doc}`).find((url) => pageAt(publicDir, url)) ??
      pagesUnder(publicDir, `${base}/manual`).find((url) => !url.slice(base.length).match(/^\/(next|\d[^/]*)\//))
    if (page) routes.push({ id: `docs-${version.name}`, type: "docs", version: version.name, latest: Boolean(version.isLast), path: page })
  }
  const latest = versions.find((version) => version.isLast)
  const apiBase = latest?.path ? `/docs/${latest.path}` : "/docs"
  const api =
    preferredApi.map((doc) => `${apiBase}/${doc}`).find((url) => pageAt(publicDir, url)) ??
    pagesUnder(publicDir, `${apiBase}/api`).find((url) => /\/(classes|interfaces|namespaces|type-aliases)\/[^/]+$/.test(url))
  if (api) routes.push({ id: "api-symbol", type: "docs", version: latest?.name, path: api })
  if (pageAt(publicDir, "/blog")) routes.push({ id: "blog-list", type: "blog-list", path: "/blog" })
  const posts = pagesUnder(publicDir, "/blog").filter((url) => /^\/blog\/\d{4}\/\d{2}\/\d{2}\/[^/]+$/.test(url))
  if (posts.length) routes.push({ id: "blog-post", type: "blog-post", path: posts[posts.length - 1] })
  if (pageAt(publicDir, "/sponsor")) routes.push({ id: "sponsor", type: "page", path: "/sponsor" })
  routes.push({ id: "not-found", type: "404", path: "/bench-no-such-page", expectStatus: 404 })
  return routes
}
