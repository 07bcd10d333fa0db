import React, { useCallback, useEffect, useId, useRef, useState } from "react"
import { Link } from "gatsby"
import { Icon } from "../Icon"
import * as styles from "./styles.module.css"

export interface DropdownItem {
  label: string
  /** Site path of the entry. */
  to: string
  /** The entry for what is shown now (current version, current language). */
  active?: boolean
  lang?: string
  /** Runs before navigation (e.g. to remember the chosen version). */
  onSelect?: () => void
}

interface DropdownProps {
  /** Button text: the current value ("0.1.2", "English"), which is also its accessible name. */
  label: string
  items: readonly DropdownItem[]
  /** Decorative icon before the label. */
  icon?: React.ReactNode
  /** Which edge of the button the menu lines up with. */
  align?: "start" | "end"
}

/**
 * A disclosure button with a list of links (WAI-ARIA "disclosure navigation"):
 * Enter/Space/click toggle it, ↓/↑ move through the links, Escape closes it
 * and returns focus to the button, and it closes when focus or a click goes
 * elsewhere. Without JavaScript the list opens on hover and keyboard focus.
 */
export function Dropdown({ label, items, icon, align = "start" }: DropdownProps) {
  const [open, setOpen] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const menuId = useId()

  const links = () => Array.from(rootRef.current?.querySelectorAll<HTMLAnchorElement>("a[href]") ?? [])
  const focusLink = (index: number) => {
    const all = links()
    all[(index + all.length) % all.length]?.focus()
  }

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false)
    if (returnFocus) buttonRef.current?.focus()
  }, [])

  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener("pointerdown", onPointerDown)
    return () => document.removeEventListener("pointerdown", onPointerDown)
  }, [open])

  const onKeyDown = (event: React.KeyboardEvent) => {
    const all = links()
    const index = all.indexOf(document.activeElement as HTMLAnchorElement)
    if (event.key === "Escape" && open) {
      event.preventDefault()
      close(true)
    } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault()
      const step = event.key === "ArrowDown" ? 1 : -1
      if (!open) {
        setOpen(true)
        // The list renders on the next frame; then move into it.
        requestAnimationFrame(() => focusLink(step === 1 ? 0 : -1))
      } else {
        focusLink(index === -1 ? (step === 1 ? 0 : -1) : index + step)
      }
    } else if ((event.key === "Home" || event.key === "End") && index !== -1) {
      event.preventDefault()
      focusLink(event.key === "Home" ? 0 : -1)
    }
  }

  const onBlur = (event: React.FocusEvent) => {
    if (open && !rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false)
  }

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- handles keys and blur that bubble from the button and links inside, which hold the focus
    <div ref={rootRef} className={styles.dropdown} data-open={open || undefined} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(value => !value)}
      >
        {icon}
        <span>{label}</span>
        <Icon name="caretDown" size={10} className={styles.caret} />
      </button>
      <ul id={menuId} className={`${styles.menu} ${align === "end" ? styles.alignEnd : ""}`} hidden={!open}>
        {items.map(item => (
          <li key={`${item.label}:${item.to}`}>
            <Link
              to={item.to}
              lang={item.lang}
              className={styles.link}
              aria-current={item.active ? "true" : undefined}
              onClick={() => {
                item.onSelect?.()
                setOpen(false)
              }}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
