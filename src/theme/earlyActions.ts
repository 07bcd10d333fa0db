/**
 * No reader action is lost while a page's code is on its way. A page is
 * server HTML first; its scripts run after the first paint and its view
 * hydrates once the browser is idle or the reader first interacts
 * (src/templates/pageView.tsx). Until the view has hydrated, React cannot
 * answer a click or a key. So one inline script in <head>, the recorder
 * (./inlineScripts/earlyActionRecorder.ts), HOLDS every activation the app would answer:
 * it keeps the event from the page and writes it down. Once the view has hydrated, the app REPLAYS each
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
 * Typing that follows a held search shortcut, or a held click on the search
 * button, is held with it: the letters are written down on that action, and
 * its replayed event carries them to the search box it opens
 * (`TypedAheadEvent`, ../search/hooks/useSearchShortcuts.ts), so "/" then
 * "buffer" at once, or a tap on Search then "buffer", searches "buffer".
 * Letters typed after the replay, before that box has focus, are carried to
 * it (./typingCarry.ts).
 *
 * The recorder also notes the reader's first interaction of any kind, which
 * starts the view loading at once (`whenReaderInteracts`).
 *
 * The recorder itself is ./inlineScripts/earlyActionRecorder.ts (server rendering only);
 * this module is the page's side: the replay and the release.
 */
import { carryTypingToNextInput } from "./typingCarry"

/** One held event, as the replay needs it. */
export interface HeldAction {
  kind: "click" | "key"
  target: Element
  /** Child indexes from <body> down to the target, to find it again should hydration replace the node. */
  path: number[]
  init: MouseEventInit & KeyboardEventInit
  /** For a held action that opens the search (its shortcut, or its button): what the reader typed after it, before the code came. */
  text?: string
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
  // From here the recorder holds nothing: letters typed before the search box a held action opens has focus go to it.
  if (win.__heldActions?.some(action => action.text !== undefined)) carryTypingToNextInput(win)
  const held = win.__heldActions
  win.document.documentElement.removeAttribute("data-actions-held")
  if (!held || held.length === 0) return 0
  const actions = held.splice(0)
  for (const [index, action] of actions.entries()) {
    if (index > 0) await new Promise(resolve => win.setTimeout(resolve, 0))
    const target = action.target.isConnected ? action.target : elementAt(action.path, win.document)
    if (!target) continue
    const init = { bubbles: true, cancelable: true, composed: true, view: win, ...action.init }
    const event = action.kind === "click" ? new win.MouseEvent("click", { ...init, button: 0 }) : new win.KeyboardEvent("keydown", init)
    // Nothing typed: the search starts as it would have (from the page's selection).
    target.dispatchEvent(Object.assign(event, { typedAhead: action.text || undefined }))
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
