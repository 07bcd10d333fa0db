/**
 * How the browser gets the embedded indexes: the manifest (revalidated, since
 * it changes with every content change) and the hashed index files (cacheable
 * forever), under the site's path prefix.
 */
import { withPrefix } from "gatsby"
import { SEARCH_MANIFEST_FILE, SEARCH_PUBLIC_DIR } from "../../shared/search/constants"
import type { SearchIndexManifest } from "../../shared/search/types"

async function fetchOk(file: string, init?: RequestInit): Promise<Response> {
  const response = await fetch(withPrefix(`/${SEARCH_PUBLIC_DIR}/${file}`), init)
  if (!response.ok) throw new Error(`Cannot load the search index (${file}: HTTP ${response.status}).`)
  return response
}

export async function fetchSearchManifest(): Promise<SearchIndexManifest> {
  return (await fetchOk(SEARCH_MANIFEST_FILE, { cache: "no-cache" })).json()
}

export async function fetchSearchIndex(file: string): Promise<string> {
  return (await fetchOk(file)).text()
}
