/**
 * The tab a reader chose for a `groupId` ("os": linux, macos, windows…),
 * remembered in storage so every set of tabs of that group, on this page and on
 * later ones, in this tab and in others, shows the same choice.
 */
import { createStorageSlot, type StorageSlot } from "../../theme/storageSlot"

/** Storage key of a group's choice, after the site's prefix: `tabs.<groupId>`. */
export const tabGroupKeyPrefix = "tabs."
/** Tab values are short author-written strings; anything else in storage is not ours. */
export const tabValueMaxLength = 100
const tabValueCodec = {
  parse: (raw: string) => (raw.length > 0 && raw.length <= tabValueMaxLength ? raw : null),
  serialize: (value: string) => value,
}

const slots = new Map<string, StorageSlot<string>>()

/** One slot object per group, so its subscribers share it (React's external stores compare by identity). */
export function tabGroupSlot(groupId: string): StorageSlot<string> {
  let slot = slots.get(groupId)
  if (!slot) {
    slot = createStorageSlot(tabGroupKeyPrefix + groupId, tabValueCodec)
    slots.set(groupId, slot)
  }
  return slot
}
