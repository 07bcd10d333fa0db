// @vitest-environment happy-dom
import React from "react"
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { ColorModeProvider, useColorMode } from "../../../src/theme/colorMode"
import { DocsSidebarHiddenProvider, sidebarHiddenAttribute, useDocsSidebarHidden } from "../../../src/theme/docsSidebarHidden"
import { DocsPreferredVersionProvider, useDocsPreferredVersion } from "../../../src/theme/docsPreferredVersion"
import { AnnouncementBarProvider, dismissedAttribute, useAnnouncementBar } from "../../../src/theme/announcementBar"
import { siteConfig } from "../../../src/config/site"

function ShowColorMode() {
  const { colorMode, setColorMode } = useColorMode()
  return <button onClick={() => setColorMode(colorMode === "dark" ? "light" : "dark")}>{colorMode}</button>
}

function ShowSidebar() {
  const { hidden, setHidden } = useDocsSidebarHidden()
  return <button onClick={() => setHidden(!hidden)}>{hidden ? "hidden" : "shown"}</button>
}

function ShowAnnouncement() {
  const { isActive, close } = useAnnouncementBar()
  return <button onClick={close}>{isActive ? "showing" : "closed"}</button>
}

function ShowVersion() {
  const { preferredVersion } = useDocsPreferredVersion()
  return <span>{preferredVersion ?? "none"}</span>
}

/** What another browser tab does: write storage, which fires a storage event here. */
function otherTabWrites(key: string, value: string) {
  act(() => {
    localStorage.setItem(key, value)
    window.dispatchEvent(new StorageEvent("storage", { key, newValue: value }))
  })
}

beforeEach(() => {
  localStorage.clear()
  document.documentElement.removeAttribute("data-theme")
  document.documentElement.removeAttribute(sidebarHiddenAttribute)
  document.documentElement.removeAttribute(dismissedAttribute)
})
afterEach(cleanup)

describe("preference providers", () => {
  it("colour mode: starts from storage, stores a change, and follows another tab onto <html>", () => {
    localStorage.setItem("rsvim.colorMode", "dark")
    render(
      <ColorModeProvider>
        <ShowColorMode />
      </ColorModeProvider>
    )
    expect(screen.getByRole("button").textContent).toBe("dark")
    fireEvent.click(screen.getByRole("button"))
    expect(screen.getByRole("button").textContent).toBe("light")
    expect(document.documentElement.getAttribute("data-theme")).toBe("light")
    expect(localStorage.getItem("rsvim.colorMode")).toBe("light")
    otherTabWrites("rsvim.colorMode", "dark")
    expect(screen.getByRole("button").textContent).toBe("dark")
    expect(document.documentElement.getAttribute("data-theme")).toBe("dark")
  })

  it("colour mode: garbage in storage is ignored and removed", () => {
    localStorage.setItem("rsvim.colorMode", "purple")
    render(
      <ColorModeProvider>
        <ShowColorMode />
      </ColorModeProvider>
    )
    expect(screen.getByRole("button").textContent).toBe("light")
    expect(localStorage.getItem("rsvim.colorMode")).toBeNull()
  })

  it("hidden sidebar: follows another tab onto <html>", () => {
    render(
      <DocsSidebarHiddenProvider>
        <ShowSidebar />
      </DocsSidebarHiddenProvider>
    )
    otherTabWrites("rsvim.docs.sidebarHidden", "true")
    expect(screen.getByRole("button").textContent).toBe("hidden")
    expect(document.documentElement.hasAttribute(sidebarHiddenAttribute)).toBe(true)
    fireEvent.click(screen.getByRole("button"))
    expect(document.documentElement.hasAttribute(sidebarHiddenAttribute)).toBe(false)
    expect(localStorage.getItem("rsvim.docs.sidebarHidden")).toBe("false")
  })

  it("preferred version: follows another tab", () => {
    render(
      <DocsPreferredVersionProvider>
        <ShowVersion />
      </DocsPreferredVersionProvider>
    )
    expect(screen.getByText("none")).toBeTruthy()
    otherTabWrites("rsvim.docs.preferredVersion", "0.1.2")
    expect(screen.getByText("0.1.2")).toBeTruthy()
  })

  it("announcement: closing it in another tab closes it here; an old announcement's dismissal does not", () => {
    const id = siteConfig.announcementBar!.id
    localStorage.setItem("rsvim.announcement", JSON.stringify({ id: "an-older-one", dismissed: true }))
    render(
      <AnnouncementBarProvider>
        <ShowAnnouncement />
      </AnnouncementBarProvider>
    )
    expect(screen.getByRole("button").textContent).toBe("showing")
    otherTabWrites("rsvim.announcement", JSON.stringify({ id, dismissed: true }))
    expect(screen.getByRole("button").textContent).toBe("closed")
    expect(document.documentElement.hasAttribute(dismissedAttribute)).toBe(true)
  })
})
