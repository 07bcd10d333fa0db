import { describe, expect, it } from "vitest"
import { booleanCodec, createStorageSlot, jsonCodec, oneOfCodec } from "../../../src/theme/storageSlot"
import { createPreferenceSlots, isAnnouncementDismissed, parseAnnouncementDismissal, parseVersionName } from "../../../src/theme/preferences"
import { memoryStorage } from "./memoryStorage"

describe("storage slots", () => {
  it("namespace their keys under rsvim.", () => {
    const storage = memoryStorage()
    const slot = createStorageSlot("colorMode", oneOfCodec(["light", "dark"]), () => storage)
    slot.set("dark")
    expect(slot.key).toBe("rsvim.colorMode")
    expect(storage.data.get("rsvim.colorMode")).toBe("dark")
    expect(slot.get()).toBe("dark")
    slot.del()
    expect(storage.data.size).toBe(0)
    expect(slot.get()).toBeNull()
  })

  it("drop a value they cannot parse, so the next read starts clean", () => {
    const storage = memoryStorage({ "rsvim.colorMode": "purple" })
    const slot = createStorageSlot("colorMode", oneOfCodec(["light", "dark"]), () => storage)
    expect(slot.get()).toBeNull()
    expect(storage.data.has("rsvim.colorMode")).toBe(false)
  })

  it("survive storage that throws or does not exist", () => {
    const throwing = createStorageSlot("x", booleanCodec, () => memoryStorage({}, true))
    expect(throwing.get()).toBeNull()
    expect(() => throwing.set(true)).not.toThrow()
    expect(() => throwing.del()).not.toThrow()
    const missing = createStorageSlot("x", booleanCodec, () => null)
    expect(missing.get()).toBeNull()
    expect(() => missing.set(true)).not.toThrow()
    const providerThrows = createStorageSlot("x", booleanCodec, () => {
      throw new Error("no window")
    })
    expect(() => providerThrows.get()).not.toThrow()
  })

  it("read JSON only when it is valid and passes validation", () => {
    const storage = memoryStorage({ "rsvim.a": "{not json", "rsvim.b": '{"n":1}', "rsvim.c": '{"n":"1"}' })
    const codec = jsonCodec(value => (typeof (value as { n?: unknown }).n === "number" ? (value as { n: number }) : null))
    expect(createStorageSlot("a", codec, () => storage).get()).toBeNull()
    expect(createStorageSlot("b", codec, () => storage).get()).toEqual({ n: 1 })
    expect(createStorageSlot("c", codec, () => storage).get()).toBeNull()
    expect([...storage.data.keys()]).toEqual(["rsvim.b"])
  })

  it("keep a value storage refuses (full or blocked) for the page's life, and store it again once storage works", () => {
    const storage = memoryStorage()
    let full = true
    const slot = createStorageSlot("colorMode", oneOfCodec(["light", "dark"]), () => ({
      ...storage,
      setItem: (key: string, value: string) => {
        if (full) throw new DOMException("quota", "QuotaExceededError")
        storage.setItem(key, value)
      },
    }))
    slot.set("dark")
    expect(storage.data.size).toBe(0)
    expect(slot.get()).toBe("dark")
    full = false
    slot.set("light")
    expect(storage.data.get("rsvim.colorMode")).toBe("light")
    expect(slot.get()).toBe("light")
    const blocked = createStorageSlot("x", booleanCodec, () => memoryStorage({}, true))
    blocked.set(true)
    expect(blocked.get()).toBe(true)
    blocked.del()
    expect(blocked.get()).toBeNull()
  })

  it("share a refused value with every slot of the key on the page (a reopened component finds it), unless given their own memory", () => {
    const full = () => ({ getItem: () => null, setItem: () => { throw new DOMException("quota", "QuotaExceededError") }, removeItem: () => {} })
    createStorageSlot("refused.shared", booleanCodec, full).set(true)
    expect(createStorageSlot("refused.shared", booleanCodec, full).get()).toBe(true)
    expect(createStorageSlot("refused.shared", booleanCodec, full, new Map()).get()).toBeNull()
    createStorageSlot("refused.shared", booleanCodec, full).del()
    expect(createStorageSlot("refused.shared", booleanCodec, full).get()).toBeNull()
  })

  it("give the same object while the stored string is unchanged (React external stores compare by identity)", () => {
    const storage = memoryStorage({ "rsvim.b": '{"n":1}' })
    const slot = createStorageSlot("b", jsonCodec(value => value as { n: number }), () => storage)
    const first = slot.get()
    expect(slot.get()).toBe(first)
    storage.data.set("rsvim.b", '{"n":2}')
    expect(slot.get()).toEqual({ n: 2 })
    expect(slot.get()).not.toBe(first)
  })

  it("tell every listener of a key about changes made through any slot of that key, until it unsubscribes", () => {
    const storage = memoryStorage()
    const one = createStorageSlot("tabs.os", oneOfCodec(["linux", "macos"]), () => storage)
    const other = createStorageSlot("tabs.os", oneOfCodec(["linux", "macos"]), () => storage)
    const unrelated = createStorageSlot("tabs.pm", oneOfCodec(["npm"]), () => storage)
    const heard: string[] = []
    const stop = one.listen(() => heard.push(`one:${one.get()}`))
    other.listen(() => heard.push(`other:${other.get()}`))
    other.set("macos")
    unrelated.set("npm")
    one.del()
    stop()
    other.set("linux")
    expect(heard).toEqual(["one:macos", "other:macos", "one:null", "other:null", "other:linux"])
  })

  it("booleans are exactly true or false", () => {
    expect(booleanCodec.parse("true")).toBe(true)
    expect(booleanCodec.parse("false")).toBe(false)
    expect(booleanCodec.parse("1")).toBeNull()
    expect(booleanCodec.parse("TRUE")).toBeNull()
  })
})

