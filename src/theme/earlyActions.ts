/**
 * A reader can see the page, and press its buttons, before its scripts have
 * loaded (they load after the first paint). A tiny inline script, run in
 * <head>, records the first interactions the app would have handled (Search
 * or its keys, the mobile menu button, the colour-mode toggle) until the app
 * has hydrated; each of those components acts on its record when it mounts,
 * and the rest is dropped once the app is up.
 *
 * The record lives on `window` under `earlyActionGlobal`; buttons name their
 * action in the `data-early-action` attribute.
 */
import { useEffect } from "react"

export const earlyActions = { search: "search", menu: "menu", colorMode: "color-mode" } as const
export type EarlyAction = (typeof earlyActions)[keyof typeof earlyActions]

const earlyActionAttribute = "data-early-action"
const earlyActionGlobal = "__earlyAction"

/**
 * The recorder. Until <html data-hydrated> is set (onInitialClientRender), a
 * click on a `[data-early-action]` button or the search keys (Ctrl/⌘+K, or "/"
 * outside a text field) is recorded and kept from the page, so React cannot
 * also replay it while it hydrates. Pressing a toggle twice cancels it; search
 * only ever opens.
 */
export const earlyActionScript =
  "(function(w){var r=document.documentElement;" +
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

type EarlyActionWindow = Window & { [earlyActionGlobal]?: EarlyAction | null }

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
