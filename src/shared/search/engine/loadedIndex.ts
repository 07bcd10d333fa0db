/**
 * The embedded search's engine over one split index (`../indexFormat.ts`):
 * the dictionary lookups, the scoring and the ranking of a query, and the
 * loading of the shards it needs. Shared because two sides run it: the
 * browser's search client (`src/search/clients/createLocalSearchClient.ts`)
 * answers queries with it, and the build runs it to write the answers of the
 * short queries a reader types first (`src/node/search/writeSearchIndexes.ts`),
 * so both give the same answers by construction.
 *
 * It computes MiniSearch's BM25+ scores operation for operation, in typed
 * arrays, and keeps MiniSearch's order among equal scores; see the client's
 * notes for why it is not MiniSearch's own search.
 */
import SearchableMap from "minisearch/SearchableMap"
import { fieldBoosts, miniSearchOptions, searchableFields, type StoredRecord } from "./miniSearchOptions"
import { parseQuery, type QueryTerm } from "./highlight"
import { matchTerm, withoutStopWords } from "./terms"
import { matchesFacetFilters, type FacetConditions } from "./facetFilters"
import {
  ANSWER_MAX_LENGTH,
  POSTING_STRIDE,
  SEARCH_INDEX_FORMAT,
  runOf,
  startsOf,
  storesStamp,
  typeOfLevel,
  type PostingShard,
  type SearchIndexHead,
  type StoredSearchDocument,
  type StoreShard,
  type WholeIndex,
} from "../indexFormat"

/** A URL's best record in one index, with what ranking compares. */
export interface Ranked {
  id: number
  typos: number
  attribute: number
  inexact: number
  pageRank: number
  level: number
  score: number
  position: number
  /** Where MiniSearch's score-sorted list would have put it, within its index: the last tie-breaker. */
  order: number
  /** Which of the searched indexes holds it (its records come before the next one's in the engines' order). */
  source: number
}

/** How well an index term answers each query term: 0 exact, 1 prefix, 2 typo, 3 not at all. */
export type TermQualities = Map<string, number[]>

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

/**
 * Ranking, like Algolia's tie-breaking: fewer typos, best attribute, exact over prefix, page rank,
 * level, BM25 score, position on the page, then the order the engines return them in.
 */
export function compare(a: Ranked, b: Ranked): number {
  return (
    a.typos - b.typos ||
    a.attribute - b.attribute ||
    a.inexact - b.inexact ||
    b.pageRank - a.pageRank ||
    b.level - a.level ||
    b.score - a.score ||
    a.position - b.position ||
    a.source - b.source ||
    a.order - b.order
  )
}

/**
 * The first `count` of `items` in ranking order. A page needs its 20 best, not an order of every
 * match: a one-letter prefix matches hundreds of records.
 */
