// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest"
import { selectTab } from "../../../src/components/MdxBody/selectTab"
import { restoreTabChoices } from "../../../src/theme/inlineScripts/headScripts"
import { twoTabsHtml } from "../components/MdxBody/twoTabsHtml"

/** A storage with the key() and length the head script walks. */
function keyedStorage(entries: Record<string, string>) {
  const keys = Object.keys(entries)
  return { length: keys.length, key: (index: number) => keys[index] ?? null, getItem: (key: string) => entries[key] ?? null }
}

const grouped = (groupId: string) => twoTabsHtml.replace('data-tabs=""', `data-tabs="" data-group-id="${groupId}"`)
const selected = (root: ParentNode) => [...root.querySelectorAll("[role=tab]")].filter(tab => tab.getAttribute("aria-selected") === "true").map(tab => tab.textContent)
const shownPanels = (root: ParentNode) => [...root.querySelectorAll<HTMLElement>("[role=tabpanel]")].filter(panel => !panel.hidden).map(panel => panel.dataset.value)
/** Mutation observers report after the current task's microtasks. */
const observed = () => new Promise(resolve => setTimeout(resolve, 0))

afterEach(() => {
  // The script stops observing once the document is parsed.
  document.dispatchEvent(new Event("DOMContentLoaded"))
  document.body.innerHTML = ""
})

describe("remembered tab choices before the first paint (head script)", () => {
  it("selects the stored tab in each set of its group as the parser adds it", async () => {
    restoreTabChoices(document, () => keyedStorage({ "rsvim.tabs.os": "windows" }), "rsvim.tabs.", 100, selectTab)
    document.body.innerHTML = grouped("os") + grouped("os") + twoTabsHtml
    await observed()
    const [first, second, ungrouped] = document.querySelectorAll("[data-tabs]")
    expect(selected(first)).toEqual(["Windows"])
    expect(shownPanels(second)).toEqual(["windows"])
    // A set of no group, and the second set's Linux panel, keep the build's choice.
    expect(selected(ungrouped)).toEqual(["Linux"])
    expect(first.querySelector<HTMLElement>('[data-value="windows"][role=tab]')?.tabIndex).toBe(0)
    expect(first.querySelector<HTMLElement>('[data-value="linux"][role=tab]')?.tabIndex).toBe(-1)
  })

  it("leaves a set alone when its group's stored value is not one of its tabs", async () => {
    restoreTabChoices(document, () => keyedStorage({ "rsvim.tabs.os": "freebsd" }), "rsvim.tabs.", 100, selectTab)
    document.body.innerHTML = grouped("os")
    await observed()
    expect(selected(document.body)).toEqual(["Linux"])
  })

  it("ignores values too long to be ours and storage that throws", async () => {
    restoreTabChoices(document, () => keyedStorage({ "rsvim.tabs.os": "w".repeat(101) }), "rsvim.tabs.", 100, selectTab)
    expect(() =>
      restoreTabChoices(
        document,
        () => {
          throw new Error("denied")
        },
        "rsvim.tabs.",
        100,
        selectTab
      )
    ).not.toThrow()
    document.body.innerHTML = grouped("os")
    await observed()
    expect(selected(document.body)).toEqual(["Linux"])
  })
})
