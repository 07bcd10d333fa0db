/**
 * The tab a reader chose for a `groupId` ("os": linux, macos, windows…),
 * remembered in storage so every set of tabs of that group, on this page and on
 * later ones, in this tab and in others, shows the same choice.
 */
import { createStorageSlot, type StorageSlot } from "../../theme/storageSlot"

/** Tab values are short author-written strings; anything else in storage is not ours. */
const tabValueCodec = {
  parse: (raw: string) => (raw.length > 0 && raw.length <= 100 ? raw : null),
  serialize: (value: string) => value,
}

const slots = new Map<string, StorageSlot<string>>()

/** One slot object per group, so its subscribers share it (React's external stores compare by identity). */
export function tabGroupSlot(groupId: string): StorageSlot<string> {
  let slot = slots.get(groupId)
  if (!slot) {
    slot = createStorageSlot(`tabs.${groupId}`, tabValueCodec)
    slots.set(groupId, slot)
  }
  return slot
}
