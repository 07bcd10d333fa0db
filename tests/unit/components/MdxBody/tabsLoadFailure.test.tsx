// @vitest-environment happy-dom
import React from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { act, render, screen } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"
import { TabItem, Tabs } from "../../../../src/shared/content/Tabs"
import { MdxBody } from "../../../../src/components/MdxBody"

// The tabs' code cannot be fetched (offline, or a deploy replaced the chunk).
vi.mock("../../../../src/components/MdxBody/tabs", () => {
  throw new Error("ChunkLoadError: Loading chunk tabs failed")
})

describe("tabs whose code cannot load", () => {
  it("show every panel under its label instead of hiding all but one", async () => {
    const html = renderToStaticMarkup(
      <Tabs>
        <TabItem value="linux" label="Linux">
          linux steps
        </TabItem>
        <TabItem value="windows" label="Windows">
          windows steps
        </TabItem>
      </Tabs>
    )
    const { container } = render(<MdxBody html={html} />)
    await act(() => new Promise(resolve => setTimeout(resolve, 0)))
    expect(container.querySelector("[data-tabs]")?.classList.contains("tabs--every-panel")).toBe(true)
    // The stylesheet shows the hidden panels and their labels under this class (src/shared/content/Tabs/styles.css).
    expect(screen.getByText("windows steps")).toBeTruthy()
  })
})
