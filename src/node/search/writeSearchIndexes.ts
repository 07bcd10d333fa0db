/**
 * Writes the embedded search indexes under `<publicDir>/search/`:
 *
 * - one split MiniSearch index per docs version and one for the pages outside
 *   the docs (`unversioned`): a head `<name>/head.json` (a fixed name, so the
 *   page can ask for it without the manifest; revalidated) and its posting and
 *   store shards beside it (see `shared/search/indexFormat.ts`), each named by
 *   its content hash so a host can cache them forever; the
 *   browser loads the reader's version's head plus the unversioned one, and
 *   the shards a query needs (a small index also has all its shards in one
 *   whole file, which the browser loads after the first answer), and for a
 *   docs version the answer files of its short one-word queries, which answer
 *   a reader's first keystrokes in one request;
 * - `manifest.json`, mapping each version facet value to its head (small,
 *   revalidated; the client reads it when a query is not limited to named
 *   versions, or a head it asked for by name is missing);
 * - `records.json`, every record, and `algolia-settings.json`, the hosted
 *   index's settings, for `npm run search:push`.
 *
 * Index files of earlier builds are removed. Build-side only.
 */
import { createHash } from "node:crypto"
import { gzipSync } from "node:zlib"
import { mkdir, readdir, rm, writeFile } from "node:fs/promises"
import path from "node:path"
import MiniSearch from "minisearch"
import { miniSearchOptions } from "../../shared/search/engine/miniSearchOptions"
import { algoliaIndexSettings } from "../../shared/search/engine/algoliaIndexSettings"
import { HITS_PER_PAGE, SEARCH_ALGOLIA_SETTINGS_FILE, SEARCH_MANIFEST_FILE, SEARCH_PUBLIC_DIR, SEARCH_RECORDS_FILE, UNVERSIONED } from "../../shared/search/constants"
import {
  ANSWER_MAX_LENGTH,
  LOAD_WHOLE_INDEX_BYTES,
  SEARCH_INDEX_FORMAT,
  fileStem,
  headFileOf,
  answerFileOf,
  answerFolderOf,
  storesStamp,
  typeOfLevel,
  type AnswerFile,
  type AnswerFiles,
  type PostingShard,
  type SearchIndexHead,
  type StoreShard,
} from "../../shared/search/indexFormat"
import { LoadedIndex, answerKeyOf, hasTypoAnswers, rankAcross, typoAnswerOf, type Ranked } from "../../shared/search/engine/loadedIndex"
import { parseQuery } from "../../shared/search/engine/highlight"
import { withoutStopWords } from "../../shared/search/engine/terms"
import type { SearchIndexManifest, SearchRecord } from "../../shared/search/types"

export interface WriteSearchIndexesOptions {
  records: readonly SearchRecord[]
  /** The site's output folder, usually `public`. */
  publicDir: string
}

export interface WrittenSearchIndex {
  /** The version facet value the index holds. */
  name: string
  /** The head's path inside `<publicDir>/search/` (what the manifest names). */
  file: string
  records: number
  /** The head's size. */
  bytes: number
  /** The head's size at gzip level 6, as a server usually sends it. */
  gzipBytes: number
  /** Files beside the head: posting and store shards, a small index's whole file, a docs version's answer files. */
  shards: number
  /** Head and those files together (what the index takes on disk), raw and at gzip level 6. */
  totalBytes: number
  totalGzipBytes: number
}

export interface WrittenSearchIndexes {
  directory: string
  indexes: WrittenSearchIndex[]
  manifestFile: string
  recordsFile: string
  recordsBytes: number
  settingsFile: string
}

/** An index in files: the head's JSON and each shard's, by path relative to the search folder. */
export interface SearchIndexFiles {
  head: string
  shards: Map<string, string>
}

/**
 * Raw size a shard is cut at. Posting shards: a query loads the one or two
 * holding its terms. Store shards: the hits a page shows are spread over a few.
 * Chosen by measuring the first query's bytes (bench/search.md).
 */
