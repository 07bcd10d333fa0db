import React from "react"
import { Dropdown, type DropdownItem } from "../../Dropdown"
import { Icon } from "../../Icon"

/** The language menu; English is the only locale, and it links to the page being read. */
export function LocaleDropdown({ label, items }: { label: string; items: readonly DropdownItem[] }) {
  return <Dropdown label={label} items={items} icon={<Icon name="language" size={18} />} align="end" />
}
