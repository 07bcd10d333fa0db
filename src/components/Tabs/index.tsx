import React, { useId, useRef, useState } from "react"
import { useStorageSlot } from "../../theme/useStorageSlot"
import { TabItem, type TabItemProps, type TabsProps } from "./TabItem"
import { tabGroupSlot, ungroupedSlot } from "./tabGroups"
import * as styles from "./styles.module.css"

export { TabItem, type TabItemProps, type TabsProps }

/**
 * WAI-ARIA tabs. Without JavaScript every panel shows, each under its label,
 * so the page still reads fully (see the .js rules in styles).
 */
export function Tabs({ children, groupId }: TabsProps) {
  const items = React.Children.toArray(children).filter(
    (child): child is React.ReactElement<TabItemProps> => React.isValidElement(child) && typeof child.props === "object" && child.props !== null && "value" in (child.props as object)
  )
  const initial = items.find(item => item.props.default)?.props.value ?? items[0]?.props.value
  const [chosenHere, setChosenHere] = useState(initial)
  const groupSlot = groupId ? tabGroupSlot(groupId) : ungroupedSlot
  const chosenInGroup = useStorageSlot(groupSlot)
  // The group's choice wins when this set of tabs has it; a group may hold values other sets lack.
  const selected = items.some(item => item.props.value === chosenInGroup) ? chosenInGroup : chosenHere
  const select = (value: string) => {
    setChosenHere(value)
    if (groupId) groupSlot.set(value)
  }
  const baseId = useId()
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([])

  const onKeyDown = (event: React.KeyboardEvent, index: number) => {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 }
    let next: number | null = null
    if (event.key in moves) next = (index + moves[event.key] + items.length) % items.length
    if (event.key === "Home") next = 0
    if (event.key === "End") next = items.length - 1
    if (next === null) return
    event.preventDefault()
    select(items[next].props.value)
    tabRefs.current[next]?.focus()
  }

  return (
    <div className={styles.tabs}>
      <div role="tablist" className={styles.tabList}>
        {items.map((item, index) => {
          const active = item.props.value === selected
          return (
            <button
              key={item.props.value}
              ref={element => {
                tabRefs.current[index] = element
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${index}`}
              aria-selected={active}
              aria-controls={`${baseId}-panel-${index}`}
              tabIndex={active ? 0 : -1}
              className={styles.tab}
              onClick={() => select(item.props.value)}
              onKeyDown={event => onKeyDown(event, index)}
            >
              {item.props.label ?? item.props.value}
            </button>
          )
        })}
      </div>
      {items.map((item, index) => (
        <div
          key={item.props.value}
          role="tabpanel"
          id={`${baseId}-panel-${index}`}
          aria-labelledby={`${baseId}-tab-${index}`}
          hidden={item.props.value !== selected}
          className={styles.panel}
        >
          <p className={styles.noJsLabel}>{item.props.label ?? item.props.value}</p>
          {item.props.children}
        </div>
      ))}
    </div>
  )
}
