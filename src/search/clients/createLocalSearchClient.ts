/**
 * An InstantSearch search client over the embedded MiniSearch indexes. It
 * answers Algolia-shaped responses, so the modal does not know which backend
 * it talks to.
 *
 * Index files are fetched when the modal opens (`prefetch`) or else when the
 * first non-empty query needs them, and kept for the life of the client; a
 * failed fetch rejects that search (the modal shows its error screen) and is
 * tried again by the next query, with the manifest fetched again (the files
 * it named may have gone with a redeploy). Empty queries are answered at once without
 * loading anything.
 *
 * Queries match all their words (stop words aside), the last one also as a
 * prefix, with typo tolerance. Ranking, like Algolia's tie-breaking: fewer typos, then the best matched
 * attribute (page title, lvl2 ... lvl6, content, section), then exact over
 * prefix matches, then the record's weight (page rank, level, so pages come
 * before their headings and headings before content), then BM25 score, then
 * position on the page. Hits are distinct by URL: the best record per anchor.
 */
import MiniSearch, { type SearchResult } from "minisearch"
import { miniSearchOptions, searchableFields, storedFields, type StoredRecord } from "../../shared/search/engine/miniSearchOptions"
import { highlightValue, parseQuery, snippetValue, type HighlightTags, type QueryTerm } from "../../shared/search/engine/highlight"
import { matchTerm, withoutStopWords } from "../../shared/search/engine/terms"
import { matchesFacetFilters, parseFacetFilters, versionsAllowed } from "../../shared/search/engine/facetFilters"
import {
  emptySearchResponse,
  hitsPerPageOf,
  normalizeRequests,
  pageOf,
  queryOf,
  searchResponse,
  type NormalizedRequest,
  type SearchClientLike,
  type SearchResponse,
} from "./searchProtocol"
import { hierarchyLevels, type HierarchyLevel, type SearchHit, type SearchIndexManifest, type SearchRecord } from "../../shared/search/types"
import { SNIPPET_ELLIPSIS, SNIPPET_WORDS } from "../../shared/search/constants"

export interface LocalSearchClientOptions {
  fetchManifest(): Promise<SearchIndexManifest>
  /** The serialised MiniSearch index (JSON text) of a file named in the manifest. */
  fetchIndex(file: string): Promise<string>
}

export interface LocalSearchClient extends SearchClientLike {
  prefetch(facetFilters: unknown): Promise<void>
  clearCache(): Promise<void>
}

type Result = SearchResult & StoredRecord

interface Ranked {
  result: Result
  typos: number
  attribute: number
  inexact: number
  /** Where the engines returned it: the last tie-breaker, as a stable sort of their lists would have it. */
  order: number
}

const unsupportedParams = ["filters", "numericFilters", "tagFilters", "optionalFilters"]

function rejectUnsupported(request: NormalizedRequest): void {
  for (const name of unsupportedParams) {
    const value = request.params[name]
    const empty = value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0)
    if (!empty) throw new TypeError(`The embedded search does not support "${name}"; use facetFilters.`)
  }
}

/** How well an index term answers each query term: 0 exact, 1 prefix, 2 typo, 3 not at all. */
type TermQualities = Map<string, number[]>

function qualitiesOf(term: string, terms: QueryTerm[], known: TermQualities): number[] {
  let qualities = known.get(term)
  if (!qualities) {
    qualities = terms.map((query) => {
      const match = matchTerm(term, query.term, query.prefix)
      return match === "exact" ? 0 : match === "prefix" ? 1 : match === "typo" ? 2 : 3
    })
    known.set(term, qualities)
  }
  return qualities
}

/** `known` is shared by the results of one query: they repeat the same few index terms. */
function rank(result: Result, terms: QueryTerm[], known: TermQualities, order: number): Ranked {
  let typos = 0
  let inexact = 0
  for (let index = 0; index < terms.length; index++) {
    let best = 3
    for (const term of result.terms) best = Math.min(best, qualitiesOf(term, terms, known)[index])
    if (best >= 2) typos++
    if (best > 0) inexact++
  }
  let attribute: number = searchableFields.length
  for (const term in result.match) {
    for (const field of result.match[term]) {
      const index = searchableFields.indexOf(field as (typeof searchableFields)[number])
      if (index >= 0 && index < attribute) attribute = index
    }
  }
  return { result, typos, attribute, inexact, order }
}

