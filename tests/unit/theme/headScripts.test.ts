import { describe, expect, it } from "vitest"
import { applyStoredPreferences, headScriptSettings, storedPreferencesScript } from "../../../src/theme/inlineScripts/headScripts"
import { createPreferenceSlots, isAnnouncementDismissed } from "../../../src/theme/preferences"
import { memoryStorage } from "./memoryStorage"

function run(stored: Record<string, string>, announcementId: string | null = "current") {
  const attributes: Record<string, string> = {}
  const storage = memoryStorage(stored)
  applyStoredPreferences({ setAttribute: (name, value) => void (attributes[name] = value) }, () => storage, headScriptSettings(announcementId))
  return { attributes, storage }
}

describe("the head script (before first paint)", () => {
  it("is light by default, whatever the OS prefers", () => {
    expect(run({}).attributes).toEqual({ "data-theme": "light" })
  })

  it("applies the stored colour mode, closed announcement and hidden sidebar", () => {
    const { attributes } = run({
      "rsvim.colorMode": "dark",
      "rsvim.announcement": '{"id":"current","dismissed":true}',
      "rsvim.docs.sidebarHidden": "true",
    })
    expect(attributes).toEqual({ "data-theme": "dark", "data-announcement-dismissed": "true", "data-docs-sidebar-hidden": "true" })
  })

  it("shows a new announcement even though an older one was closed", () => {
    expect(run({ "rsvim.announcement": '{"id":"older","dismissed":true}' }).attributes).toEqual({ "data-theme": "light" })
  })

  it("removes garbage exactly where the preference slots would", () => {
    const garbage: Record<string, string>[] = [
      { "rsvim.colorMode": "blue" },
      { "rsvim.colorMode": "" },
      { "rsvim.announcement": "{" },
      { "rsvim.announcement": '{"id":"current"}' },
      { "rsvim.announcement": '"current"' },
      { "rsvim.docs.sidebarHidden": "1" },
      { "rsvim.colorMode": "light", "rsvim.docs.sidebarHidden": "false" },
    ]
    for (const stored of garbage) {
      const { storage } = run(stored)
      const slotsStorage = memoryStorage(stored)
      const slots = createPreferenceSlots(() => slotsStorage)
      slots.colorMode.get()
      slots.announcement.get()
      slots.sidebarHidden.get()
      expect(Object.fromEntries(storage.data), JSON.stringify(stored)).toEqual(Object.fromEntries(slotsStorage.data))
    }
  })

  it("agrees with the React side about dismissal", () => {
    for (const [raw, id] of [
      ['{"id":"a","dismissed":true}', "a"],
      ['{"id":"a","dismissed":true}', "b"],
      ['{"id":"a","dismissed":false}', "a"],
    ] as const) {
      const { attributes } = run({ "rsvim.announcement": raw }, id)
      const slots = createPreferenceSlots(() => memoryStorage({ "rsvim.announcement": raw }))
      expect("data-announcement-dismissed" in attributes).toBe(isAnnouncementDismissed(slots.announcement.get(), id))
    }
  })

  it("never throws, even when storage refuses access", () => {
    const attributes: Record<string, string> = {}
    expect(() =>
      applyStoredPreferences({ setAttribute: (name, value) => void (attributes[name] = value) }, () => memoryStorage({}, true), headScriptSettings("x"))
    ).not.toThrow()
    expect(attributes["data-theme"]).toBe("light")
  })

  it("is a self-contained script that a browser can run", () => {
    const source = storedPreferencesScript("release-</script>")
    expect(source).not.toContain("</script>")
    const attributes: Record<string, string> = {}
    const fakeWindow = { localStorage: memoryStorage({ "rsvim.colorMode": "dark" }) }
    const fakeDocument = { documentElement: { setAttribute: (name: string, value: string) => void (attributes[name] = value) } }
    new Function("window", "document", "navigator", source)(fakeWindow, fakeDocument, { platform: "Linux x86_64" })
    expect(attributes["data-theme"]).toBe("dark")
    expect(attributes["data-apple-keys"]).toBeUndefined()
  })

  it.each([
    ["MacIntel", {}],
    ["", { userAgentData: { platform: "macOS" } }],
    ["", { userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)" }],
  ])("marks Apple platforms so the key hint shows ⌘ (platform %j)", (platform, rest) => {
    const attributes: Record<string, string> = {}
    applyStoredPreferences({ setAttribute: (name, value) => void (attributes[name] = value) }, () => memoryStorage({}), headScriptSettings(null), { platform, ...rest })
    expect(attributes["data-apple-keys"]).toBe("true")
  })

  it("does not mark Windows or Linux", () => {
    for (const platform of ["Win32", "Linux x86_64"]) {
      const attributes: Record<string, string> = {}
      applyStoredPreferences({ setAttribute: (name, value) => void (attributes[name] = value) }, () => memoryStorage({}), headScriptSettings(null), { platform })
      expect(attributes["data-apple-keys"]).toBeUndefined()
    }
  })
})