export const POSTING_SHARD_BYTES = 12_000
export const STORE_SHARD_BYTES = 6_000

/** Shards and whole files, named by 12 hex digits. */
const indexFilePattern = /^[\w.-]+\.[0-9a-f]{12}\.json$/
/** Answer files, in their own folder: the hash of their queries' group. */
const answerFilePattern = /^[0-9a-f]{8}\.json$/

const hashOf = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 12)

/**
 * Records by page rank and level (the weight their id stands for), and within those in the records' own
 * order, so the records of a page, which queries often find together, share store shards.
 */
function inRankOrder(records: readonly SearchRecord[]): SearchRecord[] {
  return records
    .map((record, index) => ({ record, index }))
    .sort(
      ({ record: a, index: i }, { record: b, index: j }) =>
        b.weight.pageRank - a.weight.pageRank || b.weight.level - a.weight.level || i - j,
    )
    .map(({ record }) => record)
}

/** Consecutive items cut into runs of about `limit` characters of JSON. */
function cut<T>(items: readonly T[], limit: number): { runs: T[][] } {
  const runs: T[][] = []
  let size = Infinity
  for (const item of items) {
    const length = JSON.stringify(item).length + 1
    if (size + length > limit && (runs.length === 0 || runs[runs.length - 1].length > 0)) {
      runs.push([])
      size = 0
    }
    runs[runs.length - 1].push(item)
    size += length
  }
  return { runs }
}

/**
 * The split index of one version's records (`name` is its version facet value). When its shards add up
 * to at most `wholeBytes`, they are also written together as one whole file.
 */