function compare(a: Ranked, b: Ranked): number {
  const wa = a.result.weight
  const wb = b.result.weight
  return (
    a.typos - b.typos ||
    a.attribute - b.attribute ||
    a.inexact - b.inexact ||
    wb.pageRank - wa.pageRank ||
    wb.level - wa.level ||
    b.result.score - a.result.score ||
    wa.position - wb.position ||
    a.order - b.order
  )
}

/**
 * The first `count` of `items` in ranking order. A page needs its 20 best, not an order of every
 * match: a one-letter prefix matches hundreds of records.
 */
function firstInOrder(items: Iterable<Ranked>, count: number): Ranked[] {
  const first: Ranked[] = []
  if (count <= 0) return first
  for (const item of items) {
    if (first.length === count && compare(item, first[count - 1]) >= 0) continue
    let low = 0
    let high = first.length
    while (low < high) {
      const middle = (low + high) >> 1
      if (compare(item, first[middle]) < 0) high = middle
      else low = middle + 1
    }
    first.splice(low, 0, item)
    if (first.length > count) first.pop()
  }
  return first
}

function listParam(value: unknown): string[] | null {
  if (value === undefined || value === null) return null
  if (typeof value === "string") return value.split(",").map((s) => s.trim()).filter(Boolean)
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === "string")
  return null
}

/** `attribute` or `attribute:N` entries, expanded to hierarchy levels. */
function attributeSpecs(value: unknown, fallback: string[]): Map<string, number | null> {
  const specs = new Map<string, number | null>()
  for (const entry of listParam(value) ?? fallback) {
    const [name, count] = entry.split(":")
    const words = count !== undefined && /^\d+$/.test(count) ? Number(count) : null
    const names = name === "*" ? ["content", "hierarchy"] : [name]
    for (const attribute of names) {
      if (attribute === "hierarchy") for (const level of hierarchyLevels) specs.set(`hierarchy.${level}`, words)
      else specs.set(attribute, words)
    }
  }
  return specs
}

/** `hierarchy.lvl2` → `lvl2` */
const levelOf = (attribute: string) => attribute.slice("hierarchy.".length) as HierarchyLevel

function valueOf(result: Result, attribute: string): string | null {
  if (attribute === "content") return result.content
  if (attribute.startsWith("hierarchy.")) return result.hierarchy[levelOf(attribute)] ?? null
  return null
}

/** Turns a result into the hit a request asks for; what the request's parameters say is read once, not per hit. */
function decorator(request: NormalizedRequest, terms: QueryTerm[]): (result: Result) => SearchHit {
  const { params } = request
  const wanted = listParam(params.attributesToRetrieve)
  const all = wanted === null || wanted.includes("*")
  const fields = storedFields.filter((name) => all || wanted!.some((w) => w === name || w.startsWith(`${name}.`)))
  const tags: HighlightTags = {
    pre: typeof params.highlightPreTag === "string" ? params.highlightPreTag : "<em>",
    post: typeof params.highlightPostTag === "string" ? params.highlightPostTag : "</em>",
  }
  const ellipsis = typeof params.snippetEllipsisText === "string" ? params.snippetEllipsisText : SNIPPET_ELLIPSIS
  const highlighted = [...attributeSpecs(params.attributesToHighlight, ["*"]).keys()]
  const snippeted = [...attributeSpecs(params.attributesToSnippet, [`content:${SNIPPET_WORDS}`])]

  return (result) => {
    const hit: Record<string, unknown> = { objectID: String(result.id) }
    for (const name of fields) hit[name] = result[name]

    const highlight: NonNullable<SearchHit["_highlightResult"]> = {}
    for (const attribute of highlighted) {
      const value = valueOf(result, attribute)
      if (value === null) continue
      const marked = highlightValue(value, terms, tags)
      if (attribute === "content") highlight.content = marked
      else (highlight.hierarchy ??= {})[levelOf(attribute)] = marked
    }

    const snippet: NonNullable<SearchHit["_snippetResult"]> = {}
    for (const [attribute, words] of snippeted) {
      const value = valueOf(result, attribute)
      if (value === null) continue
      const cut = snippetValue(value, terms, words ?? SNIPPET_WORDS, tags, ellipsis)
      if (attribute === "content") snippet.content = cut
      else (snippet.hierarchy ??= {})[levelOf(attribute)] = cut
    }

    hit._highlightResult = highlight
    hit._snippetResult = snippet
    return hit as unknown as SearchHit
  }
}

