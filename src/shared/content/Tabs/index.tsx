import React, { useId } from "react"

export interface TabItemProps {
  value: string
  label?: string
  default?: boolean
  children: React.ReactNode
}

export interface TabsProps {
  children: React.ReactNode
  /** Tabs sharing a group id (e.g. "os") switch together, on this page and later ones (the choice is stored). */
  groupId?: string
}

/** One tab's content; <Tabs> reads its props and renders it. */
export function TabItem({ children }: TabItemProps) {
  return <>{children}</>
}

/**
 * WAI-ARIA tabs, rendered at build time with the default tab (or the first)
 * selected. In the browser src/components/MdxBody/tabs.ts switches them and
 * keeps each group's choice. Without JavaScript every panel shows, each under
 * its label, so the page still reads fully (styles.css).
 */
export function Tabs({ children, groupId }: TabsProps) {
  const items = React.Children.toArray(children).filter(
    (child): child is React.ReactElement<TabItemProps> => React.isValidElement(child) && typeof child.props === "object" && child.props !== null && "value" in (child.props as object)
  )
  const selected = items.find(item => item.props.default)?.props.value ?? items[0]?.props.value
  const baseId = useId()
  return (
    <div className="tabs" data-tabs="" data-group-id={groupId}>
      <div role="tablist" className="tabs__list">
        {items.map((item, index) => {
          const active = item.props.value === selected
          return (
            <button
              key={item.props.value}
              type="button"
              role="tab"
              id={`${baseId}-tab-${index}`}
              aria-selected={active}
              aria-controls={`${baseId}-panel-${index}`}
              tabIndex={active ? 0 : -1}
              className="tabs__tab"
              data-value={item.props.value}
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
          className="tabs__panel"
          data-value={item.props.value}
        >
          <p className="tabs__no-js-label">{item.props.label ?? item.props.value}</p>
          {item.props.children}
        </div>
      ))}
    </div>
  )
}
