/**
 * When Gatsby's cache (.cache/) may be reused. Gatsby empties it when it finds
 * no plugins hash from the last run; this drops that hash, before Gatsby
 * checks it, in the two cases where reusing the cache made a build write
 * something other than a clean build of the same tree
 * (scripts/check-cached-builds.mjs tests both):
 * - the cache was made in another folder (a CI cache restored elsewhere, a
 *   moved checkout): it records absolute paths, and the build failed ("The
 *   result of this StaticQuery could not be fetched");
 * - the last `gatsby build` did not finish: Gatsby stores nodes as it makes
 *   them but what it knows about pages only at the end, so after a failed
 *   build a page whose content changed in that run kept its old HTML.
 */
import fs from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"

interface CacheRecord {
  /** The folder the cache was made in. */
  directory: string
  /** The Gatsby command that last used it. */
  command: string
  /** Whether that command finished (a build ends with onPostBuild). */
  finished: boolean
}

const recordOf = (siteDirectory: string) => path.join(siteDirectory, ".cache", "site-cache-record.json")

export function readCacheRecord(siteDirectory: string): CacheRecord | null {
  try {
    return JSON.parse(fs.readFileSync(recordOf(siteDirectory), "utf8")) as CacheRecord
  } catch {
    return null
  }
}

function writeCacheRecord(siteDirectory: string, record: CacheRecord): void {
  fs.mkdirSync(path.dirname(recordOf(siteDirectory)), { recursive: true })
  fs.writeFileSync(recordOf(siteDirectory), JSON.stringify(record))
}

/** Why the cache in `siteDirectory` must not be reused, or null when it may be. */
export function reasonToDropCache(siteDirectory: string, record: CacheRecord | null): string | null {
  if (!record) return null
  if (record.directory !== siteDirectory) return `it was made in ${record.directory}`
  if (record.command === "build" && !record.finished) return "the last build did not finish"
  return null
}

// Gatsby types its store's getState loosely.
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- Gatsby's own type for it
const siteDirectoryOf = (store: { getState: Function }) => (store.getState() as { program: { directory: string } }).program.directory

// Runs before Gatsby compares its plugins hash with the last run's.
export const onPreInit: GatsbyNode["onPreInit"] = ({ store, reporter }) => {
  const here = siteDirectoryOf(store)
  const reason = reasonToDropCache(here, readCacheRecord(here))
  if (!reason) return
  reporter.info(`Gatsby's cache is not reused (${reason}): this build starts clean.`)
  store.dispatch({ type: "UPDATE_PLUGINS_HASH", payload: "" })
  // Gatsby keeps webpack's cache through that; it holds the same run's records.
  fs.rmSync(path.join(here, ".cache", "webpack"), { recursive: true, force: true })
}

// After Gatsby has emptied or kept its cache: from now on it belongs to this run.
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ store }) => {
  const here = siteDirectoryOf(store)
  writeCacheRecord(here, { directory: here, command: process.env.gatsby_executing_command ?? "build", finished: false })
}

export function markBuildFinished(siteDirectory: string): void {
  const record = readCacheRecord(siteDirectory)
  if (record) writeCacheRecord(siteDirectory, { ...record, finished: true })
}