export function firstInOrder(items: Iterable<Ranked>, count: number): Ranked[] {
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

/** A query word as MiniSearch's search would look it up. */
export interface QuerySpec {
  term: string
  prefix: boolean
  fuzzy: number | boolean
}

/** MiniSearch's defaults, which the site's options keep (BM25+ parameters, weights of prefix and typo matches). */
const BM25_K = 1.2
const BM25_B = 0.7
const BM25_D = 0.5
const PREFIX_WEIGHT = 0.375
const FUZZY_WEIGHT = 0.45
const MAX_FUZZY = 6

/** How many typos MiniSearch allows a query word. */
function maxTyposOf(spec: QuerySpec): number {
  if (!spec.fuzzy) return 0
  const fuzzy = spec.fuzzy === true ? 0.2 : spec.fuzzy
  return fuzzy < 1 ? Math.min(MAX_FUZZY, Math.round(spec.term.length * fuzzy)) : fuzzy
}

/** The weight MiniSearch gives a term a query word matches with `distance` typos. */
function typoWeight(term: string, distance: number): number {
  return (FUZZY_WEIGHT * term.length) / (term.length + distance)
}

/** Field boosts by field id (the order of `searchableFields`, which is also the order MiniSearch scores fields in). */
const boosts = searchableFields.map((field) => fieldBoosts[field])

/** The query's words as MiniSearch would cut them, and how each is looked up. */
export function querySpecs(query: string): QuerySpec[] {
  const { searchOptions } = miniSearchOptions
  const words = searchOptions!.tokenize!(query)
    .flatMap((word) => searchOptions!.processTerm!(word) ?? [])
    .filter((word): word is string => !!word)
  return words.map((term, position) => ({
    term,
    prefix: (searchOptions!.prefix as (t: string, i: number, all: string[]) => boolean)(term, position, words),
    fuzzy: (searchOptions!.fuzzy as (t: string, i: number, all: string[]) => number | boolean)(term, position, words),
  }))
}

/** A dictionary term a query word matches: its id, its weight, and by how many typos (0: exactly or as a prefix). */
type Expansion = [id: number, weight: number, typos: number]

/** What one query keeps per record of an index: typed arrays, reused from query to query. */
class Scratch {
  readonly round: Int32Array
  readonly specScore: Float64Array
  readonly score: Float64Array
  readonly attribute: Uint8Array
  readonly group: Int32Array
  readonly position: Int32Array
  readonly bestOfGroup: Int32Array
  readonly typos: Uint8Array
  readonly inexact: Uint8Array
  readonly pageRank: Float64Array
  readonly level: Float64Array
  readonly order: Int32Array
  qualities = new Uint8Array(0)
  /** Rounds used so far: each query takes one per word, so a record's round says which words it matched. */
  rounds = 0

  constructor(readonly size: number) {
    this.round = new Int32Array(size)
    this.specScore = new Float64Array(size)
    this.score = new Float64Array(size)
    this.attribute = new Uint8Array(size)
    this.group = new Int32Array(size)
    this.position = new Int32Array(size)
    this.bestOfGroup = new Int32Array(size).fill(-1)
    this.typos = new Uint8Array(size)
    this.inexact = new Uint8Array(size)
    this.pageRank = new Float64Array(size)
    this.level = new Float64Array(size)
    this.order = new Int32Array(size)
  }
}

/** One version's index as far as it is loaded. */
export class LoadedIndex {
  private readonly terms: string[]
  /** The term dictionary (term → id), for exact, prefix and typo lookups in MiniSearch's order. */
  private readonly dictionary: SearchableMap<number>
  /** Each term's postings by field id, once its shard is in. */
  private readonly termPostings: (Record<string, number[]> | undefined)[]
  private readonly bucketStarts: number[]
  private readonly postingStarts: number[]
  private readonly storeStarts: number[]
  private readonly postings = new Map<number, Promise<void>>()
  private readonly stores = new Map<number, Promise<void>>()
  private readonly documents = new Map<number, StoredSearchDocument>()
  private scratch: Scratch | null = null

  constructor(
    readonly head: SearchIndexHead,
    private readonly fetchShard: (file: string) => Promise<string>,
  ) {
    if (head?.format !== SEARCH_INDEX_FORMAT || typeof head.terms !== "string") throw new Error("The search index is not in a format this page reads.")
    const terms = head.terms === "" ? [] : head.terms.split("\n")
    this.terms = terms
    this.bucketStarts = head.buckets.map((bucket) => bucket[0])
    this.postingStarts = startsOf(head.postingSizes)
    this.storeStarts = startsOf(head.storeSizes)
    const total = (sizes: number[]) => sizes.reduce((sum, size) => sum + size, 0)
    if (
      head.postingSizes.length !== head.postings.length ||
      head.storeSizes.length !== head.stores.length ||
      total(head.postingSizes) !== terms.length ||
      total(head.storeSizes) !== head.documentCount
    ) {
      throw new Error("The search index is not in a format this page reads.")
    }
    // Every term is known from the start, with no postings: the dictionary answers prefix and typo lookups.
    // Inserted in the dictionary's order, as MiniSearch loads an index, so lookups list terms in its order.
    this.dictionary = new SearchableMap<number>()
    terms.forEach((term, id) => this.dictionary.set(term, id))
    this.termPostings = new Array(terms.length)
  }

  /**
   * The dictionary terms a query word matches, with their weight and how many typos (0 for the word
   * itself and the terms it begins), in the order MiniSearch's search scores them: the word itself,
   * then the terms it begins, then those within its typos.
   */
  private expand(spec: QuerySpec): Expansion[] {
    const found: Expansion[] = []
    const exact = this.dictionary.get(spec.term)
    if (exact !== undefined) found.push([exact, 1, 0])
    const typos = maxTyposOf(spec)
    const fuzzyMatches = typos ? this.dictionary.fuzzyGet(spec.term, typos) : undefined
    if (spec.prefix) {
      for (const [term, id] of this.dictionary.atPrefix(spec.term)) {
        const distance = term.length - spec.term.length
        if (!distance) continue
        fuzzyMatches?.delete(term)
        found.push([id, (PREFIX_WEIGHT * term.length) / (term.length + 0.3 * distance), 0])
      }
    }
    if (fuzzyMatches) {
      for (const [term, [id, distance]] of fuzzyMatches) {
        if (!distance) continue
        found.push([id, typoWeight(term, distance), distance])
      }
    }
    return found
  }

  /**
   * How a query word matches this dictionary when it matches one term, by typos alone: that term and its
   * distance. Null when it matches otherwise (exactly, as a prefix, or several terms); undefined when it
   * matches nothing here.
   */
  loneTypoOf(spec: QuerySpec): { term: string; distance: number } | null | undefined {
    const found = this.expand(spec)
    if (found.length === 0) return undefined
    const [[id, , distance]] = found
    return found.length === 1 && distance > 0 ? { term: this.terms[id], distance } : null
  }

  /** A term's id in this dictionary, or undefined. */
  termId(term: string): number | undefined {
    return this.dictionary.get(term)
  }

  /** The posting shards a query's words look up. */
  private shardsOf(query: string): Set<number> {
    const shards = new Set<number>()
    for (const spec of querySpecs(query)) for (const [id] of this.expand(spec)) shards.add(runOf(this.postingStarts, id))
    return shards
  }

  /** Loads the posting shards a query needs; resolves once the index can answer it as the whole index would. */
  async prepare(query: string): Promise<void> {
    await Promise.all([...this.shardsOf(query)].map((shard) => this.loadPostings(shard)))
  }

  /** Whether every posting shard the query needs is in (from its file or the whole one): it can be ranked without the network. */
  isPrepared(query: string): boolean {
    for (const shard of this.shardsOf(query)) if (!this.postingsIn.has(shard) && !this.wholePostings?.[shard]) return false
    return true
  }

  /** Whether some dictionary term begins with `prefix` (a binary search of the sorted terms). */
  hasTermsStartingWith(prefix: string): boolean {
    let low = 0
    let high = this.terms.length
    while (low < high) {
      const middle = (low + high) >> 1
      if (this.terms[middle] < prefix) low = middle + 1
      else high = middle
    }
    return low < this.terms.length && this.terms[low].startsWith(prefix)
  }

  /** Whether facet conditions that read no records accept every record of this index. */
  acceptsAll(conditions: FacetConditions): boolean {
    const accepts = this.filterByBucket(conditions)
    return this.head.buckets.every((bucket, index) => accepts(bucket[0], index))
  }

  /**
   * The best record of each URL the query matches (all its words, the last also as a prefix, with typo
   * tolerance), ranked as MiniSearch's search followed by the site's ranking would: the same BM25+ scores,
   * summed in the same order, and the same order among equal scores. Scored in typed arrays, with no object
   * per matching record: at 100 times the docs a one-letter prefix matches most of the index. `accepts`
   * says whether a record passes the facet filters (undefined: every record does). `count` of them, in
   * order, come back, with the number of URLs matched.
   */
  search(
    query: string,
    terms: QueryTerm[],
    known: TermQualities,
    source: number,
    count: number,
    accepts?: (id: number, bucket: number) => boolean,
    expand: (spec: QuerySpec) => Expansion[] = (spec) => this.expand(spec),
  ): { first: Ranked[]; urls: number } {
    const specs = querySpecs(query)
    const size = this.head.documentCount
    if (!this.scratch || this.scratch.size !== size) this.scratch = new Scratch(size)
    const scratch = this.scratch
    const { round, specScore, score, attribute, group, position, bestOfGroup } = scratch
    const wordCount = terms.length
    if (scratch.qualities.length < size * wordCount) scratch.qualities = new Uint8Array(size * wordCount)
    const qualities = scratch.qualities
    if (scratch.rounds + specs.length + 1 >= 2 ** 31) {
      round.fill(0)
      scratch.rounds = 0
    }
    const base = scratch.rounds
    scratch.rounds += specs.length + 1
    const { averageFieldLength, documentCount } = this.head
    // A local: the bundler reads an imported constant through a getter, and this is the innermost loop.
    const stride = POSTING_STRIDE
    // The records matching every word so far, in the order the last word's lookup first met them.
    let matched: number[] = []
    specs.forEach((spec, k) => {
      // A record matched words 0..k-1 when its round is base + k; it joins this word's list at its first posting.
      const alive = base + k
      const done = base + k + 1
      const met: number[] = []
      for (const [termId, weight] of expand(spec)) {
        const entry = this.termPostings[termId]
        if (!entry) throw new Error("A search index shard was not loaded before its query.")
        const termQualities = qualitiesOf(this.terms[termId], terms, known)
        for (let fieldId = 0; fieldId < boosts.length; fieldId++) {
          const list = entry[fieldId]
          if (!list) continue
          const matchingCount = list.length / stride
          const averageLength = averageFieldLength[fieldId]
          const fieldBoost = boosts[fieldId]
          // BM25+ as MiniSearch computes it, operation for operation, so scores come out the same to the last bit.
          const inverseFrequency = Math.log(1 + (documentCount - matchingCount + 0.5) / (matchingCount + 0.5))
          let id = 0
          for (let at = 0; at + stride <= list.length; at += stride) {
            id += list[at]
            const state = round[id]
            const first = k === 0 ? state <= base : state === alive
            if (!first && state !== done) continue
            const frequency = list[at + 1]
            const fieldLength = list[at + 2]
            const raw = inverseFrequency * (BM25_D + (frequency * (BM25_K + 1)) / (frequency + BM25_K * (1 - BM25_B + (BM25_B * fieldLength) / averageLength)))
            const weighted = weight * fieldBoost * raw
            if (first) {
              round[id] = done
              met.push(id)
              specScore[id] = weighted
              if (k === 0) {
                attribute[id] = fieldId
                group[id] = list[at + 3]
                position[id] = list[at + 4]
                for (let j = 0; j < wordCount; j++) qualities[id * wordCount + j] = termQualities[j]
                continue
              }
            } else {
              specScore[id] += weighted
            }
            if (fieldId < attribute[id]) attribute[id] = fieldId
            for (let j = 0; j < wordCount; j++) {
              if (termQualities[j] < qualities[id * wordCount + j]) qualities[id * wordCount + j] = termQualities[j]
            }
          }
        }
      }
      for (const id of met) score[id] = k === 0 ? specScore[id] : score[id] + specScore[id]
      matched = met
    })

    // MiniSearch multiplies a score by the number of distinct words matched: all of them here.
    const quality = new Set(specs.map((spec) => spec.term)).size || 1
    const { typos, inexact, pageRank, level, order } = scratch
    // Among equal scores, MiniSearch's stable sort keeps the last word's list order: `order` is the place there.
    const groups: number[] = []
    for (let at = 0; at < matched.length; at++) {
      const id = matched[at]
      const bucketIndex = runOf(this.bucketStarts, id)
      if (accepts && !accepts(id, bucketIndex)) continue
      score[id] *= quality
      order[id] = at
      let typoCount = 0
      let inexactCount = 0
      for (let j = 0; j < wordCount; j++) {
        const best = qualities[id * wordCount + j]
        if (best >= 2) typoCount++
        if (best > 0) inexactCount++
      }
      typos[id] = typoCount
      inexact[id] = inexactCount
      const bucket = this.head.buckets[bucketIndex]
      pageRank[id] = bucket[1]
      level[id] = bucket[2]
      // One hit per URL: its best record (on a tie, the one met first).
      const g = group[id]
      const current = bestOfGroup[g]
      if (current < 0) groups.push(g)
      if (current < 0 || this.compareIds(id, current) < 0) bestOfGroup[g] = id
    }
    // The page's `count` best, in order, without ordering every URL matched.
    const first: number[] = []
    for (const g of groups) {
      const id = bestOfGroup[g]
      bestOfGroup[g] = -1
      if (count <= 0 || (first.length === count && this.compareIds(id, first[count - 1]) >= 0)) continue
      let low = 0
      let high = first.length
      while (low < high) {
        const middle = (low + high) >> 1
        if (this.compareIds(id, first[middle]) < 0) high = middle
        else low = middle + 1
      }
      first.splice(low, 0, id)
      if (first.length > count) first.pop()
    }
    return {
      first: first.map((id) => ({
        id,
        typos: typos[id],
        attribute: attribute[id],
        inexact: inexact[id],
        pageRank: pageRank[id],
        level: level[id],
        score: score[id],
        position: position[id],
        order: order[id],
        source,
      })),
      urls: groups.length,
    }
  }

  /** `compare` for two records of this index, read from the last query's arrays. */
  private compareIds(a: number, b: number): number {
    const { typos, attribute, inexact, pageRank, level, score, position, order } = this.scratch!
    return (
      typos[a] - typos[b] ||
      attribute[a] - attribute[b] ||
      inexact[a] - inexact[b] ||
      pageRank[b] - pageRank[a] ||
      level[b] - level[a] ||
      score[b] - score[a] ||
      position[a] - position[b] ||
      order[a] - order[b]
    )
  }

  /**
   * A facet filter that reads no hierarchy, as a test of record ids. What it reads (version, language, type)
   * is the same for all the records of a bucket, so it is decided once per bucket.
   */
  filterByBucket(conditions: FacetConditions): (id: number, bucket: number) => boolean {
    const decided = new Int8Array(this.head.buckets.length).fill(-1)
    return (_id, bucket) => {
      if (decided[bucket] < 0) {
        const [, pageRank, level] = this.head.buckets[bucket]
        const record = { type: typeOfLevel(level), version: this.head.version, language: this.head.language, weight: { pageRank, level, position: 0 } }
        decided[bucket] = matchesFacetFilters(conditions, record as StoredRecord) ? 1 : 0
      }
      return decided[bucket] === 1
    }
  }

  /** The ids of the records a query matches (for filters that read their hierarchy). */
  matchingIds(query: string, terms: QueryTerm[], known: TermQualities): number[] {
    const ids: number[] = []
    this.search(query, terms, known, 0, 0, (id) => (ids.push(id), true))
    return ids
  }

  /** Shards whose contents are in (from their own file or the whole one). */
  private readonly postingsIn = new Set<number>()
  private readonly storesIn = new Set<number>()
  private whole: Promise<void> | null = null
  /** The whole file's posting shards not taken into the index yet. */
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
    const first = this.postingStarts[shard]
    const end = shard + 1 < this.postingStarts.length ? this.postingStarts[shard + 1] : this.terms.length
    if (!Array.isArray(entries)) throw new Error("A search index shard is malformed.")
    if (first + entries.length !== end) throw new Error("A search index shard does not match its head.")
    entries.forEach((entry, offset) => {
      if (entry === null || typeof entry !== "object") throw new Error("A search index shard is malformed.")
      this.termPostings[first + offset] = entry
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

  /**
   * Records that came in another file (an answer file from the build of this head: `storesStamp` says so).
   * A hit among them needs no store shard.
   */
  addDocuments(entries: Iterable<[number, StoredSearchDocument]>): void {
    for (const [id, document] of entries) {
      const valid = Number.isInteger(id) && id >= 0 && id < this.head.documentCount && document !== null && typeof document === "object"
      if (valid && !this.documents.has(id)) this.documents.set(id, document)
    }
  }

  /** `storesStamp` of this index's head, worked out once. */
  get stamp(): string {
    return (this.storesStampValue ??= storesStamp(this.head))
  }

  private storesStampValue: string | undefined

  /** The stored records of these ids, loading their store shards. */
  async documentsOf(ids: Iterable<number>): Promise<Map<number, StoredSearchDocument>> {
    const wanted = [...ids]
    const shards = new Set(wanted.filter((id) => !this.documents.has(id)).map((id) => runOf(this.storeStarts, id)))
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
    if (documents.length !== this.head.storeSizes[shard]) throw new Error("A search index shard does not match its head.")
    documents.forEach((document, offset) => this.documents.set(this.storeStarts[shard] + offset, document))
    this.storesIn.add(shard)
  }
}

/**
 * The key of a query's answer file: its one word as the engine looks it up (normalised), when the query is
 * one word that the engine looks up as a prefix (the last word of a query is), short enough to have one, and
 * searched exactly as its key would be; null otherwise. The build writes the answers of the keys that begin a
 * dictionary term, and the page asks for them, with this one rule.
 */
export function answerKeyOf(query: string): string | null {
  const terms = withoutStopWords(parseQuery(query))
  const specs = querySpecs(query)
  if (terms.length !== 1 || specs.length !== 1 || !specs[0].prefix) return null
  const key = specs[0].term
  if (key.length > ANSWER_MAX_LENGTH) return null
  const keyTerms = parseQuery(key)
  const keySpecs = querySpecs(key)
  const same =
    keyTerms.length === 1 &&
    keyTerms[0].term === terms[0].term &&
    keySpecs.length === 1 &&
    keySpecs[0].term === key &&
    keySpecs[0].prefix &&
    keySpecs[0].fuzzy === specs[0].fuzzy
  return same ? key : null
}

/**
 * The best `count` URLs a query matches over several indexes, in ranking order, and how many URLs matched in
 * all. `accepts[source]` says which records of an index pass the facet filters (undefined: all do). Every
 * posting shard the query needs must be in (`prepare`).
 */
export function rankAcross(
  engines: readonly LoadedIndex[],
  query: string,
  terms: QueryTerm[],
  count: number,
  accepts: readonly (((id: number, bucket: number) => boolean) | undefined)[] = [],
): { first: Ranked[]; urls: number } {
  return rankWith(engines, query, terms, count, accepts, new Map())
}

/** `rankAcross`, with term qualities known beforehand and, per index, the terms each word looks up fixed (`typoAnswerOf`). */
function rankWith(
  engines: readonly LoadedIndex[],
  query: string,
  terms: QueryTerm[],
  count: number,
  accepts: readonly (((id: number, bucket: number) => boolean) | undefined)[],
  known: TermQualities,
  expandIn?: (index: LoadedIndex) => (spec: QuerySpec) => Expansion[],
): { first: Ranked[]; urls: number } {
  const ranked: Ranked[] = []
  let urls = 0
  engines.forEach((index, source) => {
    const found = index.search(query, terms, known, source, count, accepts[source], expandIn?.(index))
    ranked.push(...found.first)
    urls += found.urls
  })
  return { first: firstInOrder(ranked, count), urls }
}

/**
 * Whether the build writes typo answers for a term (`typoAnswerOf`): when some one-word query with an answer
 * key could match it by typos. A word may have 1 typo from 4 characters and 2 from 8 (`allowedTypos`), and an
 * answer key is at most ANSWER_MAX_LENGTH long, so the term is 3 to 13 characters long for 1 typo, 6 to 14 for 2.
 */
export function hasTypoAnswers(term: string, distance: number): boolean {
  if (distance === 1) return term.length >= 3 && term.length <= ANSWER_MAX_LENGTH + 1
  if (distance === 2) return term.length >= 6 && term.length <= ANSWER_MAX_LENGTH + 2
  return false
}

/**
 * The term a one-word query matches, over these indexes, by typos alone and no other: the same term at the same
 * distance in each index whose dictionary has it, and nothing else in any. Its first page is then a function of
 * that term and distance, which the build wrote (`typoAnswerOf`); null for any other query.
 */
export function loneTypoOf(engines: readonly LoadedIndex[], query: string): { term: string; distance: number } | null {
  const specs = querySpecs(query)
  if (specs.length !== 1 || answerKeyOf(query) === null) return null
  let match: { term: string; distance: number } | undefined
  for (const engine of engines) {
    const found = engine.loneTypoOf(specs[0])
    if (found === undefined) continue
    if (found === null || (match && (match.term !== found.term || match.distance !== found.distance))) return null
    match = found
  }
  return match && hasTypoAnswers(match.term, match.distance) ? match : null
}

/**
 * The best `count` URLs of a one-word query that matches `term` alone, by `distance` typos, and how many matched:
 * what `rankAcross` gives any such query (`loneTypoOf`), whatever its spelling. The term's posting shards must be in.
 * Null for a term that is not one word as a query.
 */
export function typoAnswerOf(engines: readonly LoadedIndex[], term: string, distance: number, count: number): { first: Ranked[]; urls: number } | null {
  const terms = parseQuery(term)
  // A term that is not one word as a query (never the case for a term a query matched) has no answer.
  if (terms.length !== 1 || querySpecs(term).length !== 1) return null
  // Every record matches by a typo: the quality `qualitiesOf` would find for the reader's spelling.
  const known: TermQualities = new Map([[term, [2]]])
  return rankWith(engines, term, terms, count, [], known, (index) => {
    const id = index.termId(term)
    const weight = typoWeight(term, distance)
    return () => (id === undefined ? [] : [[id, weight, distance]])
  })
}
