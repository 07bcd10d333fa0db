/**
 * An InstantSearch search client over the embedded indexes (built by
 * MiniSearch). It answers Algolia-shaped responses, so the modal does not know
 * which backend it talks to.
 *
 * The indexes are split (`shared/search/indexFormat.ts`). Each version's head
 * (totals and term dictionary) is fetched when the modal opens (`prefetch`) or
 * else by the first non-empty query; a query then looks its words up in the
 * dictionary (exact, prefix and typo matches, as MiniSearch would in the whole
 * index), fetches the posting shards of the terms it matches that are not in
 * yet, searches, and fetches the store shards of the hits it returns. A
 * one-word query that begins a term (a reader's first keystrokes), or that
 * matches one term alone by typos, is answered instead from an answer file,
 * which the build wrote with this same engine: one request rather than those
 * two rounds. An answer file's records also stand in for store shards. All is kept for the life of the
 * client. Heads have fixed names (`headFileOf`):
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
 *
 * The search itself is the site's own (`shared/search/engine/loadedIndex.ts`),
 * over the shards' flat posting lists in typed arrays, not MiniSearch's, which builds an
 * object per matching record: at 100 times the docs a one-letter prefix
 * matches most of an index, and a keystroke took 70-120 ms in Node (300 ms
 * in the page). It computes MiniSearch's BM25+ scores operation for
 * operation and keeps its order among equal scores, so the answers are the
 * same (compared over the bench's queries at both sizes). Only MiniSearch's
 * radix tree (`SearchableMap`) comes along, for the dictionary lookups.
 */
import { storedFields, type StoredRecord } from "../../shared/search/engine/miniSearchOptions"
import { highlightValue, parseQuery, snippetValue, type HighlightTags, type QueryTerm } from "../../shared/search/engine/highlight"
import { withoutStopWords } from "../../shared/search/engine/terms"
import { matchesFacetFilters, parseFacetFilters, versionsAllowed, type FacetConditions } from "../../shared/search/engine/facetFilters"
import { LoadedIndex, answerKeyOf, loneTypoOf, querySpecs, rankAcross } from "../../shared/search/engine/loadedIndex"
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
import { hierarchyLevels, type HierarchyLevel, type SearchHit, type SearchIndexManifest } from "../../shared/search/types"
import {
  ANSWER_GROUP_LENGTH,
  LOAD_WHOLE_INDEX_BYTES,
  answerFileOf,
  answerFolderOf,
  headFileOf,
  type Answer,
  type AnswerFile,
  type AnswerFiles,
  type SearchIndexHead,
  type StoredSearchDocument,
} from "../../shared/search/indexFormat"
import { HITS_PER_PAGE, SNIPPET_ELLIPSIS, SNIPPET_WORDS, UNVERSIONED } from "../../shared/search/constants"

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

const unsupportedParams = ["filters", "numericFilters", "tagFilters", "optionalFilters"]

function rejectUnsupported(request: NormalizedRequest): void {
  for (const name of unsupportedParams) {
    const value = request.params[name]
    const empty = value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0)
    if (!empty) throw new TypeError(`The embedded search does not support "${name}"; use facetFilters.`)
  }
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

function valueOf(result: StoredRecord, attribute: string): string | null {
  if (attribute === "content") return result.content
  if (attribute.startsWith("hierarchy.")) return result.hierarchy[levelOf(attribute)] ?? null
  return null
}

