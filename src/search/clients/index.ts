/**
 * Picks the search backend and hands the modal one stable search client.
 *
 * Algolia is used as soon as any of GATSBY_ALGOLIA_APP_ID, GATSBY_ALGOLIA_API_KEY
 * or GATSBY_ALGOLIA_INDEX_NAME is set (so a half configuration shows the
 * client's own "`appId` is missing." error instead of silently searching
 * something else); otherwise the embedded engine. Gatsby inlines these
 * `process.env.GATSBY_*` reads at build time.
 *
 * The backend's code (and the embedded indexes) are downloaded when the modal
 * opens (`preload`) or the first non-empty query needs them; empty queries are
 * answered here without loading anything. For the embedded engine, the search
 * button has asked for the page's index heads already, when the reader opened
 * search (./earlyLoad, which keeps the rule below in one line of its own to
 * stay small); the loads here pick those up.
 */
import { LOCAL_INDEX_NAME } from "../../shared/search/constants"
import { loadOnce } from "../../theme/loadOnce"
import { allQueriesEmpty, checkSearchResults, emptySearchResponse, normalizeRequests, type SearchClientLike } from "./searchProtocol"

export interface SearchEnvironment {
  appId?: string
  apiKey?: string
  indexName?: string
  /** Test hosts, e.g. `127.0.0.1:8080` (see createAlgoliaSearchClient). */
  hosts?: string
}

export type SearchBackend =
  | { kind: "algolia"; indexName: string; appId?: string; apiKey?: string; hosts?: string }
  | { kind: "local"; indexName: string }

export function readSearchEnvironment(): SearchEnvironment {
  return {
    appId: process.env.GATSBY_ALGOLIA_APP_ID,
    apiKey: process.env.GATSBY_ALGOLIA_API_KEY,
    indexName: process.env.GATSBY_ALGOLIA_INDEX_NAME,
    hosts: process.env.GATSBY_ALGOLIA_HOSTS,
  }
}

/** The embedded engine unless one of the three is set (./earlyLoad's `searchesLocally` says the same of the build's own). */
export function selectSearchBackend(env: SearchEnvironment): SearchBackend {
  const { appId, apiKey, indexName, hosts } = env
  if (appId || apiKey || indexName) {
    return { kind: "algolia", indexName: indexName || LOCAL_INDEX_NAME, appId, apiKey, hosts: hosts || undefined }
  }
  return { kind: "local", indexName: LOCAL_INDEX_NAME }
}

export interface DeferredSearchClient extends SearchClientLike {
  /** Starts downloading the backend's code and whatever searches with these facet filters read (the embedded indexes). */
  preload(facetFilters?: unknown): void
}

/** A client that loads the real one on first need, and again after a failed load. */
export function createDeferredSearchClient(load: () => Promise<SearchClientLike>): DeferredSearchClient {
  const get = loadOnce(load)
  return {
    async search(requests) {
      const normalized = normalizeRequests(requests)
      if (allQueriesEmpty(normalized)) return { results: normalized.map(emptySearchResponse) }
      return checkSearchResults(normalized, await (await get()).search(requests))
    },
    preload(facetFilters) {
      get()
        .then((client) => client.prefetch?.(facetFilters))
        .catch(() => {})
    },
  }
}

function loadBackend(backend: SearchBackend): () => Promise<SearchClientLike> {
  if (backend.kind === "algolia") {
    return async () => {
      const { createAlgoliaSearchClient } = await import(/* webpackChunkName: "search-algolia" */ "./createAlgoliaSearchClient")
      return createAlgoliaSearchClient(backend) as unknown as SearchClientLike
    }
  }
  return loadLocalBackend
}

/**
 * The embedded engine's code is in the modal's own chunk (`eager`), not a chunk of its own: it arrives with
 * the modal, in the same round trip, and no code is sent twice (a chunk the page also asked for itself
 * would have to carry the modules it shares with the modal). A build with an Algolia variable leaves it
 * out: webpack drops this branch when the condition is a constant.
 */
async function loadLocalBackend(): Promise<SearchClientLike> {
  if (!(process.env.GATSBY_ALGOLIA_APP_ID || process.env.GATSBY_ALGOLIA_API_KEY || process.env.GATSBY_ALGOLIA_INDEX_NAME)) {
    const [{ createLocalSearchClient }, { fetchSearchIndex, fetchSearchManifest, fetchSearchShard }] = await Promise.all([
      import(/* webpackMode: "eager" */ "./createLocalSearchClient"),
      import(/* webpackMode: "eager" */ "./fetchSearchIndex"),
    ])
    return createLocalSearchClient({ fetchManifest: fetchSearchManifest, fetchIndex: fetchSearchIndex, fetchShard: fetchSearchShard })
  }
  throw new Error("This build searches Algolia, not the embedded indexes.")
}

export interface SiteSearchClient {
  client: DeferredSearchClient
  indexName: string
  backend: SearchBackend["kind"]
}

let shared: SiteSearchClient | null = null

/** The site's search client, created once per page load and kept stable across renders. */
export function getSearchClient(): SiteSearchClient {
  if (!shared) {
    const backend = selectSearchBackend(readSearchEnvironment())
    const client = createDeferredSearchClient(loadBackend(backend))
    // InstantSearch's insights middleware reads the credentials from the client (v5 shape).
    if (backend.kind === "algolia") Object.assign(client, { appId: backend.appId, apiKey: backend.apiKey })
    shared = { client, indexName: backend.indexName, backend: backend.kind }
  }
  return shared
}
