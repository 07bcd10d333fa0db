/**
 * `npm run check:content`: the build's own content checks (src/node/content:
 * front matter, MDX syntax, links and #anchors, API pages, authors, tags,
 * URLs, version folders) straight from the files, in seconds, without a build.
 */
import path from "node:path"
import { configLinks } from "../src/node/content/configLinks"
import { formatContentErrors, formatContentWarnings } from "../src/node/content/contentError"
import { loadContentTree } from "../src/node/content/loadContentTree"
import { handleUsage } from "./lib/usage.mjs"

handleUsage({
  usage: "npm run check:content [-- options]",
  summary: "Checks everything under content/ as `gatsby build` does, without a build, and lists every problem with its file and line; exits 1 when there is one.",
  options: [["--root <dir>", "check the content/ and static/ of another folder (default: this checkout; the links in this checkout's site configuration are then left out)"]],
})

async function main() {
  const rootAt = process.argv.indexOf("--root")
  const root = rootAt === -1 ? path.resolve(__dirname, "..") : path.resolve(process.argv[rootAt + 1] ?? ".")
  const { model, planned, errors, warnings } = await loadContentTree(root, rootAt === -1 ? configLinks() : [])
  // Warnings are what Docusaurus warns about (inline authors and tags, a sidebars file): the build goes on, and so does this check.
  if (warnings.length > 0) console.warn(formatContentWarnings(warnings))
  if (errors.length > 0) {
    console.error(formatContentErrors(errors))
    process.exitCode = 1
    return
  }
  const apiPages = model.generated.filter(entry => entry.template === "apiSymbol").length
  console.log(
    `content OK: ${planned.length} pages (${model.docs.length} docs, ${apiPages} API pages and ${model.generated.length - apiPages} generated category indexes in ${model.versions.length} versions, ${model.posts.length} posts, ${model.pages.length} pages)`
  )
}

// Content problems are listed above; this is the checker itself failing, said in one line.
main().catch(error => {
  console.error(`check:content could not finish: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
})
