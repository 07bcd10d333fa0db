/**
 * No reader action is lost while a page's code is on its way. A page is
 * server HTML first; its scripts run after the first paint and its view
 * hydrates once the browser is idle or the reader first interacts
 * (src/templates/pageView.tsx). Until the view has hydrated, React cannot
 * answer a click or a key. So one inline script in <head>, the recorder,
 * HOLDS every activation the app would answer: it keeps the event from the
 * page and writes it down. Once the view has hydrated, the app REPLAYS each
 * one on the same element, in order, exactly once (`replayHeldActions`).
 * Every control is covered by what it is (a link to another page, a button,
 * an ARIA widget), not by a list of components, so a control added later
 * needs no code of its own.
 *
 * If the code cannot come (blocked, offline, a deploy removed old chunks),
 * the app calls `releaseHeldActions` once its view has failed twice: held
 * actions, and every later one, become full page loads (a link opens its
 * page, any other control reloads this one), and a message says so when the
 * site cannot be reached. If the code has simply not come within
 * `linkDeadlineMs` of a held link (the app never starts, or the page's frame
 * crashed), links go back to the browser: the held one opens its page in
 * full, and later ones are not held.
 *
 * The recorder also notes the reader's first interaction of any kind, which
 * starts the view loading at once (`whenReaderInteracts`).
 */
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
  /** A held link waits this long for the page's code, then opens its page in full (a slow page loads on). */
  linkDeadlineMs: number
  strings: { offline: string; retry: string }
}

/** One held event, as the replay needs it. */
export interface HeldAction {
  kind: "click" | "key"
  target: Element
  /** Child indexes from <body> down to the target, to find it again should hydration replace the node. */
  path: number[]
  init: MouseEventInit & KeyboardEventInit
}

export interface RecorderGlobals {
  __heldActions?: HeldAction[]
  /** Set once held actions are released as page loads: from then on each new one is too. */
  __releasedActions?: boolean
  __releaseHeldActions?: () => void
  __readerIntent?: boolean
  __onReaderIntent?: () => void
}

export type RecorderWindow = Window & typeof globalThis & RecorderGlobals

export const recorderSettings: RecorderSettings = {
  intentEvents: readerIntentEvents,
  clickControls:
    "a[href],button,summary,input[type=checkbox],input[type=radio],[role=button],[role=link],[role=tab],[role=menuitem],[role=menuitemradio],[role=menuitemcheckbox],[role=option],[role=switch],[role=checkbox],[role=radio],[role=treeitem]",
  keyWidgets:
    "[role=tab],[role=tablist],[role=menu],[role=menubar],[role=menuitem],[role=menuitemradio],[role=menuitemcheckbox],[role=listbox],[role=option],[role=tree],[role=treeitem],[role=radiogroup],[role=radio],[role=slider],[role=spinbutton],[role=combobox],[aria-haspopup]:not([aria-haspopup=false]),[aria-expanded]",
  widgetKeys: ["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End", "PageUp", "PageDown", "Enter", " "],
  clickingControls: "a[href],button,summary,input",
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

  let deadline: ReturnType<typeof setTimeout> | undefined
  function hold(event: Event, kind: HeldAction["kind"], target: Element) {
    event.preventDefault()
    event.stopImmediatePropagation()
    const e = event as MouseEvent & KeyboardEvent
    held.push({
      kind,
      target,
      path: pathTo(target),
      init: kind === "key" ? { key: e.key, code: e.code, ctrlKey: e.ctrlKey, metaKey: e.metaKey, shiftKey: e.shiftKey, altKey: e.altKey } : { clientX: e.clientX, clientY: e.clientY, screenX: e.screenX, screenY: e.screenY, detail: e.detail || 1 },
    })
    root.setAttribute("data-actions-held", "")
    if (win.__releasedActions) release()
    else if (deadline === undefined && kind === "click" && target.matches("a[href]"))
      deadline = setTimeout(() => {
        if (live()) return
        linksToBrowser = true
        const index = held.findIndex(action => action.target.matches("a[href]"))
        if (index >= 0) go((held.splice(index, 1)[0].target as HTMLAnchorElement).href)
      }, settings.linkDeadlineMs)
  }

  win.addEventListener(
    "click",
    event => {
      if (live() || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return
      const target = event.target as Element | null
      const control = target && target.closest ? target.closest(settings.clickControls) : null
      if (!control || (control.matches("a[href]") && !isHeldLink(control as HTMLAnchorElement))) return
      if ((control as HTMLButtonElement).disabled) return
      hold(event, "click", control)
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
      // The search shortcuts: Ctrl/⌘+K anywhere, "/" outside a text field.
      if ((modified && key.toLowerCase() === "k") || (key === "/" && !modified && !editable)) {
        hold(event, "key", target)
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

function elementAt(path: number[], doc: Document): Element | null {
  let node: Element | null = doc.body
  for (const index of path) node = node?.children[index] ?? null
  return node
}

/**
 * Plays every held action on its element, oldest first, as a fresh event the
 * app's handlers (and the browser's defaults: a link opens) answer. Each one
 * gets a task of its own, so the app has committed what the one before did
 * (a second Ctrl+K finds the modal open, and closes it). Called once the view
 * has hydrated; anything held meanwhile plays in order too. Resolves with the
 * number played.
 */
export async function replayHeldActions(win: RecorderWindow = window as RecorderWindow): Promise<number> {
  const held = win.__heldActions
  win.document.documentElement.removeAttribute("data-actions-held")
  if (!held || held.length === 0) return 0
  const actions = held.splice(0)
  for (const [index, action] of actions.entries()) {
    if (index > 0) await new Promise(resolve => win.setTimeout(resolve, 0))
    const target = action.target.isConnected ? action.target : elementAt(action.path, win.document)
    if (!target) continue
    const init = { bubbles: true, cancelable: true, composed: true, view: win, ...action.init }
    target.dispatchEvent(action.kind === "click" ? new win.MouseEvent("click", { ...init, button: 0 }) : new win.KeyboardEvent("keydown", init))
  }
  return actions.length
}

/** Releases held actions (and every later one) as page loads: the view will not come. */
export function releaseHeldActions(win: RecorderWindow = window as RecorderWindow): void {
  win.__releaseHeldActions?.()
}

/**
 * Resolves on the reader's first interaction, at once if it came before
 * this call (the inline script kept it). Several callers share one wait.
 */
export function whenReaderInteracts(win: RecorderWindow = window as RecorderWindow): Promise<void> {
  if (win.__readerIntent) return Promise.resolve()
  return new Promise(resolve => {
    const earlier = win.__onReaderIntent
    win.__onReaderIntent = () => {
      earlier?.()
      resolve()
    }
  })
}
