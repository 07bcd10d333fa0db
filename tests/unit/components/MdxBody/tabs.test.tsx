// @vitest-environment happy-dom
import React from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { act, cleanup, fireEvent, render as renderInBrowser, screen } from "@testing-library/react"
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { TabItem, Tabs } from "../../../../src/shared/content/Tabs"
import { MdxBody } from "../../../../src/components/MdxBody"

/** As a page gets them: tabs rendered to HTML at build time, in a content body the browser takes over (once the tabs' code is in). */
async function render(content: React.ReactElement) {
  const result = renderInBrowser(<MdxBody html={renderToStaticMarkup(content)} />)
  await act(() => new Promise(resolve => setTimeout(resolve, 0)))
  return result
}

function OsTabs({ groupId = "os", testId }: { groupId?: string; testId: string }) {
  return (
    <div data-testid={testId}>
      <Tabs groupId={groupId || undefined}>
        <TabItem value="linux" label="Linux" default>
          linux steps
        </TabItem>
        <TabItem value="macos" label="macOS">
          macos steps
        </TabItem>
        <TabItem value="windows" label="Windows">
          windows steps
        </TabItem>
      </Tabs>
    </div>
  )
}

/** The label of the selected tab inside the element with `testId`. */
function selectedIn(testId: string): string | null {
  return screen.getByTestId(testId).querySelector('[role="tab"][aria-selected="true"]')?.textContent ?? null
}

function clickTab(testId: string, label: string) {
  const tab = [...screen.getByTestId(testId).querySelectorAll('[role="tab"]')].find(element => element.textContent === label)
  fireEvent.click(tab!)
}

// The body fetches the tabs' code on demand; fetched once here, each body gets it within a task.
beforeAll(() => import("../../../../src/components/MdxBody/tabs"))
beforeEach(() => localStorage.clear())
afterEach(cleanup)

describe("tabs in a content body", () => {
  it("switches every set of tabs with the same group id and stores the choice", async () => {
    await render(
      <>
        <OsTabs testId="first" />
        <OsTabs testId="second" />
        <OsTabs testId="other-group" groupId="shell" />
      </>
    )
    expect(selectedIn("first")).toBe("Linux")
    clickTab("first", "macOS")
    expect(selectedIn("first")).toBe("macOS")
    expect(selectedIn("second")).toBe("macOS")
    expect(selectedIn("other-group")).toBe("Linux")
    expect(localStorage.getItem("rsvim.tabs.os")).toBe("macos")
    // The second set's panel shows the chosen content.
    const visiblePanels = [...screen.getByTestId("second").querySelectorAll('[role="tabpanel"]')].filter(panel => !panel.hasAttribute("hidden"))
    expect(visiblePanels.map(panel => panel.textContent)).toEqual(["macOSmacos steps"])
  })

  it("starts a later page on the stored choice, and ignores a stored value none of its tabs has", async () => {
    localStorage.setItem("rsvim.tabs.os", "windows")
    await render(<OsTabs testId="later" />)
    expect(selectedIn("later")).toBe("Windows")
    cleanup()
    localStorage.setItem("rsvim.tabs.os", "plan9")
    await render(<OsTabs testId="unknown" />)
    expect(selectedIn("unknown")).toBe("Linux")
  })

  it("follows a choice made in another browser tab", async () => {
    await render(<OsTabs testId="here" />)
    act(() => {
      localStorage.setItem("rsvim.tabs.os", "windows")
      window.dispatchEvent(new StorageEvent("storage", { key: "rsvim.tabs.os", newValue: "windows" }))
    })
    expect(selectedIn("here")).toBe("Windows")
  })

  it("keeps tabs without a group independent and unstored", async () => {
    await render(
      <>
        <OsTabs testId="a" groupId="" />
        <OsTabs testId="b" groupId="" />
      </>
    )
    clickTab("a", "Windows")
    expect(selectedIn("a")).toBe("Windows")
    expect(selectedIn("b")).toBe("Linux")
    expect(localStorage.length).toBe(0)
  })

  it("moves the group with the arrow keys too", async () => {
    await render(
      <>
        <OsTabs testId="keys" />
        <OsTabs testId="follower" />
      </>
    )
    const firstTab = screen.getByTestId("keys").querySelector('[role="tab"]')!
    fireEvent.keyDown(firstTab, { key: "ArrowLeft" })
    expect(selectedIn("keys")).toBe("Windows")
    expect(selectedIn("follower")).toBe("Windows")
  })
})

describe("tabs rendered at build time", () => {
  it("select the default tab and hide the other panels, each panel labelled for readers without JavaScript", async () => {
    const html = renderToStaticMarkup(<OsTabs testId="static" />)
    const container = document.createElement("div")
    container.innerHTML = html
    const tabs = [...container.querySelectorAll('[role="tab"]')]
    expect(tabs.map(tab => [tab.textContent, tab.getAttribute("aria-selected")])).toEqual([
      ["Linux", "true"],
      ["macOS", "false"],
      ["Windows", "false"],
    ])
    const panels = [...container.querySelectorAll('[role="tabpanel"]')]
    expect(panels.map(panel => panel.hasAttribute("hidden"))).toEqual([false, true, true])
    expect(panels[1].querySelector(".tabs__no-js-label")?.textContent).toBe("macOS")
    expect(tabs[1].getAttribute("aria-controls")).toBe(panels[1].id)
  })
})
