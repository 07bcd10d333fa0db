// @vitest-environment happy-dom
/**
 * The panel's rule that results never flash: while a new query loads (or
 * stalls), the screen keeps showing the last settled answer, and only the
 * new query's answer replaces it. Driven by a search client whose answers
 * the test releases one by one.
 */
import React, { Profiler } from "react"
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react"
import { InstantSearch } from "react-instantsearch"
import type { InsightsEvent, SearchClient } from "instantsearch.js"
import { afterEach, describe, expect, it, vi } from "vitest"
import { SearchPanel } from "../../../src/search/SearchPanel"
import { STALLED_SEARCH_DELAY_MS } from "../../../src/shared/search/constants"
import type { SearchHit } from "../../../src/shared/search/types"

vi.mock("gatsby", () => ({ navigate: vi.fn(), withPrefix: (path: string) => path }))

function page(title: string): SearchHit {
  return {
    objectID: title,
    url: `/docs/${title.toLowerCase()}`,
    type: "lvl1",
    hierarchy: { lvl0: "User Manual", lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    content: null,
  }
}

function answer(query: string, hits: SearchHit[]) {
  return { hits, nbHits: hits.length, page: 0, nbPages: 1, hitsPerPage: 20, processingTimeMS: 1, exhaustiveNbHits: true, query, params: "" }
}

/** A search client that answers the empty query at once and holds every other query until the test releases it. */
function heldClient() {
  const waiting = new Map<string, (hits: SearchHit[]) => void>()
  const client = {
    search(requests: { params?: { query?: string } }[]) {
      const query = requests[0]?.params?.query ?? ""
      if (query === "") return Promise.resolve({ results: requests.map(() => answer("", [])) })
      return new Promise((resolve) => {
        waiting.set(query, (hits) => resolve({ results: requests.map(() => answer(query, hits)) }))
      })
    },
  }
  async function release(query: string, hits: SearchHit[]) {
    const resolve = waiting.get(query)
    if (!resolve) throw new Error(`no search for "${query}" is waiting`)
    waiting.delete(query)
    await act(async () => resolve(hits))
  }
  return { client: client as unknown as SearchClient, release, waiting }
}

/**
 * Renders the panel; `onCommit` is called for every React commit that touches it. With `onInsightsEvent`,
 * Insights events are on and go there (no Insights client is loaded).
 */
function renderPanel(client: SearchClient, onCommit: () => void = () => {}, onInsightsEvent?: (event: InsightsEvent) => void) {
  const insights = onInsightsEvent ? { insightsClient: null, onEvent: onInsightsEvent } : false
  render(
    <InstantSearch searchClient={client} indexName="docs" insights={insights} stalledSearchDelay={STALLED_SEARCH_DELAY_MS}>
      <Profiler id="panel" onRender={onCommit}>
        <SearchPanel indexName="docs" searchContext={{ version: "0.1.2" }} onClose={() => {}} insightsEnabled={Boolean(onInsightsEvent)} disableUserPersonalization />
      </Profiler>
    </InstantSearch>,
  )
}

async function type(query: string) {
  await act(async () => {
    fireEvent.change(screen.getByRole("combobox"), { target: { value: query } })
  })
}

const shownTitles = () => screen.queryAllByRole("option").map((option) => option.textContent)
const noResultsShown = () => screen.queryByText(/No results for/) !== null

afterEach(cleanup)

describe("search panel: results never flash while a query loads", () => {
  it("keeps the last results on screen until the new query's answer arrives, then shows only that", async () => {
    const search = heldClient()
    renderPanel(search.client)
    await type("alpha")
    await search.release("alpha", [page("Alpha")])
    expect(shownTitles()).toEqual([expect.stringContaining("Alpha")])

    await type("beta")
    expect(search.waiting.has("beta")).toBe(true)
    expect(shownTitles()).toEqual([expect.stringContaining("Alpha")])
    expect(noResultsShown()).toBe(false)

    await search.release("beta", [page("Beta")])
    expect(shownTitles()).toEqual([expect.stringContaining("Beta")])
  })

  it("shows an answer that arrives while a later keystroke's search is still out, then the later one", async () => {
    const search = heldClient()
    renderPanel(search.client)
    await type("b")
    await type("bu")
    await type("buf")
    expect([...search.waiting.keys()]).toEqual(["b", "bu", "buf"])
    // The first letter's answer comes while two searches are pending: a reader typing on sees it.
    await search.release("b", [page("Bravo")])
    expect(shownTitles()).toEqual([expect.stringContaining("Bravo")])
    await search.release("buf", [page("Buffer")])
    expect(shownTitles()).toEqual([expect.stringContaining("Buffer")])
    // An older answer that comes after a newer one is dropped (InstantSearch's own rule): the screen stays.
    await search.release("bu", [page("Build")])
    expect(shownTitles()).toEqual([expect.stringContaining("Buffer")])
  })

  it("keeps them while a slow query stalls, too", async () => {
    const search = heldClient()
    renderPanel(search.client)
    await type("alpha")
    await search.release("alpha", [page("Alpha")])

    await type("slow")
    await act(() => new Promise((resolve) => setTimeout(resolve, STALLED_SEARCH_DELAY_MS + 100)))
    expect(shownTitles()).toEqual([expect.stringContaining("Alpha")])
    expect(noResultsShown()).toBe(false)

    await search.release("slow", [page("Slow")])
    expect(shownTitles()).toEqual([expect.stringContaining("Slow")])
  })

  it("shows no results only once the answer says so, and never an empty screen before it", async () => {
    const search = heldClient()
    renderPanel(search.client)
    await type("alpha")
    await search.release("alpha", [page("Alpha")])

    await type("zzz")
    expect(noResultsShown()).toBe(false)
    expect(shownTitles()).toEqual([expect.stringContaining("Alpha")])

    await search.release("zzz", [])
    expect(noResultsShown()).toBe(true)
    expect(shownTitles()).toEqual([])

    // From the no-results screen, the next query's loading keeps that screen rather than a blank one.
    await type("gamma")
    expect(noResultsShown()).toBe(true)
    await search.release("gamma", [page("Gamma")])
    expect(noResultsShown()).toBe(false)
    expect(shownTitles()).toEqual([expect.stringContaining("Gamma")])
  })
})

describe("search panel: commits per keystroke", () => {
  it("commits once, for the answer: the keystroke itself and the search starting commit nothing", async () => {
    const search = heldClient()
    let commits = 0
    renderPanel(search.client, () => commits++)
    await type("alpha")
    await search.release("alpha", [page("Alpha")])

    // The rows below the fold follow a frame later (ResultsScreen): let them land first.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    commits = 0
    await type("beta")
    expect(search.waiting.has("beta")).toBe(true)
    expect(screen.getByRole<HTMLInputElement>("combobox").value).toBe("beta")
    expect(commits).toBe(0)
    await search.release("beta", [page("Beta")])
    expect(commits).toBe(1)
    expect(shownTitles()).toEqual([expect.stringContaining("Beta")])
  })

  it("still shows a stalled search as busy", async () => {
    const search = heldClient()
    renderPanel(search.client)
    await type("slow")
    expect(screen.getByRole("combobox").getAttribute("aria-busy")).toBeNull()
    await act(() => new Promise((resolve) => setTimeout(resolve, STALLED_SEARCH_DELAY_MS + 100)))
    expect(screen.getByRole("combobox").getAttribute("aria-busy")).toBe("true")
    await search.release("slow", [page("Slow")])
    expect(screen.getByRole("combobox").getAttribute("aria-busy")).toBeNull()
  })
})

describe("search panel: Insights events, when they are on", () => {
  it("reports the hits shown, and a click on one with its position", async () => {
    const search = heldClient()
    const events: InsightsEvent[] = []
    renderPanel(search.client, undefined, (event) => events.push(event))
    await type("alpha")
    await search.release("alpha", [page("Alpha"), page("Alphabet")])

    const viewed = events.filter((event) => event.eventType === "view")
    expect(viewed.at(-1)?.payload).toMatchObject({ objectIDs: ["Alpha", "Alphabet"] })

    fireEvent.click(screen.getAllByRole("option")[1])
    const clicked = events.filter((event) => event.eventType === "click")
    expect(clicked).toHaveLength(1)
    expect(clicked[0].payload).toMatchObject({ eventName: "Item Selected", objectIDs: ["Alphabet"] })
    expect(clicked[0].hits?.[0]).toMatchObject({ objectID: "Alphabet", __position: 2 })
  })
})
