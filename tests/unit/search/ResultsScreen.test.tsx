// @vitest-environment happy-dom
/**
 * The results screen's first-paint rule: a new list renders the rows in view
 * at once and the rest once the frame is painted; moving past the rows in
 * view shows them all.
 */
import React from "react"
import { act, cleanup, render, screen } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { ROW_MIN_PX, ResultsScreen, TITLE_MIN_PX, rowsInView } from "../../../src/search/ResultsScreen"
import type { ItemGroup } from "../../../src/search/SearchPanel/navigableItems"
import type { SearchHit } from "../../../src/shared/search/types"

vi.mock("gatsby", () => ({ withPrefix: (path: string) => path }))

function groupsOf(sections: Record<string, number>): ItemGroup[] {
  let index = 0
  return Object.entries(sections).map(([title, count]) => ({
    title,
    items: Array.from({ length: count }, (_, n) => {
      const hit: SearchHit = {
        objectID: `${title}-${n}`,
        url: `/docs/${title.toLowerCase()}-${n}`,
        type: "lvl1",
        hierarchy: { lvl0: title, lvl1: `${title} page ${n}`, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
        content: null,
      }
      return { index: index++, hit, parent: null, isLastChild: false, source: "result" as const }
    }),
  }))
}

const props = { idPrefix: "t", onSelect: () => {}, onHover: () => {} }

/** Runs the animation frame and the task after it. */
async function paint() {
  await act(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
  })
}

afterEach(cleanup)

describe("ResultsScreen", () => {
  it("renders the rows in view first and the rest after the frame is painted", async () => {
    const groups = groupsOf({ Manual: 5, API: 5, Blog: 3 })
    render(<ResultsScreen {...props} groups={groups} viewHeight={2 * TITLE_MIN_PX + 6 * ROW_MIN_PX} activeIndex={0} />)
    expect(screen.getAllByRole("option")).toHaveLength(6)
    // A section whose rows are all below the fold waits with them.
    expect(screen.queryByRole("listbox", { name: "Blog" })).toBeNull()
    await paint()
    expect(screen.getAllByRole("option")).toHaveLength(13)
    expect(screen.getByRole("listbox", { name: "Blog" })).toBeTruthy()
  })

  it("starts again with the rows in view for the next query's list", async () => {
    const { rerender } = render(<ResultsScreen {...props} groups={groupsOf({ Manual: 5, API: 5 })} viewHeight={TITLE_MIN_PX + 4 * ROW_MIN_PX} activeIndex={0} />)
    await paint()
    expect(screen.getAllByRole("option")).toHaveLength(10)
    rerender(<ResultsScreen {...props} groups={groupsOf({ Manual: 5, API: 4 })} viewHeight={TITLE_MIN_PX + 4 * ROW_MIN_PX} activeIndex={0} />)
    expect(screen.getAllByRole("option")).toHaveLength(4)
    await paint()
    expect(screen.getAllByRole("option")).toHaveLength(9)
  })

  it("shows every row at once when the active row is below the rows in view", () => {
    render(<ResultsScreen {...props} groups={groupsOf({ Manual: 5, API: 5 })} viewHeight={TITLE_MIN_PX + 4 * ROW_MIN_PX} activeIndex={7} />)
    expect(screen.getAllByRole("option")).toHaveLength(10)
    expect(document.getElementById("t-item-7")?.getAttribute("aria-selected")).toBe("true")
  })

  it("counts the rows that fit below the section titles", () => {
    const groups = groupsOf({ A: 1, B: 1, C: 1, D: 5 })
    expect(rowsInView(groups, 4 * TITLE_MIN_PX + 4 * ROW_MIN_PX)).toBe(4)
    // Without room for the titles, the same height holds a row less.
    expect(rowsInView(groups, 4 * ROW_MIN_PX)).toBe(3)
    expect(rowsInView(groups, 10)).toBe(1)
    expect(rowsInView(groups, Number.POSITIVE_INFINITY)).toBe(8)
  })
})
