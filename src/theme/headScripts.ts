/**
 * The inline script that runs in <head> before the first paint, so a reader
 * who chose dark mode, closed the announcement or hid the docs sidebar never
 * sees the page flash the other way while JavaScript bundles load.
 *
 * `applyStoredPreferences` is shipped as source text (Function#toString), so it
 * must stay self-contained: no imports, no helpers the compiler could inject.
 * It applies the same parsing rules as preferences.ts (tests check both agree).
 */
import { defaultColorMode, preferenceNames } from "./preferences"
import { storagePrefix } from "./storageSlot"

export interface HeadScriptSettings {
  keys: { colorMode: string; announcement: string; sidebarHidden: string }
  defaultColorMode: string
  /** Id of the current announcement, or null when there is none. */
  announcementId: string | null
}

type MinimalStorage = Pick<Storage, "getItem" | "removeItem">

/** Sets data-theme, data-announcement-dismissed and data-docs-sidebar-hidden on <html>. */
export function applyStoredPreferences(root: Pick<HTMLElement, "setAttribute">, getStorage: () => MinimalStorage | null, settings: HeadScriptSettings): void {
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

/** The <script> body for gatsby-ssr's head components. */
export function storedPreferencesScript(announcementId: string | null): string {
  const settings = JSON.stringify(headScriptSettings(announcementId)).replace(/</g, "\\u003c")
  return `(${applyStoredPreferences.toString()})(document.documentElement,function(){return window.localStorage},${settings})`
}
