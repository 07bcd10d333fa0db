import React from "react"
import { Dropdown, type DropdownItem } from "../../Dropdown"

/**
 * The docs version menu. On a docs page its entries lead to the same page in
 * each version (or that version's first page); choosing one is remembered as
 * the reader's preferred version.
 */
export function DocsVersionDropdown({ label, items }: { label: string; items: readonly DropdownItem[] }) {
  return <Dropdown label={label} items={items} align="end" />
}
