/**
 * A reader can see the page, and press its buttons, before its scripts have
 * loaded (they load after the first paint) and before the page's view has
 * hydrated (on the reader's first interaction, src/theme/pageView.tsx). A
 * tiny inline script, run in <head>, keeps both:
 *  - that the reader has interacted at all (moved the pointer, pressed a key
 *    or a finger, focused or clicked something, turned the wheel), which the
 *    app reads to hydrate the view at once;
 *  - the first interactions the app would have handled (Search or its keys,
 *    the mobile menu button, the colour-mode toggle) until the view has
 *    hydrated; each of those components acts on its record when it mounts,
 *    and the rest is dropped once the view is up.
 *
 * The records live on `window` under `earlyActionGlobal` and
 * `readerIntentGlobal`; buttons name their action in `data-early-action`.
 */
import { useEffect } from "react"

export const earlyActions = { search: "search", menu: "menu", colorMode: "color-mode" } as const
export type EarlyAction = (typeof earlyActions)[keyof typeof earlyActions]

const earlyActionAttribute = "data-early-action"
const earlyActionGlobal = "__earlyAction"
const readerIntentGlobal = "__readerIntent"
const onReaderIntentGlobal = "__onReaderIntent"

/**
 * What counts as the reader's first interaction: one of these comes before a
 * click, a key's action or a scroll by wheel or finger (a screen reader's
 * activation may send the click alone, or move focus).
 */
export const readerIntentEvents = ["pointermove", "pointerdown", "touchstart", "wheel", "keydown", "focusin", "click"] as const

/**
 * The recorder. Until <html data-hydrated> is set (the page's view has hydrated), a
 * click on a `[data-early-action]` button or the search keys (Ctrl/⌘+K, or "/"
 * outside a text field) is recorded and kept from the page, so React cannot
 * also replay it while it hydrates. Pressing a toggle twice cancels it; search
 * only ever opens.
 */
export const earlyActionScript =
  "(function(w){var r=document.documentElement;" +
  // The first interaction of any kind: recorded once, then the listeners go.
  `var ie=${JSON.stringify(readerIntentEvents).replace(/"/g, "'")},io={capture:!0,passive:!0};` +
  `function it(){w.${readerIntentGlobal}=!0;ie.forEach(function(t){w.removeEventListener(t,it,io)});var f=w.${onReaderIntentGlobal};f&&f()}` +
  "ie.forEach(function(t){w.addEventListener(t,it,io)});" +
  "function rec(e,a){if(r.hasAttribute('data-hydrated'))return;e.preventDefault();e.stopPropagation();" +
  `w.${earlyActionGlobal}=w.${earlyActionGlobal}===a&&a!=='${earlyActions.search}'?null:a}` +
  "w.addEventListener('click',function(e){var b=e.target.closest&&e.target.closest('[" +
  earlyActionAttribute +
  "]');if(b)rec(e,b.getAttribute('" +
  earlyActionAttribute +
  "'))},true);" +
  "w.addEventListener('keydown',function(e){var k=e.key,t=e.target,m=e.ctrlKey||e.metaKey;" +
  "if(!k||e.isComposing||e.altKey)return;" +
  "if(m&&k.toLowerCase()==='k'||k==='/'&&!m&&!t.isContentEditable&&!/^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName))" +
  `rec(e,'${earlyActions.search}')},true)})(window)`

type EarlyActionWindow = Window & {
  [earlyActionGlobal]?: EarlyAction | null
  [readerIntentGlobal]?: boolean
  [onReaderIntentGlobal]?: () => void
}

/**
 * Resolves on the reader's first interaction, at once if it came before
 * this call (the inline script kept it). Several callers share one wait.
 */
export function whenReaderInteracts(win: EarlyActionWindow = window): Promise<void> {
  if (win[readerIntentGlobal]) return Promise.resolve()
  return new Promise((resolve) => {
    const earlier = win[onReaderIntentGlobal]
    win[onReaderIntentGlobal] = () => {
      earlier?.()
      resolve()
    }
  })
}

/** True (once) when the reader asked for this action before the app hydrated. */
export function takeEarlyAction(action: EarlyAction, win: EarlyActionWindow = window): boolean {
  if (win[earlyActionGlobal] !== action) return false
  win[earlyActionGlobal] = null
  return true
}

/** Drops a record no mounted component took (its button is not on this page or at this width). */
export function clearEarlyAction(win: EarlyActionWindow = window): void {
  win[earlyActionGlobal] = null
}

/** Runs `act` when the component mounts if the reader asked for `action` before hydration. */
export function useEarlyAction(action: EarlyAction, act: () => void): void {
  useEffect(() => {
    if (takeEarlyAction(action)) act()
    // Only the first mount acts: a record is taken once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
}