export function buildSearchIndex(
  records: readonly SearchRecord[],
  name: string = records[0]?.version ?? UNVERSIONED,
  wholeBytes: number = LOAD_WHOLE_INDEX_BYTES,
  { postingBytes = POSTING_SHARD_BYTES, storeBytes = STORE_SHARD_BYTES }: { postingBytes?: number; storeBytes?: number } = {},
): SearchIndexFiles {
  const ordered = inRankOrder(records)
  for (const record of ordered) {
    if (typeOfLevel(record.weight.level) !== record.type) {
      throw new Error(`Search record "${record.objectID}" is a ${record.type} with level ${record.weight.level}; the index derives one from the other.`)
    }
  }
  // Built in the records' own order: MiniSearch's average field lengths depend on it, and so would the scores.
  const engine = new MiniSearch<SearchRecord>(miniSearchOptions)
  engine.addAll(records)
  const { index, fieldLength: builtLengths, averageFieldLength, documentCount, documentIds } = engine.toJSON()
  // Then renumbered by weight.
  const rankId = new Map(ordered.map((record, id) => [record.objectID, id]))
  const idOf = (built: string | number) => rankId.get(documentIds[built] as string)!
  const fieldLength: number[][] = []
  for (const [built, lengths] of Object.entries(builtLengths)) fieldLength[idOf(built)] = lengths

  const groups = new Map<string, number>()
  const groupOf = ordered.map((record) => {
    let group = groups.get(record.url)
    if (group === undefined) groups.set(record.url, (group = groups.size))
    return group
  })
  const buckets: SearchIndexHead["buckets"] = []
  ordered.forEach(({ weight }, id) => {
    const last = buckets[buckets.length - 1]
    if (!last || last[1] !== weight.pageRank || last[2] !== weight.level) buckets.push([id, weight.pageRank, weight.level])
  })

  const terms = index.map(([term]) => term).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  const byTerm = new Map(index)
  const postings: PostingShard = terms.map((term) => {
    const entry: Record<string, number[]> = {}
    for (const [field, frequencies] of Object.entries(byTerm.get(term)!)) {
      const list: number[] = []
      let previous = 0
      const ids = Object.entries(frequencies).map(([built, frequency]) => [idOf(built), frequency])
      for (const [id, frequency] of ids.sort(([a], [b]) => a - b)) {
        list.push(id - previous, frequency, fieldLength[id][Number(field)], groupOf[id], ordered[id].weight.position)
        previous = id
      }
      entry[field] = list
    }
    return entry
  })
  const stored: StoreShard = ordered.map((record) => ({
    objectID: record.objectID,
    url: record.url,
    type: record.type,
    hierarchy: record.hierarchy,
    content: record.content,
    version: record.version,
    language: record.language,
    weight: record.weight,
  }))

  const stem = fileStem(name)
  const postingRuns = cut(postings, postingBytes)
  const storeRuns = cut(stored, storeBytes)
  const postingJson = postingRuns.runs.map((run) => JSON.stringify(run))
  const storeJson = storeRuns.runs.map((run) => JSON.stringify(run))
  const shards = new Map<string, string>()
  // A shard's name: the hash of all the index's shards, then the shard's number (hex), 12 digits in all. Names
  // that differ only in their last digits gzip to a few bytes each in the head, where unrelated hashes took
  // about eight: at 100 times the docs the head listed 3,000 shards, 40 kB of its 48 kB gzip. The name still
  // changes whenever any shard's content does, so a host may cache the shards forever.
  const digits = Math.max(4, Math.max(postingJson.length, storeJson.length, 1).toString(16).length)
  const indexHash = hashOf(`${postingJson.join("\n")}\n\n${storeJson.join("\n")}`).slice(0, 12 - digits)
  const write = (kind: string, json: string, number: number) => {
    const file = `${stem}/${kind}.${indexHash}${number.toString(16).padStart(digits, "0")}.json`
    shards.set(file, json)
    return file
  }
  const languages = new Set(ordered.map((record) => record.language))
  const head: SearchIndexHead = {
    format: SEARCH_INDEX_FORMAT,
    version: name,
    language: languages.size === 1 ? [...languages][0] : null,
    documentCount,
    averageFieldLength,
    buckets,
    terms: terms.join("\n"),
    postingSizes: postingRuns.runs.map((run) => run.length),
    postings: postingJson.map((json, number) => write("p", json, number)),
    storeSizes: storeRuns.runs.map((run) => run.length),
    stores: storeJson.map((json, number) => write("s", json, number)),
    shardBytes: 0,
    whole: null,
    answers: null,
  }
  for (const json of shards.values()) head.shardBytes += json.length
  if (head.shardBytes <= wholeBytes) {
    // The shards' own JSON, spliced: the same text a reader would otherwise fetch file by file.
    const json = (files: string[]) => files.map((file) => shards.get(file)!).join(",")
    const text = `{"postings":[${json(head.postings)}],"stores":[${json(head.stores)}]}`
    head.whole = `${stem}/w.${hashOf(text)}.json`
    shards.set(head.whole, text)
  }
  return { head: JSON.stringify(head), shards }
}

/**
 * Adds to a version's index the answer files of its short queries (`shared/search/indexFormat.ts`): every
 * one-word query of at most ANSWER_MAX_LENGTH characters that begins a term of this index or of `partner`
 * (the unversioned index the modal searches beside it), answered by the browser's own engine over the two
 * indexes as the page would rank them, with the records of the first page. Returns the files with the head
 * naming their folder. Their names are fixed (the page names a query's file before it has the head), so a host
 * revalidates them, as it does the heads.
 */
