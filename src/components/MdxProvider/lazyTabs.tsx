import React, { Suspense, lazy } from "react"
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
 * have tabs, so the others never download their code. The HTML renderer waits
 * for lazy parts, so the page arrives with its tabs drawn; in the browser React
 * keeps that markup and makes it interactive once the chunk is in.
 */
export function createLazyTabs(load: () => Promise<TabsModule>): React.ComponentType<TabsProps> {
  const Loaded = lazy(() =>
    load().then(
      module => ({ default: module.Tabs }),
      () => ({ default: EveryPanel })
    )
  )
  return function LazyTabs(props: TabsProps) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    )
  }
}

export const Tabs = createLazyTabs(() => import(/* webpackChunkName: "tabs" */ "../Tabs"))
