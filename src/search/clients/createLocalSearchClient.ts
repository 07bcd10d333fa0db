/**
 * An InstantSearch search client over the embedded MiniSearch indexes. It
 * answers Algolia-shaped responses, so the modal does not know which backend
 * it talks to.
 *
 * The indexes are split (`shared/search/indexFormat.ts`). Each version's head
 * (totals and term dictionary) is fetched when the modal opens (`prefetch`) or
 * else by the first non-empty query; a query then looks its words up in the
 * dictionary (exact, prefix and typo matches, as MiniSearch would in the whole
 * index), fetches the posting shards of the terms it matches that are not in
 * yet, searches, and fetches the store shards of the hits it returns. All is
 * kept for the life of the client. Heads have fixed names (`headFileOf`):
 * a query filtered to named versions (the modal's always is) asks for them
 * without the manifest, which is read only for an unfiltered query or to tell
 * a missing index from a failed one. A failed fetch rejects that search (the
 * modal shows its error screen, never the hits of the shards that did load)
 * and is tried again by the next query, with the heads (and manifest) fetched
 * again: the shards they named may have gone with a redeploy. Empty queries are answered
 * at once without loading anything. A small index's whole file is fetched,
 * in one request, once a first answer is out; queries meanwhile wait for it
 * rather than fetch the same shards again.
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
import {
  LOAD_WHOLE_INDEX_BYTES,
  POSTING_STRIDE,
  headFileOf,
  SEARCH_INDEX_FORMAT,
  runOf,
  typeOfLevel,
  type PostingShard,
  type SearchIndexHead,
  type StoredSearchDocument,
  type StoreShard,
  type WholeIndex,
} from "../../shared/search/indexFormat"
import { SNIPPET_ELLIPSIS, SNIPPET_WORDS } from "../../shared/search/constants"

export interface LocalSearchClientOptions {
  fetchManifest(): Promise<SearchIndexManifest>
  /** The JSON text of an index head named in the manifest. */
  fetchIndex(file: string): Promise<string>
  /** The JSON text of a shard a head names (default: `fetchIndex`). */
  fetchShard?(file: string): Promise<string>
  /** Indexes with a whole file whose shards add up to no more than this load it after a first answer (default: LOAD_WHOLE_INDEX_BYTES; 0: never). */
  loadWholeIndexBytes?: number
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
  /** Which of the searched indexes holds it. */
  source: number
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
function rank(result: Result, terms: QueryTerm[], known: TermQualities, order: number, source: number): Ranked {
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
  return { result, typos, attribute, inexact, order, source }
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

/** What MiniSearch keeps, written here as shards arrive (the package's version is pinned). */
interface EngineInternals {
  _index: { get(term: string): Map<number, Map<number, number>> | undefined; atPrefix(prefix: string): Iterable<[string, unknown]>; fuzzyGet(term: string, distance: number): Map<string, unknown> }
  _documentIds: Map<number, unknown>
  _fieldLength: Map<number, number[]>
  _storedFields: Map<number, Record<string, unknown>>
}

interface QuerySpec {
  term: string
  prefix: boolean
  fuzzy: number | boolean
}

/** One version's index as far as it is loaded. */
class LoadedIndex {
  readonly engine: MiniSearch<SearchRecord>
  private readonly internals: EngineInternals
  private readonly terms: string[]
  private readonly termIds: Map<string, number>
  private readonly bucketStarts: number[]
  private readonly postings = new Map<number, Promise<void>>()
  private readonly stores = new Map<number, Promise<void>>()
  private readonly documents = new Map<number, StoredSearchDocument>()
  private readonly fields: number

  constructor(
    readonly head: SearchIndexHead,
    private readonly fetchShard: (file: string) => Promise<string>,
  ) {
    if (head?.format !== SEARCH_INDEX_FORMAT || typeof head.terms !== "string") throw new Error("The search index is not in a format this page reads.")
    const terms = head.terms === "" ? [] : head.terms.split("\n")
    this.terms = terms
    this.bucketStarts = head.buckets.map((bucket) => bucket[0])
    this.termIds = new Map(terms.map((term, id) => [term, id]))
    this.fields = head.averageFieldLength.length
    // Every term is known from the start, with no postings: the dictionary answers prefix and typo lookups.
    this.engine = MiniSearch.loadJS<SearchRecord>(
      {
        documentCount: head.documentCount,
        nextId: head.documentCount,
        documentIds: {},
        fieldIds: Object.fromEntries(searchableFields.map((field, id) => [field, id])),
        fieldLength: {},
        averageFieldLength: head.averageFieldLength,
        storedFields: {},
        dirtCount: 0,
        index: terms.map((term) => [term, {}]),
        serializationVersion: 2,
      },
      miniSearchOptions,
    )
    this.internals = this.engine as unknown as EngineInternals
  }

  /** The dictionary terms a query's words match, as MiniSearch's search would look them up. */
  private matchedTerms(query: string): Set<string> {
    const { searchOptions } = miniSearchOptions
    const tokenize = searchOptions!.tokenize!
    const process = searchOptions!.processTerm!
    const words = tokenize(query)
      .flatMap((word) => process(word) ?? [])
      .filter((word): word is string => !!word)
    const matched = new Set<string>()
    const index = this.internals._index
    words.forEach((term, position) => {
      const spec: QuerySpec = {
        term,
        prefix: (searchOptions!.prefix as (t: string, i: number, all: string[]) => boolean)(term, position, words),
        fuzzy: (searchOptions!.fuzzy as (t: string, i: number, all: string[]) => number | boolean)(term, position, words),
      }
      if (index.get(spec.term)) matched.add(spec.term)
      if (spec.prefix) for (const [found] of index.atPrefix(spec.term)) matched.add(found)
      if (spec.fuzzy) {
        // MiniSearch's rule: a fraction of the word's length (at most 6), or a number of edits.
        const fuzzy = spec.fuzzy === true ? 0.2 : spec.fuzzy
        const distance = fuzzy < 1 ? Math.min(6, Math.round(spec.term.length * fuzzy)) : fuzzy
        if (distance) for (const found of index.fuzzyGet(spec.term, distance).keys()) matched.add(found)
      }
    })
    return matched
  }

  /** Loads the posting shards a query needs; resolves once the engine can answer it as the whole index would. */
  async prepare(query: string): Promise<void> {
    const shards = new Set<number>()
    for (const term of this.matchedTerms(query)) shards.add(runOf(this.head.postingStarts, this.termIds.get(term)!))
    await Promise.all([...shards].map((shard) => this.loadPostings(shard)))
  }

  /** Shards whose contents are in (from their own file or the whole one). */
  private readonly postingsIn = new Set<number>()
  private readonly storesIn = new Set<number>()
  private whole: Promise<void> | null = null
  /** The whole file's posting shards not filled into the engine yet. */
  private wholePostings: (PostingShard | null)[] | null = null

  /**
   * A shard's load. While the whole file is on its way it brings the shard: wait for it rather than
   * download the same bytes twice. Fetched alone otherwise, or when the whole file fails.
   */
  private viaWhole(isIn: () => boolean, alone: () => Promise<void>): Promise<void> {
    const whole = this.whole
    if (!whole) return alone()
    return whole.then(
      () => (isIn() ? undefined : alone()),
      () => alone(),
    )
  }

  /** Keeps one load per shard, forgotten when it fails so the next query fetches again. */
  private static once(loads: Map<number, Promise<void>>, shard: number, load: () => Promise<void>): Promise<void> {
    let loading = loads.get(shard)
    if (!loading) {
      const promise = load()
      loads.set(shard, promise)
      promise.catch(() => {
        if (loads.get(shard) === promise) loads.delete(shard)
      })
      loading = promise
    }
    return loading
  }

  private loadPostings(shard: number): Promise<void> {
    if (this.postingsFromWhole(shard)) return Promise.resolve()
    return LoadedIndex.once(this.postings, shard, () =>
      this.viaWhole(
        () => this.postingsFromWhole(shard),
        () => this.fetchShard(this.head.postings[shard]).then((json) => this.addPostings(shard, JSON.parse(json) as PostingShard)),
      ),
    )
  }

  /**
   * Whether a posting shard is in, filling it from the whole file if that has it. Filled when a query first
   * needs it: filling every shard as the file arrives would hold up the keystrokes that follow.
   */
  private postingsFromWhole(shard: number): boolean {
    const entries = this.wholePostings?.[shard]
    if (entries) {
      this.wholePostings![shard] = null
      this.addPostings(shard, entries)
    }
    return this.postingsIn.has(shard)
  }

  private addPostings(shard: number, entries: PostingShard): void {
    if (this.postingsIn.has(shard)) return
    const { _index, _documentIds, _fieldLength, _storedFields } = this.internals
    const first = this.head.postingStarts[shard]
    if (!Array.isArray(entries)) throw new Error("A search index shard is malformed.")
    entries.forEach((entry, offset) => {
      const byField = _index.get(this.terms[first + offset])
      if (!byField) throw new Error("A search index shard does not match its head.")
      for (const [field, list] of Object.entries(entry)) {
        const fieldId = Number(field)
        const frequencies = new Map<number, number>()
        let id = 0
        for (let at = 0; at + POSTING_STRIDE <= list.length; at += POSTING_STRIDE) {
          id += list[at]
          frequencies.set(id, list[at + 1])
          let lengths = _fieldLength.get(id)
          if (!lengths) {
            lengths = new Array<number>(this.fields).fill(0)
            _fieldLength.set(id, lengths)
            _documentIds.set(id, id)
            const [, pageRank, level] = this.head.buckets[runOf(this.bucketStarts, id)]
            // What ranking and the contextual filter read; the record itself comes from the store for the hits shown.
            _storedFields.set(id, {
              url: list[at + 3],
              type: typeOfLevel(level),
              version: this.head.version,
              language: this.head.language,
              weight: { pageRank, level, position: list[at + 4] },
            })
          }
          lengths[fieldId] = list[at + 2]
        }
        byField.set(fieldId, frequencies)
      }
    })
    this.postingsIn.add(shard)
  }

  /**
   * Loads the whole file of a small index (one request, every shard in it): after it, no query waits on
   * the network. Its records are stored at once, its postings filled in as queries need them. A failure is
   * left for the query that needs a shard to report; a later answer tries again.
   */
  loadWhole(): Promise<void> {
    const file = this.head.whole
    if (!this.whole && file) {
      const whole = this.fetchShard(file).then((json) => {
        const { postings, stores } = JSON.parse(json) as WholeIndex
        if (!Array.isArray(postings) || postings.length !== this.head.postings.length || !Array.isArray(stores) || stores.length !== this.head.stores.length) {
          throw new Error("A search index shard does not match its head.")
        }
        this.wholePostings = postings.map((entries, shard) => (this.postingsIn.has(shard) ? null : entries))
        stores.forEach((documents, shard) => this.addStore(shard, documents))
      })
      this.whole = whole
      whole.catch(() => {
        if (this.whole === whole) this.whole = null
      })
    }
    return this.whole ?? Promise.resolve()
  }

  /** The stored records of these ids, loading their store shards. */
  async documentsOf(ids: Iterable<number>): Promise<Map<number, StoredSearchDocument>> {
    const wanted = [...ids]
    const shards = new Set(wanted.filter((id) => !this.documents.has(id)).map((id) => runOf(this.head.storeStarts, id)))
    await Promise.all([...shards].map((shard) => this.loadStore(shard)))
    return new Map(wanted.map((id) => [id, this.documents.get(id)!]))
  }

  private loadStore(shard: number): Promise<void> {
    return LoadedIndex.once(this.stores, shard, () =>
      this.viaWhole(
        () => this.storesIn.has(shard),
        () => this.fetchShard(this.head.stores[shard]).then((json) => this.addStore(shard, JSON.parse(json) as StoreShard)),
      ),
    )
  }

  private addStore(shard: number, documents: StoreShard): void {
    if (this.storesIn.has(shard)) return
    if (!Array.isArray(documents)) throw new Error("A search index shard is malformed.")
    documents.forEach((document, offset) => this.documents.set(this.head.storeStarts[shard] + offset, document))
    this.storesIn.add(shard)
  }
}

/** Facet conditions that need more of a record than ranking keeps (its hierarchy; its language when an index mixes them). */
function needsRecords(conditions: ReturnType<typeof parseFacetFilters>, head: SearchIndexHead): boolean {
  return conditions.some((group) =>
    group.some((condition) => condition.attribute.startsWith("hierarchy.") || (condition.attribute === "language" && head.language === null)),
  )
}

export function createLocalSearchClient({
  fetchManifest,
  fetchIndex,
  fetchShard = fetchIndex,
  loadWholeIndexBytes = LOAD_WHOLE_INDEX_BYTES,
}: LocalSearchClientOptions): LocalSearchClient {
  let manifest: Promise<SearchIndexManifest> | null = null
  const indexes = new Map<string, Promise<LoadedIndex>>()
  /** Each head's file, and the index last loaded from each file (a failed shard drops it). */
  const fileOf = new WeakMap<LoadedIndex, string>()
  const loadedFrom = new Map<string, LoadedIndex>()

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

  function loadIndex(file: string): Promise<LoadedIndex> {
    let loading = indexes.get(file)
    if (!loading) {
      const promise = fetchIndex(file).then((json) => {
        const index = new LoadedIndex(JSON.parse(json) as SearchIndexHead, fetchShard)
        fileOf.set(index, file)
        if (indexes.get(file) === promise) loadedFrom.set(file, index)
        return index
      })
      indexes.set(file, promise)
      promise.catch(() => forget(file, promise))
      loading = promise
    }
    return loading
  }

  function forget(file: string, promise: Promise<LoadedIndex>): void {
    if (indexes.get(file) === promise) indexes.delete(file)
  }

  /**
   * A head asked for by its fixed name. When it fails, the manifest says whether that index exists:
   * one it does not list is left out (as a manifest read would have), one it lists fails the query.
   */
  async function loadNamed(name: string): Promise<LoadedIndex | null> {
    try {
      return await loadIndex(headFileOf(name))
    } catch (error) {
      let listed = true
      try {
        listed = Object.prototype.hasOwnProperty.call((await loadManifest()).indexes, name)
      } catch {
        // No manifest either: report the head's own failure.
      }
      if (listed) throw error
      return null
    }
  }

  /**
   * The heads a query reads: by their fixed names when its filters name the versions (no manifest
   * first: the modal's contextual filter always does), else those the manifest lists.
   */
  async function loadIndexes(versions: Set<string> | null): Promise<LoadedIndex[]> {
    if (versions !== null) {
      const loaded = await Promise.all([...versions].map(loadNamed))
      return loaded.filter((index): index is LoadedIndex => index !== null)
    }
    const listing = loadManifest()
    const { indexes: files } = await listing
    try {
      return await Promise.all(Object.values(files).map((file) => loadIndex(file)))
    } catch (error) {
      // A tab left open across a redeploy holds a manifest naming files that are gone: ask for it again next time.
      if (manifest === listing) manifest = null
      throw error
    }
  }

  /**
   * Runs a step that fetches shards. A failure there may mean a redeploy (the heads name shards that are
   * gone), so these heads, and the manifest, are read again by the next query.
   */
  async function withShards<T>(engines: LoadedIndex[], step: () => Promise<T>): Promise<T> {
    const listing = manifest
    try {
      return await step()
    } catch (error) {
      if (manifest === listing) manifest = null
      for (const engine of engines) {
        const file = fileOf.get(engine)!
        // Unless a later query has already loaded that head anew.
        if (loadedFrom.get(file) === engine) {
          indexes.delete(file)
          loadedFrom.delete(file)
        }
      }
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

    const query = terms.map((term) => term.word).join(" ")
    await withShards(engines, () => Promise.all(engines.map((index) => index.prepare(query))))
    const known: TermQualities = new Map()
    // One hit per URL: its best record (on a tie, the one the engines returned first).
    const bestPerUrl = new Map<number, Ranked>()
    let order = 0
    for (const [source, index] of engines.entries()) {
      let results: Result[]
      if (needsRecords(conditions, index.head)) {
        const all = index.engine.search(query) as Result[]
        const records = await withShards(engines, () => index.documentsOf(all.map((result) => result.id as number)))
        results = all.filter((result) => matchesFacetFilters(conditions, { ...result, ...records.get(result.id as number)! }))
      } else {
        results = index.engine.search(query, { filter: (result) => matchesFacetFilters(conditions, result as Result) }) as Result[]
      }
      for (const result of results) {
        // Ranking keeps a URL as its group number within the index: a number key, no string per match.
        const group = source * 2 ** 32 + (result.url as unknown as number)
        const ranked = rank(result, terms, known, order++, source)
        const best = bestPerUrl.get(group)
        if (best === undefined || compare(ranked, best) < 0) bestPerUrl.set(group, ranked)
      }
    }

    const hitsPerPage = hitsPerPageOf(request)
    const start = pageOf(request) * hitsPerPage
    const decorate = decorator(request, terms)
    const shown = firstInOrder(bestPerUrl.values(), start + hitsPerPage).slice(start)
    const records = await withShards(engines, () => Promise.all(shown.map(({ source, result }) => engines[source].documentsOf([result.id as number]))))
    const hits = shown.map(({ result }, at) => {
      const record = records[at].get(result.id as number)!
      return decorate(Object.assign({}, result, record, { id: record.objectID }))
    })
    // A small index comes in whole (see LOAD_WHOLE_INDEX_BYTES) once an answer is complete: every byte it
    // needed is in, so the request takes no bandwidth from it, and its response comes in a later task than
    // the render of the answer, which is already scheduled. Asked now, not after the render: under a slow
    // CPU that render takes long, and the reader's next keystroke should find the index in.
    for (const index of engines) {
      if (index.head.whole && index.head.shardBytes <= loadWholeIndexBytes) index.loadWhole().catch(() => {})
    }
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