export async function withAnswers(files: SearchIndexFiles, partner: SearchIndexFiles | null, hitsPerPage: number = HITS_PER_PAGE): Promise<SearchIndexFiles> {
  const sources = partner ? [files, partner] : [files]
  const engines = sources.map(({ head, shards }) => new LoadedIndex(JSON.parse(head) as SearchIndexHead, async (file) => shards.get(file)!))
  const keys = new Set<string>()
  for (const { head } of sources) {
    for (const term of (JSON.parse(head) as SearchIndexHead).terms.split("\n")) {
      for (let length = 1; length <= Math.min(term.length, ANSWER_MAX_LENGTH); length++) {
        const key = term.slice(0, length)
        if (answerKeyOf(key) === key) keys.add(key)
      }
    }
  }
  const head = JSON.parse(files.head) as SearchIndexHead
  const answers: AnswerFiles = {
    files: answerFolderOf(head.version),
    with: partner ? (JSON.parse(partner.head) as SearchIndexHead).version : null,
    maxLength: ANSWER_MAX_LENGTH,
  }
  const stamps = engines.map((engine) => storesStamp(engine.head))
  // Each file holds a record once, however many of its answers show it.
  const byFile = new Map<string, { file: AnswerFile; places: Map<string, number> }>()
  const entryOf = (name: string) => {
    let entry = byFile.get(name)
    if (!entry) byFile.set(name, (entry = { file: { answers: {}, typos: {}, records: [], ids: [], stamps }, places: new Map<string, number>() }))
    return entry
  }
  /** The hits' places in the file's records, adding those it does not hold yet. */
  const placesOf = async (name: string, first: Ranked[]) => {
    const entry = entryOf(name)
    const records = await Promise.all(first.map(async ({ source, id }) => (await engines[source].documentsOf([id])).get(id)!))
    return records.map((record, at) => {
      let place = entry.places.get(record.objectID)
      if (place === undefined) {
        place = entry.file.records.push(record) - 1
        entry.file.ids.push([first[at].source, first[at].id])
        entry.places.set(record.objectID, place)
      }
      return place
    })
  }
  for (const key of [...keys].sort()) {
    await Promise.all(engines.map((engine) => engine.prepare(key)))
    const { first, urls } = rankAcross(engines, key, withoutStopWords(parseQuery(key)), hitsPerPage)
    const name = answerFileOf(answers, key)
    entryOf(name).file.answers[key] = { urls, hits: await placesOf(name, first) }
  }
  // The first page of a word that matches one term by typos alone depends on that term and the typos' count only.
  const typoTerms = new Set<string>()
  for (const engine of engines) {
    for (const term of engine.head.terms.split("\n")) if (hasTypoAnswers(term, 1) || hasTypoAnswers(term, 2)) typoTerms.add(term)
  }
  for (const term of [...typoTerms].sort()) {
    await Promise.all(engines.map((engine) => engine.prepare(term)))
    const name = answerFileOf(answers, term)
    const near = hasTypoAnswers(term, 1) ? typoAnswerOf(engines, term, 1, hitsPerPage) : null
    const far = hasTypoAnswers(term, 2) ? typoAnswerOf(engines, term, 2, hitsPerPage) : null
    const some = near ?? far
    if (!some) continue
    const hits = await placesOf(name, some.first)
    const farHits = near && far ? await placesOf(name, far.first) : null
    const differs = farHits !== null && (farHits.length !== hits.length || farHits.some((place, at) => place !== hits[at]))
    entryOf(name).file.typos[term] = differs ? { urls: some.urls, hits, far: farHits } : { urls: some.urls, hits }
  }
  const shards = new Map(files.shards)
  for (const [name, { file }] of byFile) shards.set(name, JSON.stringify(file))
  return { head: JSON.stringify({ ...head, answers }), shards }
}

/**
 * The split index of each version's records (by name, in name order), a docs version's with its answer
 * files unless `answers` is false: the modal searches a version together with the unversioned pages.
 */
export async function buildSearchIndexes(records: readonly SearchRecord[], { answers = true }: { answers?: boolean } = {}): Promise<Map<string, SearchIndexFiles>> {
  const byVersion = new Map<string, SearchRecord[]>()
  for (const record of records) {
    const group = byVersion.get(record.version) ?? []
    group.push(record)
    byVersion.set(record.version, group)
  }
  const built = new Map([...byVersion].sort(([a], [b]) => a.localeCompare(b)).map(([name, group]) => [name, buildSearchIndex(group, name)]))
  if (answers) {
    const unversioned = built.get(UNVERSIONED) ?? null
    for (const [name, files] of built) if (name !== UNVERSIONED) built.set(name, await withAnswers(files, unversioned))
  }
  return built
}

