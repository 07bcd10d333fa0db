/**
 * Where an index's head is, relative to the search folder: a fixed name the
 * page knows without the manifest (`shared/search/indexFormat.ts`). A module
 * of its own because the search button's small early chunk needs it (it asks
 * for the heads on opening) and nothing else of the index format.
 */

/** An index's folder name under the search folder: its version facet value, made safe for a path. */
export function fileStem(name: string): string {
  return name.replace(/[^\w.-]/g, "_")
}

/** The head of an index. */
export function headFileOf(name: string): string {
  return `${fileStem(name)}/head.json`
}
