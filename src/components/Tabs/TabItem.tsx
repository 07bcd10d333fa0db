import React from "react"

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

/**
 * One tab's content; <Tabs> reads its props and renders it. A module of its
 * own so MDX can use it without loading <Tabs> (see MdxProvider/lazyTabs).
 */
export function TabItem({ children }: TabItemProps) {
  return <>{children}</>
}
