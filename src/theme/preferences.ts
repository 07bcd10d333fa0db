/**
 * The reader's preferences kept in localStorage (spec §3): colour mode,
 * announcement dismissal with the announcement's id, preferred docs version,
 * and whether the docs sidebar is hidden. Parsing is pure and exported for
 * tests; the inline head script (headScripts.ts) applies the same rules.
 */
import { booleanCodec, createStorageSlot, jsonCodec, oneOfCodec, type StorageProvider } from "./storageSlot"

export const colorModes = ["light", "dark"] as const
export type ColorMode = (typeof colorModes)[number]
/** Light whatever the OS prefers (the site does not follow the system setting). */
export const defaultColorMode: ColorMode = "light"

export interface AnnouncementDismissal {
  /** The id of the announcement the reader closed. */
  id: string
  dismissed: true
}

export function parseAnnouncementDismissal(value: unknown): AnnouncementDismissal | null {
  if (typeof value !== "object" || value === null) return null
  const { id, dismissed } = value as Record<string, unknown>
  return typeof id === "string" && id !== "" && dismissed === true ? { id, dismissed } : null
}

/** Version names are folder names: letters, digits, ".", "_" and "-". */
export function parseVersionName(raw: string): string | null {
  return /^[A-Za-z0-9._-]{1,64}$/.test(raw) ? raw : null
}

export const preferenceNames = {
  colorMode: "colorMode",
  announcement: "announcement",
  preferredVersion: "docs.preferredVersion",
  sidebarHidden: "docs.sidebarHidden",
} as const

export function createPreferenceSlots(getStorage?: StorageProvider) {
  return {
    colorMode: createStorageSlot(preferenceNames.colorMode, oneOfCodec(colorModes), getStorage),
    announcement: createStorageSlot(preferenceNames.announcement, jsonCodec(parseAnnouncementDismissal), getStorage),
    preferredVersion: createStorageSlot(preferenceNames.preferredVersion, { parse: parseVersionName, serialize: v => v }, getStorage),
    sidebarHidden: createStorageSlot(preferenceNames.sidebarHidden, booleanCodec, getStorage),
  }
}

/** The slots in the browser's localStorage. */
export const preferences = createPreferenceSlots()

/** Whether the announcement with `id` was closed by this reader. */
export function isAnnouncementDismissed(stored: AnnouncementDismissal | null, id: string): boolean {
  return stored !== null && stored.id === id
}
