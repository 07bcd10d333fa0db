// @vitest-environment happy-dom
import React from "react"
import { cleanup, render, screen } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { createLazyTabs } from "../../../../src/components/MdxProvider/lazyTabs"
import { TabItem } from "../../../../src/components/Tabs/TabItem"

function page(Tabs: React.ComponentType<{ children: React.ReactNode; groupId?: string }>) {
  return (
    <Tabs>
      <TabItem value="linux" label="Linux" default>
        linux steps
      </TabItem>
      <TabItem value="windows" label="Windows">
        windows steps
      </TabItem>
    </Tabs>
  )
}

afterEach(cleanup)

describe("MDX tabs loaded with the page that uses them", () => {
  it("renders the real tabs once their code has arrived", async () => {
    const Tabs = createLazyTabs(() => import("../../../../src/components/Tabs"))
    render(page(Tabs))
    const tabs = await screen.findAllByRole("tab")
    expect(tabs.map(tab => tab.textContent)).toEqual(["Linux", "Windows"])
    expect(screen.getByRole("tab", { name: "Linux" }).getAttribute("aria-selected")).toBe("true")
  })

  it("shows every panel under its label when the code cannot load, instead of failing the page", async () => {
    const Tabs = createLazyTabs(() => Promise.reject(new Error("ChunkLoadError: Loading chunk tabs failed")))
    render(page(Tabs))
    expect(await screen.findByRole("region", { name: "Windows" })).toBeTruthy()
    expect(screen.getByRole("region", { name: "Linux" }).textContent).toContain("linux steps")
    expect(screen.getByRole("region", { name: "Windows" }).textContent).toContain("windows steps")
    expect(screen.queryByRole("tab")).toBeNull()
  })
})
