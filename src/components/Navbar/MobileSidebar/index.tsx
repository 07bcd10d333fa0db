import React, { useCallback, useRef } from "react"
import { useNavbarMobileSidebar } from "../../../theme/navbarMobileSidebar"
import { LoadError, LoadingText, useLazyModule, type LazyModuleState } from "../../LazyLoad"
import type { NavbarModel } from "../useNavbarModel"
import { MobileSidebarHeader } from "./Header"
import { loadMobileSidebarContent } from "./loadContent"
import * as styles from "./styles.module.css"

type OpenMenuModule = Awaited<ReturnType<typeof loadMobileSidebarContent>>

const strings = {
  label: "Navigation menu",
}

interface MobileSidebarProps {
  model: NavbarModel
  secondaryMenu?: React.ReactNode
}

/**
 * The slide-out menu: a modal panel over a backdrop. While it is open the
 * page behind is inert and focus stays inside; Escape, the close button and a
 * click on the backdrop close it and give focus back to the toggle. Following
 * a link closes it too.
 */
export function NavbarMobileSidebar({ model, secondaryMenu }: MobileSidebarProps) {
  const { shown, close } = useNavbarMobileSidebar()
  const [menu, retry] = useLazyModule(loadMobileSidebarContent, shown)
  if (!shown) return null
  return <OpenMobileSidebar onClose={close} menu={menu} retry={retry} model={model} secondaryMenu={secondaryMenu} />
}

interface OpenMobileSidebarProps extends MobileSidebarProps {
  onClose: () => void
  menu: LazyModuleState<OpenMenuModule>
  retry: () => void
}

function OpenMobileSidebar({ onClose, menu, retry, model, secondaryMenu }: OpenMobileSidebarProps) {
  const rootRef = useRef<HTMLDivElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const opener = useRef<Element | null>(null)
  if (opener.current === null && typeof document !== "undefined") opener.current = document.activeElement
  const returnFocus = useRef(false)

  // The toggle is inert until the menu is gone, so focus goes back to it only then.
  const onReleased = useCallback(() => {
    if (returnFocus.current && opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus()
  }, [])

  const closeAndReturnFocus = useCallback(() => {
    returnFocus.current = true
    onClose()
  }, [onClose])

  // Following a link (even to the page already shown) closes the menu.
  const onClick = (event: React.MouseEvent) => {
    if ((event.target as Element).closest("a[href]")) onClose()
  }
  // Until the menu's own code is in (it brings the focus trap), Escape still closes it.
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (menu.status !== "loaded" && event.key === "Escape") closeAndReturnFocus()
  }

  return (
    <div ref={rootRef} className={styles.root}>
      <div className={styles.backdrop} onClick={closeAndReturnFocus} aria-hidden="true" data-testid="mobile-menu-backdrop" />
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- catches clicks and Escape bubbling from the links and buttons inside, which hold the focus */}
      <div ref={panelRef} className={styles.panel} role="dialog" aria-modal="true" aria-label={strings.label} onClick={onClick} onKeyDown={onKeyDown}>
        <MobileSidebarHeader onClose={closeAndReturnFocus} />
        <div className={styles.body}>
          {menu.status === "loaded" ? (
            <>
              <menu.module.ModalMenu rootRef={rootRef} panelRef={panelRef} onEscape={closeAndReturnFocus} onReleased={onReleased} />
              <menu.module.MobileSidebarContent model={model} secondaryMenu={secondaryMenu} />
            </>
          ) : menu.status === "error" ? (
            <LoadError error={menu.error} onRetry={retry} />
          ) : (
            <LoadingText />
          )}
        </div>
      </div>
    </div>
  )
}
