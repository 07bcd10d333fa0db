/**
 * The inline script that runs in <head> before the first paint, so a reader
 * who chose dark mode, closed the announcement, hid the docs sidebar or picked
 * a tab of a group ("Windows") never sees the page flash the other way, or
 * jump, while JavaScript bundles load; and the search button's key hint names
 * the reader's modifier key (⌘ on Apple platforms, Ctrl elsewhere).
 *
 * `applyStoredPreferences` and `restoreTabChoices` are shipped as source text
 * (Function#toString), so they must stay self-contained: no imports, no
 * helpers the compiler could inject. They apply the same parsing rules as
 * preferences.ts and tabGroups.ts (tests check both agree).
 */
import { selectTab } from "../../components/MdxBody/selectTab"
import { tabGroupKeyPrefix, tabValueMaxLength } from "../../components/MdxBody/tabGroups"
import { defaultColorMode, preferenceNames } from "../preferences"
import { storagePrefix } from "../storageSlot"

export interface HeadScriptSettings {
  keys: { colorMode: string; announcement: string; sidebarHidden: string }
  defaultColorMode: string
  /** Id of the current announcement, or null when there is none. */
  announcementId: string | null
}

type MinimalStorage = Pick<Storage, "getItem" | "removeItem">

/** The part of `navigator` that tells an Apple platform. */
export type PlatformHints = { platform?: string; userAgent?: string; userAgentData?: { platform?: string } }

/** Sets data-theme, data-announcement-dismissed, data-docs-sidebar-hidden and data-apple-keys on <html>. */
export function applyStoredPreferences(root: Pick<HTMLElement, "setAttribute">, getStorage: () => MinimalStorage | null, settings: HeadScriptSettings, nav?: PlatformHints): void {
  if (nav && /mac|iphone|ipad|ipod/i.test((nav.userAgentData && nav.userAgentData.platform) || nav.platform || nav.userAgent || "")) root.setAttribute("data-apple-keys", "true")

  let storage: MinimalStorage | null = null
  try {
    storage = getStorage()
  } catch (e) {
    storage = null
  }
  function read(key: string): string | null {
    try {
      return storage ? storage.getItem(key) : null
    } catch (e) {
      return null
    }
  }
  function drop(key: string): void {
    try {
      if (storage) storage.removeItem(key)
    } catch (e) {
      // Storage refused: nothing to clean.
    }
  }

  let mode = read(settings.keys.colorMode)
  if (mode !== "light" && mode !== "dark") {
    if (mode !== null) drop(settings.keys.colorMode)
    mode = settings.defaultColorMode
  }
  root.setAttribute("data-theme", mode)

  const rawDismissal = read(settings.keys.announcement)
  if (rawDismissal !== null) {
    let dismissal: { id?: unknown; dismissed?: unknown } | null = null
    try {
      dismissal = JSON.parse(rawDismissal)
    } catch (e) {
      dismissal = null
    }
    const valid = dismissal !== null && typeof dismissal === "object" && typeof dismissal.id === "string" && dismissal.id !== "" && dismissal.dismissed === true
    if (!valid) drop(settings.keys.announcement)
    else if (settings.announcementId !== null && dismissal!.id === settings.announcementId) root.setAttribute("data-announcement-dismissed", "true")
  }

  const hidden = read(settings.keys.sidebarHidden)
  if (hidden === "true") root.setAttribute("data-docs-sidebar-hidden", "true")
  else if (hidden !== null && hidden !== "false") drop(settings.keys.sidebarHidden)
}

export function headScriptSettings(announcementId: string | null): HeadScriptSettings {
  return {
    keys: {
      colorMode: storagePrefix + preferenceNames.colorMode,
      announcement: storagePrefix + preferenceNames.announcement,
      sidebarHidden: storagePrefix + preferenceNames.sidebarHidden,
    },
    defaultColorMode,
    announcementId,
  }
}

type KeyedStorage = Pick<Storage, "getItem" | "key" | "length">

/**
 * Shows each remembered tab choice (storage keys `prefix` + group id) in every
 * set of that group as the parser adds it, before it paints: a mutation
 * observer's callbacks run after each parsing task, ahead of rendering. Does
 * nothing, and observes nothing, when no choice is stored.
 */
export function restoreTabChoices(doc: Document, getStorage: () => KeyedStorage | null, prefix: string, maxLength: number, select: (set: Element, value: string) => boolean): void {
  const chosen: Record<string, string> = {}
  let any = false
  try {
    const storage = getStorage()
    for (let i = 0; storage && i < storage.length; i++) {
      const key = storage.key(i)
      const value = key !== null && key.indexOf(prefix) === 0 ? storage.getItem(key) : null
      if (key !== null && value && value.length <= maxLength) {
        chosen[key.slice(prefix.length)] = value
        any = true
      }
    }
  } catch (e) {
    return
  }
  if (!any) return
  const sets = doc.getElementsByClassName("tabs")
  function apply() {
    for (let i = 0; i < sets.length; i++) {
      const group = sets[i].getAttribute("data-group-id")
      if (group && sets[i].hasAttribute("data-tabs") && Object.prototype.hasOwnProperty.call(chosen, group)) select(sets[i], chosen[group])
    }
  }
  const observer = new MutationObserver(apply)
  observer.observe(doc.documentElement, { childList: true, subtree: true })
  doc.addEventListener("DOMContentLoaded", function () {
    observer.disconnect()
    apply()
  })
}

/** The <script> body for gatsby-ssr's head components. */
export function storedPreferencesScript(announcementId: string | null): string {
  const settings = JSON.stringify(headScriptSettings(announcementId)).replace(/</g, "\\u003c")
  const storage = "function(){return window.localStorage}"
  return (
    `(${applyStoredPreferences.toString()})(document.documentElement,${storage},${settings},navigator);` +
    `(${restoreTabChoices.toString()})(document,${storage},${JSON.stringify(storagePrefix + tabGroupKeyPrefix)},${tabValueMaxLength},${selectTab.toString()})`
  )
}
