/**
 * Search problems a build can see coming and a reader would only meet later:
 * an Algolia configuration with some but not all of its variables (the site
 * then uses Algolia and every search fails with the client's "`appId` is
 * missing."), and an embedded index so big that the first search waits for
 * it on a slow link.
 */

export const algoliaVariables = ["GATSBY_ALGOLIA_APP_ID", "GATSBY_ALGOLIA_API_KEY", "GATSBY_ALGOLIA_INDEX_NAME"] as const

/** 1 MB gzip per docs version: about 20 s on slow 3G before the first result. */
export const SEARCH_INDEX_GZIP_WARNING_BYTES = 1_000_000

const isSet = (value: string | undefined) => typeof value === "string" && value.trim() !== ""

const list = (names: readonly string[]) => (names.length <= 1 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`)

/** A warning when some but not all of the GATSBY_ALGOLIA_* variables are set; null otherwise. */
export function partialAlgoliaWarning(env: NodeJS.ProcessEnv): string | null {
  const set = algoliaVariables.filter((name) => isSet(env[name]))
  if (set.length === 0 || set.length === algoliaVariables.length) return null
  const missing = algoliaVariables.filter((name) => !set.includes(name))
  return (
    `search: ${list(set)} ${set.length === 1 ? "is" : "are"} set but ${list(missing)} ${missing.length === 1 ? "is" : "are"} not. ` +
    "The site will search Algolia and fail (the modal shows the client's error). Set all three for Algolia, or none for the embedded search."
  )
}

export interface IndexSize {
  /** The version facet value (a docs version, or `unversioned`). */
  name: string
  gzipBytes: number
}

/** One warning per embedded index whose head (what opening search downloads) is over the gzip limit. */
export function oversizedIndexWarnings(indexes: readonly IndexSize[], limit = SEARCH_INDEX_GZIP_WARNING_BYTES): string[] {
  return indexes
    .filter((index) => index.gzipBytes > limit)
    .map(
      (index) =>
        `search: the "${index.name}" index is ${(index.gzipBytes / 1_000_000).toFixed(2)} MB gzip (over ${limit / 1_000_000} MB) in its head, ` +
        "its term dictionary, which readers download before their first result. Consider fewer distinct words for that version, or a hosted Algolia index.",
    )
}
