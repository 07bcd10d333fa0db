import { loadOnce } from "../../theme/loadOnce"

/** The modal's contents, a code-split chunk: imported once, and again after a failed download. */
export const loadSearchModal = loadOnce(() => import(/* webpackChunkName: "search-modal" */ "../SearchModal"))
