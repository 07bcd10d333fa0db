/**
 * The recorder: the inline script in every page's <head> that holds the
 * reader's actions until the page's view has hydrated (what it holds and why:
 * ./earlyActions.ts, which replays them). Only the server rendering imports
 * this module (gatsby-ssr.tsx), so the browser's bundles do not carry the
 * recorder's source twice.
 */
import type { HeldAction, RecorderWindow } from "../earlyActions"

/**
 * What counts as the reader's first interaction: one of these comes before a
 * click, a key's action or a scroll by wheel or finger (a screen reader's
 * activation may send the click alone, or move focus).
 */
export const readerIntentEvents = ["pointermove", "pointerdown", "touchstart", "wheel", "keydown", "focusin", "click"] as const

export interface RecorderSettings {
  intentEvents: readonly string[]
  /** Elements whose primary click the app may answer (links are filtered further: see `isHeldLink`). */
  clickControls: string
  /** Focused widgets whose keys the app answers (WAI-ARIA composite widgets, popup and disclosure buttons). */
  keyWidgets: string
  /** Keys such a widget answers; Tab and Escape are never held (focus moves natively, nothing is open yet). */
  widgetKeys: readonly string[]
  /** Native controls: Enter and Space on them make a click, which is held instead of the key. */
  clickingControls: string
  /** Controls that do what the search shortcut does (they name it): typing after a held click on one is the search's query, as after the shortcut. */
  typingControls: string
  /** A held link waits this long for the page's code, then opens its page in full (a slow page loads on). */
  linkDeadlineMs: number
  strings: { offline: string; retry: string }
}

export const recorderSettings: RecorderSettings = {
  intentEvents: readerIntentEvents,
  clickControls:
    "a[href],button,summary,input[type=checkbox],input[type=radio],[role=button],[role=link],[role=tab],[role=menuitem],[role=menuitemradio],[role=menuitemcheckbox],[role=option],[role=switch],[role=checkbox],[role=radio],[role=treeitem]",
  keyWidgets:
    "[role=tab],[role=tablist],[role=menu],[role=menubar],[role=menuitem],[role=menuitemradio],[role=menuitemcheckbox],[role=listbox],[role=option],[role=tree],[role=treeitem],[role=radiogroup],[role=radio],[role=slider],[role=spinbutton],[role=combobox],[aria-haspopup]:not([aria-haspopup=false]),[aria-expanded]",
  widgetKeys: ["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End", "PageUp", "PageDown", "Enter", " "],
  clickingControls: "a[href],button,summary,input",
  typingControls: '[aria-keyshortcuts~="Control+K"]',
  linkDeadlineMs: 10_000,
  // What the page says when its code could not load and the site cannot be reached.
  strings: {
    offline: "This page could not load its controls, and the site cannot be reached right now. Check your connection.",
    retry: "Try again",
  },
}

/**
 * The recorder, shipped as source text (Function#toString) into <head>: it
 * must stay self-contained, with no imports and nothing a compiler could
 * hoist out of it.
 */
