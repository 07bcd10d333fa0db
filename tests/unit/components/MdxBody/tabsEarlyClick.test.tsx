// @vitest-environment happy-dom
import React from "react"
import { act, render, screen, waitFor } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"
import { MdxBody } from "../../../../src/components/MdxBody"
import { twoTabsHtml } from "./twoTabsHtml"

// The tabs' code arrives only when the test lets it (a slow network after an in-app navigation).
const arrival = vi.hoisted(() => {
  let release: () => void = () => {}
  const arrived = new Promise<void>(resolve => (release = resolve))
  return { arrived, release: () => release() }
})
vi.mock("../../../../src/components/MdxBody/tabs", async () => {
  await arrival.arrived
  return await vi.importActual<typeof import("../../../../src/components/MdxBody/tabs")>("../../../../src/components/MdxBody/tabs")
})

describe("a tab clicked before the tabs' code has arrived", () => {
  it("is chosen when the code arrives", async () => {
    render(<MdxBody html={twoTabsHtml} />)
    const windows = screen.getByRole("tab", { name: "Windows" })
    windows.click()
    expect(windows.getAttribute("aria-selected")).toBe("false")
    act(() => arrival.release())
    // Loading the real module takes a while when the whole suite runs alongside.
    await waitFor(() => expect(windows.getAttribute("aria-selected")).toBe("true"), { timeout: 5000 })
    expect(screen.getByRole("tab", { name: "Linux" }).getAttribute("aria-selected")).toBe("false")
  })
})
