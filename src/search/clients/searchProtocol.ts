/**
 * The slice of the Algolia search protocol our clients speak with
 * InstantSearch: multi-query requests in, one result per query out.
 */
import type { SearchHit } from "../../shared/search/types"
import { HITS_PER_PAGE } from "../../shared/search/constants"

export type FacetFilters = string | ReadonlyArray<string | ReadonlyArray<string>>

export interface SearchParams {
  query?: string
  page?: number
  hitsPerPage?: number
  facetFilters?: FacetFilters
  highlightPreTag?: string
  highlightPostTag?: string
  attributesToHighlight?: string | string[]
  attributesToSnippet?: string | string[]
  attributesToRetrieve?: string | string[]
  snippetEllipsisText?: string
  clickAnalytics?: boolean
  [name: string]: unknown
}

export interface NormalizedRequest {
  indexName: string
  params: SearchParams
}

export interface SearchResponse<THit = SearchHit> {
  hits: THit[]
  nbHits: number
  page: number
  nbPages: number
  hitsPerPage: number
  processingTimeMS: number
  exhaustiveNbHits: boolean
  query: string
  params: string
  index: string
  queryID?: string
}

export interface SearchClientLike {
  search(requests: unknown): Promise<{ results: SearchResponse[] }>
  /** Starts loading what searches with these facet filters read (the embedded indexes); never rejects. */
  prefetch?(facetFilters: unknown): Promise<void>
}

function decodeParam(value: string): unknown {
  // Algolia's URL form carries arrays, numbers and booleans as JSON.
  if (/^[[{]/.test(value) || /^(true|false|-?\d+(\.\d+)?)$/.test(value)) {
    try {
      return JSON.parse(value)
    } catch {
      return value
    }
  }
  return value
}

function parseParams(params: unknown): SearchParams {
  if (params === undefined || params === null) return {}
  if (typeof params === "string") {
    const parsed: SearchParams = {}
    for (const [key, value] of new URLSearchParams(params)) parsed[key] = decodeParam(value)
    return parsed
  }
  if (typeof params === "object" && !Array.isArray(params)) return { ...(params as SearchParams) }
  throw new TypeError("Search request params must be an object or a URL-encoded string.")
}

/**
 * Accepts InstantSearch's `[{ indexName, params }]` and the v5 client's
 * `{ requests: [{ indexName, ...params }] }`; throws a TypeError on anything else.
 */
export function normalizeRequests(input: unknown): NormalizedRequest[] {
  let list: unknown
  let flattened = false
  if (Array.isArray(input)) list = input
  else if (input && typeof input === "object" && Array.isArray((input as { requests?: unknown }).requests)) {
    list = (input as { requests: unknown[] }).requests
    flattened = true
  } else {
    throw new TypeError("search() expects an array of { indexName, params } requests.")
  }
  return (list as unknown[]).map((request, index) => {
    if (!request || typeof request !== "object") {
      throw new TypeError(`Search request ${index} is not an object.`)
    }
    const { indexName, params, ...rest } = request as Record<string, unknown>
    if (typeof indexName !== "string" || indexName.length === 0) {
      throw new TypeError(`Search request ${index} has no indexName.`)
    }
    const merged = flattened ? { ...parseParams(params), ...rest } : parseParams(params)
    return { indexName, params: merged as SearchParams }
  })
}

export function queryOf(request: NormalizedRequest): string {
  const { query } = request.params
  return typeof query === "string" ? query.trim() : ""
}

function nonNegativeInteger(value: unknown, fallback: number): number {
  const number = typeof value === "string" ? Number(value) : value
  return typeof number === "number" && Number.isFinite(number) && number >= 0 ? Math.floor(number) : fallback
}

export function pageOf(request: NormalizedRequest): number {
  return nonNegativeInteger(request.params.page, 0)
}

export function hitsPerPageOf(request: NormalizedRequest): number {
  return Math.min(1000, nonNegativeInteger(request.params.hitsPerPage, HITS_PER_PAGE))
}

export function serializeParams(params: SearchParams): string {
  return Object.entries(params)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => {
      const text = typeof value === "string" ? value : JSON.stringify(value)
      return `${encodeURIComponent(key)}=${encodeURIComponent(text)}`
    })
    .join("&")
}

/** A random 32-hex-digit id, like Algolia's queryID. */
export function createQueryID(): string {
  let id = ""
  for (let i = 0; i < 32; i++) id += Math.floor(Math.random() * 16).toString(16)
  return id
}

export function searchResponse<THit>(
  request: NormalizedRequest,
  hits: THit[],
  nbHits: number,
  processingTimeMS: number,
): SearchResponse<THit> {
  const hitsPerPage = hitsPerPageOf(request)
  return {
    hits,
    nbHits,
    page: pageOf(request),
    nbPages: hitsPerPage > 0 ? Math.ceil(nbHits / hitsPerPage) : 0,
    hitsPerPage,
    processingTimeMS,
    exhaustiveNbHits: true,
    query: typeof request.params.query === "string" ? request.params.query : "",
    params: serializeParams(request.params),
    index: request.indexName,
    ...(request.params.clickAnalytics === true ? { queryID: createQueryID() } : {}),
  }
}

/** The answer to an empty query: nothing, at once (the modal shows recent searches). */
export function emptySearchResponse(request: NormalizedRequest): SearchResponse {
  return searchResponse(request, [], 0, 0)
}

export function allQueriesEmpty(requests: NormalizedRequest[]): boolean {
  return requests.every((request) => queryOf(request) === "")
}

/**
 * A backend's answer must hold one result with a hits list per request;
 * anything else (`{"results":[]}`, a proxy's HTML turned JSON) is an error the
 * modal shows, not a crash inside InstantSearch.
 */
export function checkSearchResults<T extends { results: unknown }>(requests: readonly unknown[], response: T): T {
  const results = (response as { results?: unknown } | null)?.results
  if (!Array.isArray(results) || results.length !== requests.length) {
    const count = Array.isArray(results) ? results.length : "no"
    throw new Error(`The search service answered ${count} results for ${requests.length} ${requests.length === 1 ? "query" : "queries"}.`)
  }
  results.forEach((result, index) => {
    if (!result || typeof result !== "object" || !Array.isArray((result as { hits?: unknown }).hits)) {
      throw new Error(`The search service answered query ${index + 1} without a list of hits.`)
    }
  })
  return response
}
