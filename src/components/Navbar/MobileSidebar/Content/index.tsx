import React, { useEffect, useRef, useState } from "react"
import type { NavbarModel } from "../../useNavbarModel"
import { MobilePrimaryMenu } from "./PrimaryMenu"
import { MobileSecondaryMenu } from "./SecondaryMenu"

interface MobileSidebarContentProps {
  model: NavbarModel
  secondaryMenu?: React.ReactNode
}

/**
 * The mobile menu's body. On pages with a sidebar (docs, blog) that sidebar
 * shows first, with a way back to the main menu; elsewhere the main menu.
 */
export function MobileSidebarContent({ model, secondaryMenu }: MobileSidebarContentProps) {
  const [secondary, setSecondary] = useState(Boolean(secondaryMenu))
  const rootRef = useRef<HTMLDivElement>(null)
  const switched = useRef(false)

  // The Back button disappears with the secondary menu: keep focus in the menu.
  useEffect(() => {
    if (switched.current) rootRef.current?.querySelector<HTMLElement>("a[href], button")?.focus()
  }, [secondary])

  const back = () => {
    switched.current = true
    setSecondary(false)
  }
  return (
    <div ref={rootRef}>
      {secondary && secondaryMenu ? <MobileSecondaryMenu onBack={back}>{secondaryMenu}</MobileSecondaryMenu> : <MobilePrimaryMenu model={model} />}
    </div>
  )
}
