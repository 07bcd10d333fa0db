// @vitest-environment happy-dom
import React from "react"
import { act, render, screen } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"
import { MdxBody } from "../../../../src/components/MdxBody"
import { twoTabsHtml } from "./twoTabsHtml"

// The tabs' code cannot be fetched (offline, or a deploy replaced the chunk).
vi.mock("../../../../src/components/MdxBody/tabs", () => {
  throw new Error("ChunkLoadError: Loading chunk tabs failed")
})

describe("tabs whose code cannot load", () => {
  it("show every panel under its label instead of hiding all but one", async () => {
    const { container } = render(<MdxBody html={twoTabsHtml} />)
    await act(() => new Promise(resolve => setTimeout(resolve, 0)))
    expect(container.querySelector("[data-tabs]")?.classList.contains("tabs--every-panel")).toBe(true)
    // The stylesheet shows the hidden panels and their labels under this class (src/shared/content/Tabs/styles.css).
    expect(screen.getByText("windows steps")).toBeTruthy()
  })
})
