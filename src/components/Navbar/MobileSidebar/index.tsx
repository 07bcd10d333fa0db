import React, { useCallback, useEffect, useRef } from "react"
import { useNavbarMobileSidebar } from "../../../theme/navbarMobileSidebar"
import { useInertBackground } from "../../../theme/inertBackground"
import { LoadError, LoadingText, useLazyModule } from "../../LazyLoad"
import type { NavbarModel } from "../useNavbarModel"
import { MobileSidebarHeader } from "./Header"
import { loadMobileSidebarContent } from "./loadContent"
import { useFocusTrap } from "./useFocusTrap"
import * as styles from "./styles.module.css"

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
  const [content, retry] = useLazyModule(loadMobileSidebarContent, shown)
  if (!shown) return null
  return (
    <OpenMobileSidebar onClose={close}>
      {content.status === "loaded" ? (
        <content.module.MobileSidebarContent model={model} secondaryMenu={secondaryMenu} />
      ) : content.status === "error" ? (
        <LoadError error={content.error} onRetry={retry} />
      ) : (
        <LoadingText />
      )}
    </OpenMobileSidebar>
  )
}

function OpenMobileSidebar({ onClose, children }: { onClose: () => void; children: React.ReactNode }) {
  const rootRef = useRef<HTMLDivElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const opener = useRef<Element | null>(null)
  if (opener.current === null && typeof document !== "undefined") opener.current = document.activeElement
  const returnFocus = useRef(false)

  // The toggle is inert until the menu is gone, so focus goes back to it only then.
  useInertBackground(rootRef, () => {
    if (returnFocus.current && opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus()
  })

  const closeAndReturnFocus = useCallback(() => {
    returnFocus.current = true
    onClose()
  }, [onClose])

  useFocusTrap(panelRef, closeAndReturnFocus)

  // The page behind must not scroll under the menu.
  useEffect(() => {
    const previous = document.body.style.overflow
    document.body.style.overflow = "hidden"
    return () => {
      document.body.style.overflow = previous
    }
  }, [])

  // Following a link (even to the page already shown) closes the menu.
  const onClick = (event: React.MouseEvent) => {
    if ((event.target as Element).closest("a[href]")) onClose()
  }

  return (
    <div ref={rootRef} className={styles.root}>
      <div className={styles.backdrop} onClick={closeAndReturnFocus} aria-hidden="true" data-testid="mobile-menu-backdrop" />
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- catches clicks bubbling from the links inside, which Enter activates too */}
      <div ref={panelRef} className={styles.panel} role="dialog" aria-modal="true" aria-label={strings.label} onClick={onClick}>
        <MobileSidebarHeader onClose={closeAndReturnFocus} />
        <div className={styles.body}>{children}</div>
      </div>
    </div>
  )
}
