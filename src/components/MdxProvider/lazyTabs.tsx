import React from "react"
import { lazyHydrated } from "../LazyLoad/lazyHydrated"
import type { TabItemProps, TabsProps } from "../Tabs/TabItem"

type TabsModule = { Tabs: React.ComponentType<TabsProps> }

/**
 * Every panel under its label: what a reader gets if the tabs' code cannot
 * load (offline, a deploy replaced the chunk), instead of an error page.
 */
export function EveryPanel({ children }: TabsProps) {
  const items = React.Children.toArray(children).filter((child): child is React.ReactElement<TabItemProps> => React.isValidElement(child))
  return (
    <div>
      {items.map(item => (
        <section key={item.props.value} aria-label={item.props.label ?? item.props.value}>
          <p>
            <strong>{item.props.label ?? item.props.value}</strong>
          </p>
          {item.props.children}
        </section>
      ))}
    </div>
  )
}

/**
 * <Tabs> for MDX, loaded with the first page that uses it: a handful of pages
 * have tabs, so the others never download their code.
 */
export function createLazyTabs(load: () => Promise<TabsModule>): React.ComponentType<TabsProps> {
  return lazyHydrated(() => load().then(module => module.Tabs), EveryPanel)
}

export const Tabs = createLazyTabs(() => import(/* webpackChunkName: "tabs" */ "../Tabs"))