/** Turns a result into the hit a request asks for; what the request's parameters say is read once, not per hit. */
function decorator(request: NormalizedRequest, terms: QueryTerm[]): (result: StoredSearchDocument) => SearchHit {
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
    const hit: Record<string, unknown> = { objectID: result.objectID }
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

/** Facet conditions that need more of a record than ranking keeps (its hierarchy; its language when an index mixes them). */
function needsRecords(conditions: FacetConditions, head: SearchIndexHead): boolean {
  return conditions.some((group) =>
    group.some((condition) => condition.attribute.startsWith("hierarchy.") || (condition.attribute === "language" && head.language === null)),
  )
}

/**
 * The answer files the build wrote for these indexes, when this request may read them: its first page of at
 * most 20 hits, searched in a version's index and the one beside it, with no filter that leaves records out
 * (the modal's contextual filter is such). Null otherwise.
 */
function answersFor(engines: LoadedIndex[], conditions: FacetConditions, request: NormalizedRequest): AnswerFiles | null {
  if (pageOf(request) !== 0 || hitsPerPageOf(request) > HITS_PER_PAGE) return null
  const answers = engines[0]?.head.answers
  if (!answers) return null
  const searched = answers.with === null ? [engines[0].head.version] : [engines[0].head.version, answers.with]
  if (engines.length !== searched.length || engines.some((index, at) => index.head.version !== searched[at])) return null
  if (engines.some((index) => needsRecords(conditions, index.head) || !index.acceptsAll(conditions))) return null
  return answers
}

/** The answer file that holds a query's response, or null when the shards must answer it: the build wrote answers for the keys that begin a term. */
function answerFileFor(answers: AnswerFiles, engines: LoadedIndex[], query: string): { file: string; key: string } | null {
  const key = answerKeyOf(query)
  if (key === null || key.length > answers.maxLength || !engines.some((index) => index.hasTermsStartingWith(key))) return null
  return { file: answerFileOf(answers, key), key }
}

/**
 * For a one-word query that matches one term by typos alone, the answer file of that term's group, which holds
 * the query's first page (`AnswerFile.typos`); null for any other query.
 */
function typoAnswerFor(answers: AnswerFiles, engines: LoadedIndex[], query: string): { file: string; term: string; distance: number } | null {
  const typo = loneTypoOf(engines, query)
  return typo ? { file: answerFileOf(answers, typo.term), ...typo } : null
}

/**
 * The answer files whose records are likely a query's hits, though none answers it, to fetch beside its
 * posting shards and spare the round of store shards that would follow them. For one word (a typo that
 * matches several terms, pasted whole), its group's file. For several words, in a small index (one with a
 * whole file), each word's group file: there a query of several words matches few records, and those are
 * among its words' answers. Of the bench's queries of several words that find something at ×1, the files
 * hold every hit of 3 of 4 (0.1.2) and 4 of 5 (next), all but one or two of the last; at ×100 (no whole
 * file) they held 0 to 2 of 20.
 */
function recordFilesFor(answers: AnswerFiles, engines: LoadedIndex[], query: string): string[] {
  const words = querySpecs(query).map((spec) => spec.term)
  if (words.length === 0) return []
  if (words.length === 1 ? answerKeyOf(query) === null : engines.some((index) => index.head.whole === null)) return []
  const begun = words.filter((word) => engines.some((index) => index.hasTermsStartingWith(word.slice(0, ANSWER_GROUP_LENGTH))))
  return [...new Set(begun.map((word) => answerFileOf(answers, word)))]
}

/**
 * The answer file a query would read if the heads, once in, allow it (`answerFileFor` decides): named without
 * them, for a query filtered to a docs version and the unversioned pages (the modal's filter), one word that
 * has an answer key, and its first page.
 */
function earlyAnswerFile(versions: Set<string> | null, query: string, request: NormalizedRequest): { file: string; key: string; version: string } | null {
  const [version, partner, ...more] = versions ?? []
  if (partner !== UNVERSIONED || version === UNVERSIONED || more.length > 0) return null
  const key = answerKeyOf(query)
  if (key === null || pageOf(request) !== 0 || hitsPerPageOf(request) > HITS_PER_PAGE) return null
  return { file: answerFileOf({ files: answerFolderOf(version) }, key), key, version }
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

  const answerFiles = new Map<string, Promise<AnswerFile>>()

  /** An answer file (one load per file, forgotten when it fails). */
  function loadAnswerFile(file: string): Promise<AnswerFile> {
    let loading = answerFiles.get(file)
    if (!loading) {
      const promise = fetchShard(file).then((json) => JSON.parse(json) as AnswerFile)
      answerFiles.set(file, promise)
      promise.catch(() => {
        if (answerFiles.get(file) === promise) answerFiles.delete(file)
      })
      loading = promise
    }
    return loading
  }

  /** A query's answer from its answer file: by its key, or by the term it matches by `distance` typos alone. */
  async function loadAnswer(file: string, key: string, distance = 0): Promise<Answer> {
    const { answers, typos, records } = await loadAnswerFile(file)
    const listed: AnswerFile["typos"] | undefined = distance ? typos : answers
    const answer = listed && Object.prototype.hasOwnProperty.call(listed, key) ? listed[key] : undefined
    const hits = (distance === 2 && answer?.far) || answer?.hits
    if (!answer || typeof answer.urls !== "number" || !Array.isArray(hits) || !Array.isArray(records)) {
      throw new Error("A search answer file does not match its head.")
    }
    return { urls: answer.urls, records: hits.map((place) => records[place]) }
  }

  /** The answer files whose records each index has taken. */
  const recordsTaken = new WeakMap<LoadedIndex, Set<string>>()

  /**
   * Hands the indexes an answer file's records, by id, when the file comes from the build of their heads (its
   * stamps say so): a hit among them then needs no store shard. Any other file is left alone.
   */
  function takeRecords(engines: LoadedIndex[], file: string, { records, ids, stamps }: AnswerFile): void {
    if (!Array.isArray(records) || !Array.isArray(ids) || ids.length !== records.length || !Array.isArray(stamps)) return
    if (stamps.length !== engines.length || engines.some((index, at) => stamps[at] !== index.stamp)) return
    if (engines.every((index) => recordsTaken.get(index)?.has(file))) return
    const bySource = engines.map(() => [] as [number, StoredSearchDocument][])
    ids.forEach((place, at) => {
      if (Array.isArray(place) && Number.isInteger(place[0])) bySource[place[0]]?.push([place[1], records[at]])
    })
    engines.forEach((index, at) => {
      index.addDocuments(bySource[at])
      const taken = recordsTaken.get(index) ?? new Set<string>()
      recordsTaken.set(index, taken.add(file))
    })
  }

  async function searchOne(request: NormalizedRequest): Promise<SearchResponse> {
    const started = now()
    const terms = withoutStopWords(parseQuery(queryOf(request)))
    if (terms.length === 0) return emptySearchResponse(request)
    rejectUnsupported(request)
    const conditions = parseFacetFilters(request.params.facetFilters)
    const query = terms.map((term) => term.word).join(" ")
    const versions = versionsAllowed(conditions)
    // A reader's first keystrokes often come before the heads: their answer file is asked for beside them.
    const early = earlyAnswerFile(versions, query, request)
    if (early && !loadedFrom.has(headFileOf(early.version))) loadAnswerFile(early.file).catch(() => {})
    const engines = await loadIndexes(versions)

    const hitsPerPage = hitsPerPageOf(request)
    const decorate = decorator(request, terms)
    let hits: SearchHit[]
    let urls: number
    const answers = answersFor(engines, conditions, request)
    // Once the posting shards a query needs are in, the page ranks it itself, unless its answer file came already.
    const prepared = engines.every((index) => index.isPrepared(query))
    const written = answers && (answerFileFor(answers, engines, query) ?? typoAnswerFor(answers, engines, query))
    if (written && (answerFiles.has(written.file) || !prepared)) {
      // A short query's first page, written by the build: one request, where the shards take two rounds.
      const answer = await withShards(engines, () =>
        "term" in written ? loadAnswer(written.file, written.term, written.distance) : loadAnswer(written.file, written.key),
      )
      hits = answer.records.slice(0, hitsPerPage).map(decorate)
      urls = answer.urls
      // Its records may be the hits of the queries that follow (more words, a typo): no store shard for them then.
      takeRecords(engines, written.file, await loadAnswerFile(written.file))
    } else {
      // When the postings take a round anyway, the records likely to be hits come in the same one.
      const recordFiles = answers && !written ? recordFilesFor(answers, engines, query) : []
      const recordsIn = Promise.all(
        recordFiles
          .filter((file) => !prepared || answerFiles.has(file))
          .map((file) =>
            loadAnswerFile(file).then(
              (contents) => takeRecords(engines, file, contents),
              () => {}, // The store shards answer instead.
            ),
          ),
      )
      await withShards(engines, () => Promise.all(engines.map((index) => index.prepare(query))))
      const start = pageOf(request) * hitsPerPage
      const accepts: ((id: number, bucket: number) => boolean)[] = []
      for (const index of engines) {
        if (needsRecords(conditions, index.head)) {
          const ids = index.matchingIds(query, terms, new Map())
          const records = await withShards(engines, () => index.documentsOf(ids))
          accepts.push((id) => matchesFacetFilters(conditions, records.get(id)!))
        } else {
          accepts.push(index.filterByBucket(conditions))
        }
      }
      // Each index's best records, one per URL; the page's are the best of those.
      const ranked = rankAcross(engines, query, terms, start + hitsPerPage, accepts)
      const shown = ranked.first.slice(start)
      await recordsIn
      const records = await withShards(engines, () => Promise.all(shown.map(({ source, id }) => engines[source].documentsOf([id]))))
      hits = shown.map(({ id }, at) => decorate(records[at].get(id)!))
      urls = ranked.urls
    }
    // A small index comes in whole (see LOAD_WHOLE_INDEX_BYTES) once an answer is complete: every byte it
    // needed is in, so the request takes no bandwidth from it, and its response comes in a later task than
    // the render of the answer, which is already scheduled. Asked now, not after the render: under a slow
    // CPU that render takes long, and the reader's next keystroke should find the index in.
    for (const index of engines) {
      if (index.head.whole && index.head.shardBytes <= loadWholeIndexBytes) index.loadWhole().catch(() => {})
    }
    return searchResponse(request, hits, urls, Math.round(now() - started))
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
