/**
 * The site's search. Only the button is loaded with a page; the modal, the
 * search clients and the indexes load when the reader opens search.
 */
export { SearchButton, type SearchButtonProps } from "./SearchButton"
export type { SearchContext } from "../shared/search/types"