function assertUniqueIds(records: readonly SearchRecord[]): void {
  const seen = new Set<string>()
  for (const record of records) {
    if (seen.has(record.objectID)) throw new Error(`Duplicate search record objectID "${record.objectID}" (a duplicate page URL?)`)
    seen.add(record.objectID)
  }
}

export async function writeSearchIndexes({ records, publicDir }: WriteSearchIndexesOptions): Promise<WrittenSearchIndexes> {
  assertUniqueIds(records)
  const directory = path.join(publicDir, SEARCH_PUBLIC_DIR)
  await mkdir(directory, { recursive: true })

  const built = await buildSearchIndexes(records)
  const indexes: WrittenSearchIndex[] = []
  const current = new Set<string>()
  for (const [name, { head, shards }] of built) {
    const count = (JSON.parse(head) as SearchIndexHead).documentCount
    const file = headFileOf(name)
    await mkdir(path.dirname(path.join(directory, file)), { recursive: true })
    await writeFile(path.join(directory, file), head)
    current.add(file)
    const gzipBytes = gzipSync(head, { level: 6 }).length
    let totalBytes = Buffer.byteLength(head)
    let totalGzipBytes = gzipBytes
    for (const [shard, json] of shards) {
      await mkdir(path.dirname(path.join(directory, shard)), { recursive: true })
      await writeFile(path.join(directory, shard), json)
      current.add(shard)
      totalBytes += Buffer.byteLength(json)
      totalGzipBytes += gzipSync(json, { level: 6 }).length
    }
    indexes.push({ name, file, records: count, bytes: Buffer.byteLength(head), gzipBytes, shards: shards.size, totalBytes, totalGzipBytes })
  }

  // Files of earlier builds go: hashed heads of the earlier layout here, shards in each index's folder (a whole
  // folder when its index is gone; its head is overwritten above).
  const stems = new Set(indexes.map((index) => fileStem(index.name)))
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      const folder = path.join(directory, entry.name)
      if (!stems.has(entry.name)) {
        await rm(folder, { recursive: true, force: true })
        continue
      }
      for (const shard of await readdir(folder, { withFileTypes: true })) {
        if (shard.isFile() && indexFilePattern.test(shard.name) && !current.has(`${entry.name}/${shard.name}`)) await rm(path.join(folder, shard.name))
      }
      const answers = path.join(folder, "a")
      for (const file of await readdir(answers).catch(() => [] as string[])) {
        if (answerFilePattern.test(file) && !current.has(`${entry.name}/a/${file}`)) await rm(path.join(answers, file))
      }
    } else if (indexFilePattern.test(entry.name) && !current.has(entry.name)) {
      await rm(path.join(directory, entry.name))
    }
  }

  const manifest: SearchIndexManifest = { indexes: Object.fromEntries(indexes.map((index) => [index.name, index.file])) }
  await writeFile(path.join(directory, SEARCH_MANIFEST_FILE), JSON.stringify(manifest, null, 2))
  const recordsJson = JSON.stringify(records)
  await writeFile(path.join(directory, SEARCH_RECORDS_FILE), recordsJson)
  await writeFile(path.join(directory, SEARCH_ALGOLIA_SETTINGS_FILE), JSON.stringify(algoliaIndexSettings, null, 2))

  return {
    directory,
    indexes,
    manifestFile: SEARCH_MANIFEST_FILE,
    recordsFile: SEARCH_RECORDS_FILE,
    recordsBytes: Buffer.byteLength(recordsJson),
    settingsFile: SEARCH_ALGOLIA_SETTINGS_FILE,
  }
}