describe("preferences", () => {
  it("announcement dismissal keeps the id and only counts for that id", () => {
    expect(parseAnnouncementDismissal({ id: "a", dismissed: true })).toEqual({ id: "a", dismissed: true })
    for (const garbage of [null, "a", 1, [], {}, { id: "" , dismissed: true }, { id: "a" }, { id: "a", dismissed: "true" }, { id: 5, dismissed: true }]) {
      expect(parseAnnouncementDismissal(garbage)).toBeNull()
    }
    expect(isAnnouncementDismissed({ id: "release-1", dismissed: true }, "release-1")).toBe(true)
    expect(isAnnouncementDismissed({ id: "release-1", dismissed: true }, "release-2")).toBe(false)
    expect(isAnnouncementDismissed(null, "release-1")).toBe(false)
  })

  it("version names look like version folders", () => {
    expect(parseVersionName("0.1.2")).toBe("0.1.2")
    expect(parseVersionName("next")).toBe("next")
    expect(parseVersionName("")).toBeNull()
    expect(parseVersionName("../x")).toBeNull()
    expect(parseVersionName("<script>")).toBeNull()
    expect(parseVersionName("x".repeat(65))).toBeNull()
  })

  it("slots round-trip and clean garbage", () => {
    const storage = memoryStorage({ "rsvim.announcement": "[]", "rsvim.docs.sidebarHidden": "yes" })
    const slots = createPreferenceSlots(() => storage)
    expect(slots.announcement.get()).toBeNull()
    expect(slots.sidebarHidden.get()).toBeNull()
    expect(storage.data.size).toBe(0)
    slots.announcement.set({ id: "x", dismissed: true })
    slots.preferredVersion.set("next")
    slots.sidebarHidden.set(true)
    slots.colorMode.set("dark")
    expect(Object.fromEntries(storage.data)).toEqual({
      "rsvim.announcement": '{"id":"x","dismissed":true}',
      "rsvim.docs.preferredVersion": "next",
      "rsvim.docs.sidebarHidden": "true",
      "rsvim.colorMode": "dark",
    })
  })
})
