/**
 * `npm run check:content`: the build's content checks (front matter, links,
 * authors, tags, URLs, version folders) straight from the files, in seconds.
 */
import path from "node:path"
import { configLinks } from "../src/node/gatsby/createPages"
import { formatContentErrors } from "../src/node/contentError"
import { loadContentTree } from "../src/node/loadContentTree"

const { model, errors } = loadContentTree(path.resolve(__dirname, ".."), configLinks())
if (errors.length > 0) {
  console.error(formatContentErrors(errors))
  process.exit(1)
}
console.log(`content OK: ${model.docs.length} docs in ${model.versions.length} versions, ${model.posts.length} posts, ${model.pages.length} pages`)
