/**
 * Old spellings of a page's address on a static host. Every page has one
 * address ("/docs/manual/installation"); links written for the Docusaurus
 * site or by hand may end in ".html". A host that reads a redirect file
 * (Netlify and Cloudflare Pages read `_redirects`) then answers those with a
 * 301 to the page instead of a 404. "/a/index.html" needs no line: that file
 * exists, and the page's head script puts the clean address in the bar.
 * `gatsby serve` does the same through its patch (patches/README.md).
 */
import fs from "node:fs"
import path from "node:path"
import type { BuildArgs } from "gatsby"
import { buildPathPrefix } from "../content/pathPrefix"

export const redirectsFileName = "_redirects"

/**
 * The `_redirects` text for these page paths, under `pathPrefix`: one "from to
 * 301" line per page whose ".html" spelling is no file (`isFile`, a path in public/).
 */
export function redirectsFile(pagePaths: readonly string[], pathPrefix: string, isFile: (publicPath: string) => boolean = () => false): string {
  const lines = pagePaths
    // The home page's index.html exists; a path that ends in .html, or whose .html is a file (404.html), is served as it is.
    .filter(page => page !== "/" && !page.endsWith(".html") && !isFile(`${page}.html`))
    .sort()
    .map(page => `${pathPrefix}${page}.html ${pathPrefix}${page} 301`)
  return `# Written by the build (src/node/gatsby/hostRedirects.ts); see docs/deploying.md.\n${lines.join("\n")}\n`
}

export function writeHostRedirects({ store, reporter }: Pick<BuildArgs, "store" | "reporter">): void {
  const state = store.getState() as { program: { directory: string }; pages: Map<string, unknown> }
  const pagePaths = [...state.pages.keys()]
  const publicDir = path.join(state.program.directory, "public")
  const isFile = (publicPath: string) => fs.statSync(path.join(publicDir, publicPath), { throwIfNoEntry: false })?.isFile() ?? false
  fs.writeFileSync(path.join(publicDir, redirectsFileName), redirectsFile(pagePaths, buildPathPrefix(), isFile))
  reporter.verbose(`host redirects: ${pagePaths.length} pages' .html spellings written to public/${redirectsFileName}`)
}
