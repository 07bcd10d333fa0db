/**
 * What the search button asks for beside the modal's code (which holds the
 * embedded engine's) when the reader opens search: the heads of the indexes
 * the modal's contextual filter reads (the page's version and `unversioned`).
 * The heads have fixed names (`headFileOf`), so no manifest has to come first;
 * the client takes these responses when it first loads those heads. On a slow
 * link this takes the manifest and the heads off the keystroke's path: they
 * load while the modal's code is still coming. A small chunk of its own
 * (`search-heads`, fetched on approach and on open), so kept small.
 */
import { withPrefix } from "gatsby"
import { SEARCH_PUBLIC_DIR, UNVERSIONED } from "../../shared/search/constants"
import { headFileOf } from "../../shared/search/headFile"

/** A file of the embedded index, by its path relative to the search folder, under the site's path prefix. */
export function searchFileUrl(file: string): string {
  return withPrefix(`/${SEARCH_PUBLIC_DIR}/${file}`)
}

/**
 * Heads asked for early, by file: the response until the client takes it, then null. Asked once in the
 * page's life: after that the client keeps them (and fetches again itself after a failure).
 */
const early = new Map<string, Promise<Response> | null>()

/** This build searches its embedded indexes: no GATSBY_ALGOLIA_* variable is set (the rule of ./index's selectSearchBackend). */
export const searchesLocally = !(process.env.GATSBY_ALGOLIA_APP_ID || process.env.GATSBY_ALGOLIA_API_KEY || process.env.GATSBY_ALGOLIA_INDEX_NAME)

/** Starts loading the page's index heads (nothing for a build searching Algolia). */
export function loadSearchEarly(version: string): void {
  if (!searchesLocally) return
  // The indexes the modal's contextual facet filter reads (`searchParameters.ts`).
  for (const name of new Set([version, UNVERSIONED])) {
    const file = headFileOf(name)
    if (early.has(file)) continue
    // Revalidated, as the manifest is: a head's name does not change with its contents.
    const response = fetch(searchFileUrl(file), { cache: "no-cache" })
    response.catch(() => {})
    early.set(file, response)
  }
}

/** The early response for a head, handed out once (a retry fetches anew). */
export function takeEarlyResponse(file: string): Promise<Response> | undefined {
  const response = early.get(file)
  if (response) early.set(file, null)
  return response ?? undefined
}