function now(): number {
  return typeof performance !== "undefined" ? performance.now() : Date.now()
}

export function createLocalSearchClient({ fetchManifest, fetchIndex }: LocalSearchClientOptions): LocalSearchClient {
  let manifest: Promise<SearchIndexManifest> | null = null
  const indexes = new Map<string, Promise<MiniSearch<SearchRecord>>>()

  function loadManifest(): Promise<SearchIndexManifest> {
    if (!manifest) {
      const loading = fetchManifest().then((value) => {
        if (!value || typeof value.indexes !== "object" || value.indexes === null) {
          throw new Error("The search manifest lists no indexes.")
        }
        return value
      })
      manifest = loading
      loading.catch(() => {
        if (manifest === loading) manifest = null
      })
    }
    return manifest
  }

  function loadIndex(file: string): Promise<MiniSearch<SearchRecord>> {
    let loading = indexes.get(file)
    if (!loading) {
      const promise = fetchIndex(file).then((json) => MiniSearch.loadJSON<SearchRecord>(json, miniSearchOptions))
      indexes.set(file, promise)
      promise.catch(() => {
        if (indexes.get(file) === promise) indexes.delete(file)
      })
      loading = promise
    }
    return loading
  }

  async function loadIndexes(versions: Set<string> | null): Promise<MiniSearch<SearchRecord>[]> {
    const listing = loadManifest()
    const { indexes: files } = await listing
    const names = Object.keys(files).filter((name) => versions === null || versions.has(name))
    try {
      return await Promise.all(names.map((name) => loadIndex(files[name])))
    } catch (error) {
      // A tab left open across a redeploy holds a manifest naming files that are gone: ask for it again next time.
      if (manifest === listing) manifest = null
      throw error
    }
  }

  async function searchOne(request: NormalizedRequest): Promise<SearchResponse> {
    const started = now()
    const terms = withoutStopWords(parseQuery(queryOf(request)))
    if (terms.length === 0) return emptySearchResponse(request)
    rejectUnsupported(request)
    const conditions = parseFacetFilters(request.params.facetFilters)
    const engines = await loadIndexes(versionsAllowed(conditions))

    const filter = (result: SearchResult) => matchesFacetFilters(conditions, result as Result)
    const query = terms.map((term) => term.word).join(" ")
    const known: TermQualities = new Map()
    // One hit per URL: its best record (on a tie, the one the engines returned first).
    const bestPerUrl = new Map<string, Ranked>()
    let order = 0
    for (const engine of engines) {
      for (const result of engine.search(query, { filter }) as Result[]) {
        const ranked = rank(result, terms, known, order++)
        const best = bestPerUrl.get(result.url)
        if (best === undefined || compare(ranked, best) < 0) bestPerUrl.set(result.url, ranked)
      }
    }

    const hitsPerPage = hitsPerPageOf(request)
    const start = pageOf(request) * hitsPerPage
    const decorate = decorator(request, terms)
    const hits = firstInOrder(bestPerUrl.values(), start + hitsPerPage)
      .slice(start)
      .map(({ result }) => decorate(result))
    return searchResponse(request, hits, bestPerUrl.size, Math.round(now() - started))
  }

  return {
    async search(requests: unknown) {
      const normalized = normalizeRequests(requests)
      return { results: await Promise.all(normalized.map(searchOne)) }
    },
    async prefetch(facetFilters: unknown) {
      try {
        await loadIndexes(versionsAllowed(parseFacetFilters(facetFilters)))
      } catch {
        // The loaders forget a failure, so the next query fetches again and reports it.
      }
    },
    // InstantSearch's refresh() calls this; the loaded indexes stay valid for the page's life.
    async clearCache() {},
  }
}
