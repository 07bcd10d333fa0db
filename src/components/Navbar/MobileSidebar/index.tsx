import React, { useCallback, useEffect, useRef } from "react"
import { useNavbarMobileSidebar } from "../../../theme/navbarMobileSidebar"
import { useModalLayer, withModalBehaviour } from "../../../theme/dialog/useModalLayer"
import { LoadError, LoadingText, useLazyModule, type LazyModuleState } from "../../LazyLoad"
import type { NavbarModel } from "../useNavbarModel"
import { MobileSidebarHeader } from "./Header"
import { loadMobileSidebarContent } from "./loadContent"
import * as styles from "./styles.module.css"

type ContentModule = Awaited<ReturnType<typeof loadMobileSidebarContent>>

// The contents show once the modal behaviour is in too, so focus is already inside when they appear.
const loadMenu = withModalBehaviour(loadMobileSidebarContent)

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
  const [menu, retry] = useLazyModule(loadMenu, shown)
  if (!shown) return null
  return <OpenMobileSidebar onClose={close} menu={menu} retry={retry} model={model} secondaryMenu={secondaryMenu} />
}

interface OpenMobileSidebarProps extends MobileSidebarProps {
  onClose: () => void
  menu: LazyModuleState<ContentModule>
  retry: () => void
}

function OpenMobileSidebar({ onClose, menu, retry, model, secondaryMenu }: OpenMobileSidebarProps) {
  const rootRef = useRef<HTMLDivElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  // Focus goes back to the toggle when the reader closes the menu, not when a link they followed closed it.
  const returnFocus = useRef(false)

  const closeAndReturnFocus = useCallback(() => {
    returnFocus.current = true
    onClose()
  }, [onClose])

  const { modal } = useModalLayer(rootRef, { trap: panelRef, onEscape: closeAndReturnFocus, returnFocus: () => returnFocus.current })

  // Following a link (even to the page already shown) closes the menu.
  const onClick = (event: React.MouseEvent) => {
    if ((event.target as Element).closest("a[href]")) onClose()
  }
  // Until the modal behaviour is in (it handles Escape), and if it cannot load, Escape still closes the menu:
  // heard on the document, since focus may still be on the toggle when the reader presses it.
  useEffect(() => {
    if (modal) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") closeAndReturnFocus()
    }
    document.addEventListener("keydown", onKeyDown)
    return () => document.removeEventListener("keydown", onKeyDown)
  }, [modal, closeAndReturnFocus])

  return (
    <div ref={rootRef} className={styles.root}>
      <div className={styles.backdrop} onClick={closeAndReturnFocus} aria-hidden="true" data-testid="mobile-menu-backdrop" />
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/click-events-have-key-events -- catches clicks bubbling from the links inside, which handle their own keys */}
      <div ref={panelRef} className={styles.panel} role="dialog" aria-modal="true" aria-label={strings.label} onClick={onClick}>
        <MobileSidebarHeader onClose={closeAndReturnFocus} />
        <div className={styles.body}>
          {menu.status === "loaded" ? (
            <menu.module.MobileSidebarContent model={model} secondaryMenu={secondaryMenu} />
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
