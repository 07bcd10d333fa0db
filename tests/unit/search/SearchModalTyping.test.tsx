// @vitest-environment happy-dom
/**
 * The modal's input comes one commit after the modal: InstantSearch renders
 * its children once it has started, in an effect. A key the reader presses in
 * between reaches no input; the modal carries it to its input
 * (src/theme/typingCarry.ts). CI lost "er" of "buffer" there.
 */
import React, { useLayoutEffect } from "react"
import { act, cleanup, render, screen } from "@testing-library/react"
import { afterEach, expect, it, vi } from "vitest"
import { SearchModal } from "../../../src/search/SearchModal"

vi.mock("gatsby", () => ({ navigate: vi.fn(), withPrefix: (path: string) => path }))

/** A search client that answers every query with nothing. */
const client = vi.hoisted(() => ({
  preload: () => () => {},
  search: (requests: { params?: { query?: string } }[]) =>
    Promise.resolve({
      results: requests.map((request) => ({ hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 20, processingTimeMS: 1, exhaustiveNbHits: true, query: request.params?.query ?? "", params: "" })),
    }),
}))
vi.mock("../../../src/search/clients", () => ({ getSearchClient: () => ({ client, indexName: "docs", backend: "local" }) }))

afterEach(cleanup)

/** A key the reader presses on the page (the browser's own events are trusted). */
function press(key: string): boolean {
  const event = new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true })
  Object.defineProperty(event, "isTrusted", { value: true })
  return document.body.dispatchEvent(event)
}

/** Presses keys in the modal's first commit, after its own effects and before InstantSearch has rendered the input. */
function KeysBeforeTheInput({ keys, pressed }: { keys: string; pressed: boolean[] }) {
  useLayoutEffect(() => {
    if (document.querySelector("input")) throw new Error("the input is already there: this test would prove nothing")
    for (const key of keys) pressed.push(press(key))
  }, [keys, pressed])
  return null
}

it("letters typed between the modal's first commit and its input's focus are added to the input, in order", async () => {
  const pressed: boolean[] = []
  ;(document.activeElement as HTMLElement | null)?.blur()
  await act(async () => {
    render(
      <>
        <SearchModal searchContext={{ version: "0.1.2" }} initialQuery="bu" onClose={() => {}} />
        <KeysBeforeTheInput keys="ff" pressed={pressed} />
      </>,
    )
  })
  const input = await screen.findByRole("combobox", { name: "Search docs" })
  expect(pressed).toEqual([false, false])
  expect(document.activeElement).toBe(input)
  expect((input as HTMLInputElement).value).toBe("buff")
})
