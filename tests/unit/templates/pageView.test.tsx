// @vitest-environment happy-dom
import React, { Suspense } from "react"
import { act, cleanup, render, screen } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { pageView } from "../../../src/templates/pageView"
import { PageElement } from "../../../src/theme/pageView"

type TestWindow = Window & { __readerIntent?: boolean; __onReaderIntent?: () => void }
const testWindow = window as TestWindow

/** A view module that arrives when the test says so. */
function deferredView(text: string) {
  let arrive: () => void = () => {}
  const arrived = new Promise<void>(resolve => (arrive = resolve))
  const View = () => <main>{text}</main>
  const load = vi.fn(() => arrived.then(() => ({ default: View })))
  return { load, arrive: () => act(async () => arrive()) }
}

const interact = () =>
  act(async () => {
    testWindow.__readerIntent = true
    testWindow.__onReaderIntent?.()
  })

let root: HTMLElement
beforeEach(() => {
  root = document.createElement("div")
  root.id = "___gatsby"
  document.body.append(root)
})
afterEach(() => {
  cleanup()
  root.remove()
  delete testWindow.__readerIntent
  delete testWindow.__onReaderIntent
  document.documentElement.removeAttribute("data-hydrated")
})

describe("pageView: a page's view loads on the reader's first interaction", () => {
  it("over the server's HTML, fetches nothing until the reader interacts, then shows the view and marks <html data-hydrated>", async () => {
    root.innerHTML = "<p>server HTML</p>"
    const view = deferredView("the view")
    const Page = pageView(view.load)
    const container = document.createElement("div")
    document.body.append(container)
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Page />
      </Suspense>,
      { container },
    )
    await act(async () => {})
    expect(view.load).not.toHaveBeenCalled()
    expect(Page.isReady()).toBe(false)
    await interact()
    expect(view.load).toHaveBeenCalledTimes(1)
    await view.arrive()
    expect(screen.getByRole("main").textContent).toBe("the view")
    expect(Page.isReady()).toBe(true)
    expect(document.documentElement.dataset.hydrated).toBe("true")
    container.remove()
  })

  it("without server HTML (gatsby develop), loads the view at once", async () => {
    const view = deferredView("the view")
    const Page = pageView(view.load)
    render(
      <Suspense fallback={null}>
        <Page />
      </Suspense>,
    )
    await act(async () => {})
    expect(view.load).toHaveBeenCalledTimes(1)
  })

  it("leaves the first page as it is when its view cannot load", async () => {
    root.innerHTML = "<p>server HTML</p>"
    testWindow.__readerIntent = true
    const Page = pageView(() => Promise.reject(new Error("offline")))
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Page />
      </Suspense>,
    )
    await act(async () => {})
    expect(screen.getByText("waiting")).toBeTruthy()
    expect(document.documentElement.hasAttribute("data-hydrated")).toBe(false)
  })
})

describe("PageElement: a navigation to a page whose view is still loading", () => {
  it("keeps the current page on screen until the next one can show", async () => {
    document.documentElement.dataset.hydrated = "true"
    const first = pageView(() => Promise.resolve({ default: () => <main>first page</main> }))
    const next = deferredView("next page")
    const Next = pageView(next.load)
    const app = (element: React.ReactElement) => (
      <Suspense fallback={<p>empty</p>}>
        <PageElement element={element} />
      </Suspense>
    )
    const { rerender } = render(app(React.createElement(first)))
    await act(async () => {})
    expect(screen.getByRole("main").textContent).toBe("first page")
    rerender(app(React.createElement(Next)))
    await act(async () => {})
    expect(screen.getByRole("main").textContent).toBe("first page")
    expect(screen.queryByText("empty")).toBeNull()
    await next.arrive()
    expect(screen.getByRole("main").textContent).toBe("next page")
  })
})
