import React from "react"
import { SearchButton } from "../../../search"

/**
 * The navbar's search button. `version` is the page's docs version, else the
 * reader's preferred one, else the latest: the context search filters by.
 */
export function NavbarSearch({ version }: { version: string }) {
  return <SearchButton searchContext={{ version }} />
}
