import React from "react"
import { NavbarLayout } from "./Layout"
import { NavbarContent } from "./Content"
import { NavbarMobileSidebar } from "./MobileSidebar"
import { useNavbarModel, type NavbarPageProps } from "./useNavbarModel"

export type { VersionLink } from "./navbarModel"

export interface NavbarProps extends NavbarPageProps {
  /** Shown first in the mobile menu (the docs or blog sidebar of the page). */
  secondaryMenu?: React.ReactNode
}

/** The top navigation bar and, on small screens, its slide-out menu. */
export function Navbar({ secondaryMenu, ...page }: NavbarProps) {
  const model = useNavbarModel(page)
  return (
    <>
      <NavbarLayout>
        <NavbarContent model={model} />
      </NavbarLayout>
      <NavbarMobileSidebar model={model} secondaryMenu={secondaryMenu} />
    </>
  )
}
