// @vitest-environment happy-dom
/**
 * The search button's dialog: modal while open (page behind inert, locked,
 * focus returned), and a message with Retry when the modal's chunk fails.
 */
import React, { useEffect, useRef } from "react"
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { SearchButton } from "../../../src/search/SearchButton"
import { loadOnce } from "../../../src/theme/loadOnce"

/** The modal's chunk: whether its download fails, how often it was asked for, what it waits for, and its loader (new for each test). */
const chunk = vi.hoisted(() => ({ fail: true, attempts: 0, arrival: Promise.resolve(), load: null as unknown as () => Promise<unknown> }))

/** Stands in for the modal's chunk: a search box that takes focus, as the real panel does. */
function FakeModal({ onClose, initialQuery }: { onClose(): void; initialQuery: string }) {
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => input.current?.focus(), [])
  return (
    <>
      <input ref={input} aria-label="Search docs" defaultValue={initialQuery} />
      <button type="button" onClick={onClose}>
        Cancel
      </button>
    </>
  )
}

vi.mock("../../../src/search/SearchButton/loadSearchModal", () => ({ loadSearchModal: () => chunk.load() }))

/** The index heads the button asks for on opening, by version (no network here). */
const early = vi.hoisted(() => ({ versions: [] as string[] }))
vi.mock("../../../src/search/clients/earlyLoad", () => ({ loadSearchEarly: (version: string) => early.versions.push(version) }))

function renderPage() {
  render(
    <>
      <nav>
        <SearchButton searchContext={{ version: "0.1.2" }} />
      </nav>
      <main>
        <a href="/docs">Docs</a>
      </main>
    </>,
  )
}

const openButton = () => screen.getByRole("button", { name: "Search" })

/** A key the reader presses on the page (the browser's own events are trusted); true when the page gets it. */
function press(key: string): boolean {
  const event = new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true })
  Object.defineProperty(event, "isTrusted", { value: true })
  return document.body.dispatchEvent(event)
}
const mainInert = () => document.querySelector("main")!.closest("[inert]") !== null

beforeEach(() => {
  chunk.fail = true
  chunk.attempts = 0
  chunk.arrival = Promise.resolve()
  chunk.load = loadOnce(async () => {
    chunk.attempts += 1
    await chunk.arrival
    if (chunk.fail) throw new Error("Loading chunk 42 failed.")
    return { SearchModal: FakeModal }
  })
})
afterEach(cleanup)

describe("search dialog", () => {
  it("shows a message with Retry when the modal cannot load; Retry loads it; closing gives the page back", async () => {
    renderPage()
    openButton().focus()
    fireEvent.click(openButton())
    // The page's index heads are asked for on opening, beside the modal's code (by a small chunk of their own).
    await vi.waitFor(() => expect(early.versions.at(-1)).toBe("0.1.2"))
    const alert = await screen.findByRole("alert")
    expect(alert.textContent).toContain("Search could not be loaded.")
    expect(alert.textContent).toContain("Loading chunk 42 failed.")
    expect(screen.getByRole("dialog", { name: "Search" }).contains(alert)).toBe(true)
    const retry = screen.getByRole("button", { name: "Retry" })
    expect(document.activeElement).toBe(retry)
    await waitFor(() => expect(mainInert()).toBe(true))
    expect(document.body.style.overflow).toBe("hidden")

    // Still failing: Retry imports again and the message stays.
    await act(async () => fireEvent.click(retry))
    expect(chunk.attempts).toBe(2)
    expect(screen.getByRole("alert").textContent).toContain("Search could not be loaded.")

    chunk.fail = false
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Retry" })))
    const input = await screen.findByRole("textbox", { name: "Search docs" })
    expect(document.activeElement).toBe(input)
    expect(screen.queryByRole("alert")).toBeNull()
    expect(chunk.attempts).toBe(3)

    fireEvent.keyDown(input, { key: "Escape" })
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull())
    expect(mainInert()).toBe(false)
    expect(document.body.style.overflow).toBe("")
    expect(document.activeElement).toBe(openButton())
  })

  it("Close closes the message and returns focus; opening again tries the download again", async () => {
    renderPage()
    openButton().focus()
    fireEvent.click(openButton())
    await screen.findByRole("alert")
    fireEvent.click(screen.getByRole("button", { name: "Close" }))
    expect(screen.queryByRole("dialog")).toBeNull()
    expect(document.activeElement).toBe(openButton())
    expect(chunk.attempts).toBe(1)

    chunk.fail = false
    fireEvent.click(openButton())
    expect(await screen.findByRole("textbox", { name: "Search docs" })).toBeTruthy()
    expect(chunk.attempts).toBe(2)
  })

  it("opens at once with a search bar that takes typing while the modal's code is on its way; the modal starts from what was typed", async () => {
    chunk.fail = false
    let arrive: () => void = () => {}
    chunk.arrival = new Promise<void>((resolve) => (arrive = resolve))
    renderPage()
    fireEvent.click(openButton())
    const dialog = screen.getByRole("dialog", { name: "Search" })
    const pending = screen.getByRole("searchbox", { name: "Search docs" })
    expect(dialog.contains(pending)).toBe(true)
    expect(document.activeElement).toBe(pending)
    expect(screen.getByRole("status").textContent).toBe("Loading search…")
    fireEvent.input(pending, { target: { value: "buffer" } })
    await act(async () => arrive())
    const input = await screen.findByRole("textbox", { name: "Search docs" })
    expect((input as HTMLInputElement).value).toBe("buffer")
    expect(document.activeElement).toBe(input)
    expect(screen.queryByRole("searchbox")).toBeNull()
  })

  it("letters typed after opening, before the pending bar has focus, go into it and on to the modal", async () => {
    chunk.fail = false
    let arrive: () => void = () => {}
    chunk.arrival = new Promise<void>((resolve) => (arrive = resolve))
    renderPage()
    const pressed: boolean[] = []
    // Pressed before React has rendered the dialog.
    act(() => {
      openButton().click()
      pressed.push(press("b"), press("u"))
    })
    expect(pressed).toEqual([false, false])
    const pending = screen.getByRole("searchbox", { name: "Search docs" })
    expect((pending as HTMLInputElement).value).toBe("bu")
    await act(async () => arrive())
    expect(((await screen.findByRole("textbox", { name: "Search docs" })) as HTMLInputElement).value).toBe("bu")
  })

  it("closed before any input took focus, the search gives the page its keys back", async () => {
    chunk.fail = false
    // A modal whose input never takes focus, so the keys typed after opening wait for one until the search closes.
    chunk.load = loadOnce(async () => ({
      SearchModal: ({ onClose }: { onClose(): void }) => (
        <button type="button" onClick={onClose}>
          Close
        </button>
      ),
    }))
    renderPage()
    // The first opening loads the modal (its pending bar takes focus meanwhile); the second shows it at once.
    fireEvent.click(openButton())
    fireEvent.click(await screen.findByRole("button", { name: "Close" }))
    act(() => openButton().click())
    expect(press("a")).toBe(false)
    fireEvent.click(screen.getByRole("button", { name: "Close" }))
    expect(screen.queryByRole("dialog")).toBeNull()
    expect(press("b")).toBe(true)
  })

  it("Cancel on the pending search bar closes the dialog and gives focus back", async () => {
    chunk.fail = false
    chunk.arrival = new Promise<void>(() => {})
    renderPage()
    openButton().focus()
    fireEvent.click(openButton())
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }))
    expect(screen.queryByRole("dialog")).toBeNull()
    expect(document.activeElement).toBe(openButton())
  })
})
