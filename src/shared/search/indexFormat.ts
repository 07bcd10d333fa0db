/**
 * The split embedded index, shared by the build (which writes it) and the
 * browser (which loads it piece by piece). Types and pure helpers only.
 *
 * Each docs version (and `unversioned`) has one small head file,
 * `search/<name>/head.json` ({@link SearchIndexHead}, {@link headFileOf}): the
 * engine's totals, the sorted term dictionary and the names of the other parts.
 * Its name is known without the manifest, so the page asks for it as soon as
 * the reader opens search (or approaches the button), beside the modal's code;
 * it is revalidated like the manifest, which still lists every index. The rest
 * lives beside it in `search/<name>/`, named by content hash:
 *
 * - posting shards: the postings of a run of consecutive dictionary terms,
 *   each with what ranking needs of the record (field length, URL group), so
 *   a query ranks every match from its shards alone;
 * - store shards: the records themselves (hierarchy, content, URL), a run of
 *   consecutive record ids each, loaded for the hits a page shows;
 * - for a small index only, one whole file ({@link WholeIndex}): every shard
 *   again, in one response, fetched once a first answer is shown;
 * - for a docs version, answer files ({@link AnswerFile}) in `search/<name>/a/`:
 *   the first page of hits, records included, of each one-word query that
 *   begins a dictionary term, searched in this index together with
 *   `unversioned` as the modal's contextual filter does, one file per group of
 *   queries that begin alike, under a fixed name. A reader's first keystrokes are such queries, and
 *   an answer file answers one in a single request, where the shards take two
 *   rounds (postings, then the records of the hits).
 *
 * Record ids are ordered by page rank and level, so those two parts of the
 * ranking's weight are a function of the id ({@link SearchIndexHead.buckets}),
 * and within them in page order, so the records of a page share store shards.
 */
import type { SearchRecord, SearchRecordType } from "./types"

import { fileStem } from "./headFile"

export { fileStem, headFileOf } from "./headFile"

export const SEARCH_INDEX_FORMAT = 4

export interface SearchIndexHead {
  format: typeof SEARCH_INDEX_FORMAT
  /** The version facet value of every record. */
  version: string
  /** The language of every record, or null when they differ (a language filter then reads the records). */
  language: string | null
  documentCount: number
  /** MiniSearch's average length of each field, by field id. */
  averageFieldLength: number[]
  /** `[first id, page rank, level]` of each run of records with the same weight, in id order. */
  buckets: [number, number, number][]
  /** Every index term, sorted, joined by newlines. */
  terms: string
  /** How many consecutive terms of `terms` each posting shard holds (sizes, not starts: small numbers gzip better). */
  postingSizes: number[]
  /** Each posting shard's file, relative to the search folder. */
  postings: string[]
  /** How many consecutive record ids each store shard holds. */
  storeSizes: number[]
  /** Each store shard's file, relative to the search folder. */
  stores: string[]
  /** Raw size of all the shards together (the whole file aside). */
  shardBytes: number
  /** For an index whose shards add up to at most {@link LOAD_WHOLE_INDEX_BYTES}: the file holding them all, else null. */
  whole: string | null
  /** The answer files of the short queries searched in this index and `with`, or null (see {@link answerFileOf}). */
  answers: AnswerFiles | null
}

export interface AnswerFiles {
  /** The answer files' folder, relative to the search folder, ending in `/`: {@link answerFolderOf}. */
  files: string
  /** The index searched together with this one for the answers (`unversioned`), or null for this one alone. */
  with: string | null
  /** The longest query answered. */
  maxLength: number
}

/** The longest one-word query that has an answer: the first keystrokes of a word, and most whole words. */
export const ANSWER_MAX_LENGTH = 12

/**
 * Queries that begin with the same this many characters share an answer file (a shorter one has its own):
 * the answers of `buf`, `buff` … `buffer` share most of their records, which the file then holds once, and
 * the keystrokes that follow the first of a word need no request. At ×1, files of one answer each took 42 MB
 * on disk in 12,600 files; sharing by 3 characters, 19 MB in 2,400, at 1 to 14 kB gzip each.
 */
export const ANSWER_GROUP_LENGTH = 3

/** The first page of a query's hits as the engine ranks them over the indexes, and how many URLs matched. */
export interface Answer {
  urls: number
  records: StoredSearchDocument[]
}

