/**
 * Writes the embedded search indexes under `<publicDir>/search/`:
 *
 * - one serialised MiniSearch index per docs version and one for the pages
 *   outside the docs (`unversioned`), named `<name>.<content hash>.json` so a
 *   host can cache them forever; the browser loads the reader's version plus
 *   the unversioned file;
 * - `manifest.json`, mapping each version facet value to its file (small,
 *   revalidated on each visit);
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
import { SEARCH_ALGOLIA_SETTINGS_FILE, SEARCH_MANIFEST_FILE, SEARCH_PUBLIC_DIR, SEARCH_RECORDS_FILE } from "../../shared/search/constants"
import type { SearchIndexManifest, SearchRecord } from "../../shared/search/types"

export interface WriteSearchIndexesOptions {
  records: readonly SearchRecord[]
  /** The site's output folder, usually `public`. */
  publicDir: string
}

export interface WrittenSearchIndex {
  /** The version facet value the index holds. */
  name: string
  /** File name inside `<publicDir>/search/`. */
  file: string
  records: number
  bytes: number
  /** Size at gzip level 6, as a server usually sends it. */
  gzipBytes: number
}

export interface WrittenSearchIndexes {
  directory: string
  indexes: WrittenSearchIndex[]
  manifestFile: string
  recordsFile: string
  recordsBytes: number
  settingsFile: string
}

const indexFilePattern = /^[\w.-]+\.[0-9a-f]{12}\.json$/

function fileStem(name: string): string {
  return name.replace(/[^\w.-]/g, "_")
}

export function buildSearchIndex(records: readonly SearchRecord[]): string {
  const engine = new MiniSearch<SearchRecord>(miniSearchOptions)
  engine.addAll(records)
  return JSON.stringify(engine)
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

  const byVersion = new Map<string, SearchRecord[]>()
  for (const record of records) {
    const group = byVersion.get(record.version) ?? []
    group.push(record)
    byVersion.set(record.version, group)
  }

  const indexes: WrittenSearchIndex[] = []
  for (const [name, group] of [...byVersion].sort(([a], [b]) => a.localeCompare(b))) {
    const json = buildSearchIndex(group)
    const hash = createHash("sha256").update(json).digest("hex").slice(0, 12)
    const file = `${fileStem(name)}.${hash}.json`
    await writeFile(path.join(directory, file), json)
    indexes.push({ name, file, records: group.length, bytes: Buffer.byteLength(json), gzipBytes: gzipSync(json, { level: 6 }).length })
  }

  const current = new Set(indexes.map((index) => index.file))
  for (const entry of await readdir(directory)) {
    if (indexFilePattern.test(entry) && !current.has(entry)) await rm(path.join(directory, entry))
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
