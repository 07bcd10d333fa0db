// @vitest-environment happy-dom
import React, { Suspense } from "react"
import { act, cleanup, render, screen } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { pageView, viewRetryDelayMs } from "../../../src/templates/pageView"
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

describe("pageView: a page's view loads when the browser is idle or the reader first interacts", () => {
  let idleCallbacks: Array<() => void>
  beforeEach(() => {
    idleCallbacks = []
    vi.stubGlobal("requestIdleCallback", (callback: () => void) => idleCallbacks.push(callback))
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    document.documentElement.removeAttribute("data-view-failed")
    delete (testWindow as Window & { __releaseHeldActions?: () => void }).__releaseHeldActions
  })

  const renderOverServerHtml = (load: () => Promise<{ default: React.ComponentType }>) => {
    root.innerHTML = "<p>server HTML</p>"
    const Page = pageView(load)
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Page />
      </Suspense>,
    )
    return Page
  }
  /** ViewHydrated marks <html> and replays held actions one task after the view's effects. */
  const nextTask = () => act(() => new Promise(resolve => setTimeout(resolve, 0)))

  it("over the server's HTML, fetches nothing before either; the first interaction loads the view, which then shows and marks <html data-hydrated>", async () => {
    const view = deferredView("the view")
    const Page = renderOverServerHtml(view.load)
    await act(async () => {})
    expect(view.load).not.toHaveBeenCalled()
    expect(Page.isReady()).toBe(false)
    await interact()
    expect(view.load).toHaveBeenCalledTimes(1)
    await view.arrive()
    expect(screen.getByRole("main").textContent).toBe("the view")
    expect(Page.isReady()).toBe(true)
    await nextTask()
    expect(document.documentElement.dataset.hydrated).toBe("true")
  })

  it("loads the view once the browser is idle, with no interaction", async () => {
    const view = deferredView("the view")
    renderOverServerHtml(view.load)
    await act(async () => {})
    expect(view.load).not.toHaveBeenCalled()
    expect(idleCallbacks).toHaveLength(1)
    await act(async () => idleCallbacks[0]())
    expect(view.load).toHaveBeenCalledTimes(1)
  })

  it("replays what the recorder held once the view has hydrated, exactly once", async () => {
    const view = deferredView("the view")
    renderOverServerHtml(view.load)
    const button = document.createElement("button")
    document.body.append(button)
    // What each replayed click found: the page marked hydrated and the view on screen.
    const clicks: string[] = []
    button.addEventListener("click", () => clicks.push(`hydrated=${document.documentElement.dataset.hydrated} view=${screen.queryByText("the view") !== null}`))
    const held = [{ kind: "click", target: button, path: [], init: {} }]
    Object.assign(testWindow, { __heldActions: held })
    await interact()
    expect(clicks).toEqual([])
    await view.arrive()
    await nextTask()
    await nextTask()
    expect(clicks).toEqual(["hydrated=true view=true"])
    expect(held).toHaveLength(0)
    button.remove()
    delete (testWindow as Window & { __heldActions?: unknown }).__heldActions
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

  it("tries a view that fails once more, then leaves the first page as it is and releases held actions as page loads", async () => {
    testWindow.__readerIntent = true
    const release = vi.fn()
    Object.assign(testWindow, { __releaseHeldActions: release })
    const load = vi.fn(() => Promise.reject(new Error("offline")))
    renderOverServerHtml(load)
    await act(async () => {})
    expect(load).toHaveBeenCalledTimes(1)
    expect(release).not.toHaveBeenCalled()
    await act(() => new Promise(resolve => setTimeout(resolve, viewRetryDelayMs + 50)))
    expect(load).toHaveBeenCalledTimes(2)
    expect(release).toHaveBeenCalledTimes(1)
    expect(document.documentElement.dataset.viewFailed).toBe("true")
    expect(screen.getByText("waiting")).toBeTruthy()
    expect(document.documentElement.hasAttribute("data-hydrated")).toBe(false)
  })

  it("a view that loads on its second try shows as usual", async () => {
    testWindow.__readerIntent = true
    const load = vi.fn().mockRejectedValueOnce(new Error("dropped")).mockResolvedValue({ default: () => <main>the view</main> })
    renderOverServerHtml(load)
    await act(() => new Promise(resolve => setTimeout(resolve, viewRetryDelayMs + 50)))
    expect(load).toHaveBeenCalledTimes(2)
    expect(screen.getByRole("main").textContent).toBe("the view")
    expect(document.documentElement.hasAttribute("data-view-failed")).toBe(false)
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