export function recordEarlyActions(win: RecorderWindow, settings: RecorderSettings): void {
  const doc = win.document
  const root = doc.documentElement
  const held: HeldAction[] = []
  win.__heldActions = held

  // The first interaction of any kind: noted once, then the listeners go.
  const passive = { capture: true, passive: true }
  function noteIntent() {
    win.__readerIntent = true
    for (const type of settings.intentEvents) win.removeEventListener(type, noteIntent, passive)
    const waiting = win.__onReaderIntent
    if (waiting) waiting()
  }
  for (const type of settings.intentEvents) win.addEventListener(type, noteIntent, passive)

  const live = () => root.hasAttribute("data-hydrated")

  function pathTo(element: Element): number[] {
    const path: number[] = []
    let node: Element | null = element
    while (node && node !== doc.body && node.parentElement) {
      path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node))
      node = node.parentElement
    }
    return path
  }

  // Set once a held link has waited past the deadline: links are the browser's from then on.
  let linksToBrowser = false

  /** A link the app answers: another page of this site, opened in this tab. */
  function isHeldLink(link: HTMLAnchorElement): boolean {
    if (linksToBrowser || link.hasAttribute("download") || (link.target && link.target !== "_self")) return false
    if (link.origin !== win.location.origin) return false
    // A fragment of this very page scrolls natively (skip link, table of contents).
    return !(link.pathname === win.location.pathname && link.search === win.location.search && link.hash !== "")
  }

  // Only one page load may come of released actions.
  let leaving = false
  function go(url: string) {
    if (leaving) return
    leaving = true
    // A HEAD request first, so an offline reader gets a message, not the browser's error page.
    win
      .fetch(url, { method: "HEAD", cache: "no-store" })
      .then(() => win.location.assign(url))
      .catch(() => {
        leaving = false
        showOffline()
      })
  }

  function showOffline() {
    if (doc.getElementById("load-failure")) return
    const note = doc.createElement("div")
    note.id = "load-failure"
    note.setAttribute("role", "alert")
    note.textContent = settings.strings.offline + " "
    const retry = doc.createElement("button")
    retry.type = "button"
    retry.textContent = settings.strings.retry
    retry.addEventListener("click", () => {
      note.remove()
      go(win.location.href)
    })
    note.appendChild(retry)
    doc.body.appendChild(note)
  }

  /** Held actions become page loads: the first held link's page, else this page again. */
  function release() {
    win.__releasedActions = true
    const actions = held.splice(0)
    root.removeAttribute("data-actions-held")
    if (actions.length === 0) return
    const link = actions.map(action => action.target.closest("a[href]") as HTMLAnchorElement | null).find(Boolean)
    go(link ? link.href : win.location.href)
  }
  win.__releaseHeldActions = release

  // The held action that typing joins, if the last one held opens the search.
  let typing: HeldAction | null = null
  function joinTyping(action: HeldAction): HeldAction {
    action.text = ""
    return action
  }

  let deadline: ReturnType<typeof setTimeout> | undefined
  function hold(event: Event, kind: HeldAction["kind"], target: Element): HeldAction {
    event.preventDefault()
    event.stopImmediatePropagation()
    const e = event as MouseEvent & KeyboardEvent
    const action: HeldAction = {
      kind,
      target,
      path: pathTo(target),
      init: kind === "key" ? { key: e.key, code: e.code, ctrlKey: e.ctrlKey, metaKey: e.metaKey, shiftKey: e.shiftKey, altKey: e.altKey } : { clientX: e.clientX, clientY: e.clientY, screenX: e.screenX, screenY: e.screenY, detail: e.detail || 1 },
    }
    held.push(action)
    root.setAttribute("data-actions-held", "")
    if (win.__releasedActions) release()
    else if (deadline === undefined && kind === "click" && target.matches("a[href]"))
      deadline = setTimeout(() => {
        if (live()) return
        linksToBrowser = true
        const index = held.findIndex(action => action.target.matches("a[href]"))
        if (index >= 0) go((held.splice(index, 1)[0].target as HTMLAnchorElement).href)
      }, settings.linkDeadlineMs)
    return action
  }

  win.addEventListener(
    "click",
    event => {
      if (live() || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return
      const target = event.target as Element | null
      const control = target && target.closest ? target.closest(settings.clickControls) : null
      if (!control || (control.matches("a[href]") && !isHeldLink(control as HTMLAnchorElement))) return
      if ((control as HTMLButtonElement).disabled) return
      // A click elsewhere after a held search shortcut goes to the page, so typing no longer joins the search;
      // a click on the search's own button opens it as the shortcut does, so typing joins that.
      const action = hold(event, "click", control)
      typing = control.matches(settings.typingControls) ? joinTyping(action) : null
    },
    true
  )

  win.addEventListener(
    "keydown",
    event => {
      if (live() || event.isComposing) return
      const key = event.key
      const target = event.target as Element
      if (!key || event.altKey || !target || !target.closest) return
      const modified = event.ctrlKey || event.metaKey
      const editable = (target as HTMLElement).isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)
      // Typing after a held search shortcut is the query: it is held with the shortcut.
      if (typing && !editable && !modified) {
        if (key.length === 1 || key === "Backspace") {
          event.preventDefault()
          event.stopImmediatePropagation()
          typing.text = key === "Backspace" ? (typing.text || "").slice(0, -1) : (typing.text || "") + key
          return
        }
        // Escape would have closed the search: it is not opened at all.
        if (key === "Escape") {
          const index = held.indexOf(typing)
          if (index >= 0) held.splice(index, 1)
          typing = null
          if (held.length === 0) root.removeAttribute("data-actions-held")
          return
        }
      }
      // The search shortcuts: Ctrl/⌘+K anywhere (a second one closes what the first opens), "/" outside a text field.
      if ((modified && key.toLowerCase() === "k") || (key === "/" && !modified && !editable)) {
        const action = hold(event, "key", target)
        typing = typing ? null : joinTyping(action)
        return
      }
      if (modified || settings.widgetKeys.indexOf(key) < 0 || !target.matches(settings.keyWidgets)) return
      // Enter and Space on a native control make a click, which the click listener holds.
      if ((key === "Enter" || key === " ") && target.matches(settings.clickingControls)) return
      hold(event, "key", target)
    },
    true
  )
}

/** The <script> body for gatsby-ssr's head components. */
export function earlyActionScript(settings: RecorderSettings = recorderSettings): string {
  return `(${recordEarlyActions.toString()})(window,${JSON.stringify(settings).replace(/</g, "\\u003c")})`
}
