/** The modal's code-split chunk, imported once (and again after a failed download). */
type SearchModalModule = typeof import("../SearchModal")

let loading: Promise<SearchModalModule> | null = null

export function loadSearchModal(): Promise<SearchModalModule> {
  if (!loading) {
    const promise = import(/* webpackChunkName: "search-modal" */ "../SearchModal")
    loading = promise
    promise.catch(() => {
      if (loading === promise) loading = null
    })
  }
  return loading
}