/**
 * An answer file: the answers of the queries of a group ({@link answerFileOf}), their hits as places in `records`.
 * The records also stand in for store shards (`ids`, `stamps`): a query ranked from the posting shards whose
 * hits are among them (a typo of several terms, or several words in a small index) needs no round of store
 * shards after its postings.
 */
export interface AnswerFile {
  answers: Record<string, { urls: number; hits: number[] }>
  /**
   * By dictionary term of the group: the first page of a one-word query that matches that term alone, by typos
   * (`loneTypoOf`), which is the same for every such spelling; `hits` at 1 typo, `far` at 2 where that differs.
   * A typo pasted whole, or typed before the heads came, is then answered from the file asked for beside them.
   */
  typos: Record<string, { urls: number; hits: number[]; far?: number[] }>
  records: StoredSearchDocument[]
  /** Where each of `records` is in the indexes searched: `[source, record id]`, source 0 this index, 1 the `with` one. */
  ids: [number, number][]
  /** {@link storesStamp} of each index searched: the page takes the ids only from the build its heads come from. */
  stamps: string[]
}

/** Which store shards an index has (their names are content hashes): equal stamps, the same record behind each id. */
export function storesStamp(head: Pick<SearchIndexHead, "stores" | "storeSizes">): string {
  return queryHash(`${head.stores.join("\n")}\n${head.storeSizes.join(",")}`)
}

/** FNV-1a over the text's UTF-16 code units, 8 hex digits: a name the page works out without a list of names. */
export function queryHash(query: string): string {
  let hash = 0x811c9dc5
  for (let at = 0; at < query.length; at++) {
    hash ^= query.charCodeAt(at)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0).toString(16).padStart(8, "0")
}

/**
 * Where a docs version's answer files are: a fixed folder, and in it fixed names, so the page asks for a
 * query's answer as soon as it is typed, beside the heads if they are not in yet (it does not need them
 * to name it). Like the heads, they are revalidated rather than cached for good.
 */
export function answerFolderOf(version: string): string {
  return `${fileStem(version)}/a/`
}

/** The file that holds a query's answer: named by the hash of the query's group (two groups may share one). */
export function answerFileOf(answers: Pick<AnswerFiles, "files">, query: string): string {
  return `${answers.files}${queryHash(query.slice(0, ANSWER_GROUP_LENGTH))}.json`
}

/**
 * An index whose shards add up to no more than this (raw; about a sixth of it gzip) also has
 * a whole file, loaded in one request once the first answer is shown: a small site then
 * answers every later keystroke without the network, in the keystroke's own task. A bigger
 * one loads only what each query adds.
 */
export const LOAD_WHOLE_INDEX_BYTES = 1_000_000

/**
 * A posting shard: one entry per term of its run, a map from field id to a flat
 * list of `[id delta, term frequency, field length, URL group, position on the page]`
 * per record.
 */
export type PostingShard = Record<string, number[]>[]

/** Numbers per record in a posting list. */
export const POSTING_STRIDE = 5

/** A store shard: the records of its run of ids, as the index stores them. */
export type StoredSearchDocument = Omit<SearchRecord, "tags">

export type StoreShard = StoredSearchDocument[]

/** The whole file: each posting shard and each store shard, in the head's order. */
export interface WholeIndex {
  postings: PostingShard[]
  stores: StoreShard[]
}

/** Record type from DocSearch's level scale (90 a page, 80 lvl2 … 40 lvl6, 0 content). */
export function typeOfLevel(level: number): SearchRecordType {
  if (level === 0) return "content"
  return `lvl${Math.round((100 - level) / 10)}` as SearchRecordType
}

/** The first item of each run, from the runs' sizes. */
export function startsOf(sizes: readonly number[]): number[] {
  const starts: number[] = []
  let start = 0
  for (const size of sizes) {
    starts.push(start)
    start += size
  }
  return starts
}

/** Index of the run that holds `value` in the ascending `starts` (whose first entry is 0). */
export function runOf(starts: readonly number[], value: number): number {
  let low = 0
  let high = starts.length - 1
  while (low < high) {
    const middle = (low + high + 1) >> 1
    if (starts[middle] <= value) low = middle
    else high = middle - 1
  }
  return low
}
