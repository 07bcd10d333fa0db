/**
 * How the browser gets the embedded indexes, under the site's path prefix:
 * the manifest and the heads, revalidated (their names stay while their
 * contents change with the content), and the shards, named by their hash
 * (cacheable forever). A head the search button asked for early
 * (./earlyLoad) is taken from there.
 */
import { SEARCH_MANIFEST_FILE } from "../../shared/search/constants"
import type { SearchIndexManifest } from "../../shared/search/types"
import { searchFileUrl, takeEarlyResponse } from "./earlyLoad"

async function fetchOk(file: string, init?: RequestInit): Promise<Response> {
  const response = await (takeEarlyResponse(file) ?? fetch(searchFileUrl(file), init))
  if (!response.ok) throw new Error(`Cannot load the search index (${file}: HTTP ${response.status}).`)
  return response
}

export async function fetchSearchManifest(): Promise<SearchIndexManifest> {
  return (await fetchOk(SEARCH_MANIFEST_FILE, { cache: "no-cache" })).json()
}

/** An index head's JSON text. */
export async function fetchSearchIndex(file: string): Promise<string> {
  return (await fetchOk(file, { cache: "no-cache" })).text()
}

/** A shard's JSON text. */
export async function fetchSearchShard(file: string): Promise<string> {
  return (await fetchOk(file)).text()
}
