/**
 * Gatsby's cache (.cache/) holds absolute paths: page components, static
 * queries, webpack's module records. Built again in another folder (a CI cache
 * restored elsewhere, a checkout moved) it fails ("The result of this
 * StaticQuery could not be fetched") or writes other output. Gatsby empties
 * its cache when it finds no plugins hash from the last run, so when the cache
 * was made in another folder, the hash is dropped before Gatsby checks it and
 * the build starts clean (scripts/check-cached-builds.mjs tests it).
 */
import fs from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"

const markerName = "site-directory.txt"

const markerOf = (siteDirectory: string) => path.join(siteDirectory, ".cache", markerName)

/** The folder the cache in `siteDirectory` was made in, or null when it does not say. */
export function cacheMadeIn(siteDirectory: string): string | null {
  try {
    return fs.readFileSync(markerOf(siteDirectory), "utf8")
  } catch {
    return null
  }
}

// Runs before Gatsby compares its plugins hash with the last run's.
export const onPreInit: GatsbyNode["onPreInit"] = ({ store, reporter }) => {
  const here = store.getState().program.directory as string
  const madeIn = cacheMadeIn(here)
  if (madeIn === null || madeIn === here) return
  reporter.info(`Gatsby's cache was made in ${madeIn}, not here: starting from a clean cache.`)
  store.dispatch({ type: "UPDATE_PLUGINS_HASH", payload: "" })
  // Gatsby keeps webpack's cache through that; it records the old folder's paths too.
  fs.rmSync(path.join(here, ".cache", "webpack"), { recursive: true, force: true })
}

// After Gatsby has emptied or kept its cache: from now on it belongs to this folder.
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ store }) => {
  const here = store.getState().program.directory as string
  fs.mkdirSync(path.dirname(markerOf(here)), { recursive: true })
  fs.writeFileSync(markerOf(here), here)
}
