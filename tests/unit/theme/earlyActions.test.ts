// @vitest-environment happy-dom
import { Window } from "happy-dom"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { replayHeldActions, releaseHeldActions, whenReaderInteracts, type RecorderWindow } from "../../../src/theme/earlyActions"
import type { TypedAheadEvent } from "../../../src/search/hooks/useSearchShortcuts"
import { earlyActionScript, readerIntentEvents, recorderSettings } from "../../../src/theme/inlineScripts/earlyActionRecorder"

// Each test gets a window of its own, with the recorder installed from the text the page's <head> carries.
let testWindow: RecorderWindow
let document: Document
let root: HTMLElement
const fetchMock = vi.fn()
beforeEach(() => {
  testWindow = new Window({ url: "http://localhost:9000/docs/manual/installation" }) as unknown as RecorderWindow
  document = testWindow.document
  root = document.documentElement
  fetchMock.mockReset()
  fetchMock.mockReturnValue(new Promise(() => {}))
  Object.assign(testWindow, { fetch: fetchMock })
  new Function("window", earlyActionScript())(testWindow)
})
afterEach(() => {
  ;(testWindow as unknown as Window).happyDOM.abort()
})

const settled = async (promise: Promise<void>) => {
  let done = false
  void promise.then(() => (done = true))
  await new Promise(resolve => setTimeout(resolve, 0))
  return done
}

describe("the reader's first interaction (inline recorder and whenReaderInteracts)", () => {
  it("waits until the reader does something, then lets every waiter go", async () => {
    const first = whenReaderInteracts(testWindow)
    const second = whenReaderInteracts(testWindow)
    expect(await settled(first)).toBe(false)
    testWindow.dispatchEvent(new testWindow.Event("pointermove"))
    expect(await settled(first)).toBe(true)
    expect(await settled(second)).toBe(true)
  })

  it.each(readerIntentEvents)("counts %s as an interaction", async type => {
    const interacted = whenReaderInteracts(testWindow)
    testWindow.dispatchEvent(new testWindow.Event(type))
    expect(await settled(interacted)).toBe(true)
  })

  it("does not count a scroll the page makes itself, or the page loading", async () => {
    const interacted = whenReaderInteracts(testWindow)
    testWindow.dispatchEvent(new testWindow.Event("scroll"))
    testWindow.dispatchEvent(new testWindow.Event("load"))
    expect(await settled(interacted)).toBe(false)
  })
})

describe("actions held until the view hydrates, then replayed once", () => {
  const click = (target: Element, init: MouseEventInit = {}) => target.dispatchEvent(new testWindow.MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init }))
  const key = (target: Element, keyName: string, init: KeyboardEventInit = {}) => target.dispatchEvent(new testWindow.KeyboardEvent("keydown", { key: keyName, bubbles: true, cancelable: true, ...init }))
  const hydrate = () => {
    root.dataset.hydrated = "true"
    return replayHeldActions(testWindow)
  }

  it("holds a button's click from the page and plays it once after hydration", async () => {
    document.body.innerHTML = '<main><button type="button">Close</button></main>'
    const button = document.querySelector("button")!
    const clicks = vi.fn()
    document.addEventListener("click", clicks)
    expect(click(button)).toBe(false)
    expect(clicks).not.toHaveBeenCalled()
    expect(root.hasAttribute("data-actions-held")).toBe(true)
    expect(await hydrate()).toBe(1)
    expect(clicks).toHaveBeenCalledTimes(1)
    expect(clicks.mock.calls[0][0].target).toBe(button)
    expect(root.hasAttribute("data-actions-held")).toBe(false)
    // Nothing is held any more, and nothing plays twice.
    expect(await hydrate()).toBe(0)
    expect(click(button)).toBe(true)
    expect(clicks).toHaveBeenCalledTimes(2)
    document.removeEventListener("click", clicks)
  })

  it("replays in order: a toggle pressed twice ends where it began", async () => {
    document.body.innerHTML = '<button type="button" aria-pressed="false">Dark</button>'
    const button = document.querySelector("button")!
    button.addEventListener("click", () => button.setAttribute("aria-pressed", String(button.getAttribute("aria-pressed") !== "true")))
    click(button)
    click(button)
    await hydrate()
    expect(button.getAttribute("aria-pressed")).toBe("false")
  })

  it("holds a link to another page of the site, and a click inside a control (its icon)", () => {
    document.body.innerHTML = '<a href="/docs/next/manual/installation">Next</a><button type="button"><span class="icon">x</span></button>'
    expect(click(document.querySelector("a")!)).toBe(false)
    expect(click(document.querySelector(".icon")!)).toBe(false)
    expect(testWindow.__heldActions!.map(action => action.target.tagName)).toEqual(["A", "BUTTON"])
  })

  it("lets the browser handle what needs no code: fragment links, other sites, new tabs, modified and non-primary clicks, plain text", () => {
    document.body.innerHTML = `
      <a id="fragment" href="#main">Skip</a>
      <a id="external" href="https://github.com/rsvim/rsvim">GitHub</a>
      <a id="blank" href="/blog" target="_blank">Blog</a>
      <a id="download" href="/rss.xml" download>Feed</a>
      <a id="page" href="/blog">Blog</a>
      <p id="text">words</p>`
    expect(click(document.getElementById("fragment")!)).toBe(true)
    expect(click(document.getElementById("external")!)).toBe(true)
    expect(click(document.getElementById("blank")!)).toBe(true)
    expect(click(document.getElementById("download")!)).toBe(true)
    expect(click(document.getElementById("page")!, { ctrlKey: true })).toBe(true)
    expect(click(document.getElementById("page")!, { button: 1 })).toBe(true)
    expect(click(document.getElementById("text")!)).toBe(true)
    expect(testWindow.__heldActions).toHaveLength(0)
  })

  it("holds a widget's keys and the search shortcuts, not Tab, and not Enter on a native button (its click is held)", async () => {
    document.body.innerHTML = '<div role="tablist"><button role="tab" type="button">Linux</button></div><button id="plain" type="button">Close</button><input id="field">'
    const tab = document.querySelector("[role=tab]")!
    expect(key(tab, "ArrowRight")).toBe(false)
    expect(key(tab, "Tab")).toBe(true)
    expect(key(tab, "Enter")).toBe(true)
    expect(key(document.getElementById("plain")!, "ArrowDown")).toBe(true)
    expect(key(document.body, "/")).toBe(false)
    expect(key(document.getElementById("field")!, "/")).toBe(true)
    expect(key(document.body, "k", { ctrlKey: true })).toBe(false)
    expect(testWindow.__heldActions!.map(action => `${action.kind} ${action.init.key}`)).toEqual(["key ArrowRight", "key /", "key k"])
    const keys: string[] = []
    testWindow.addEventListener("keydown", event => keys.push(`${event.key}${event.ctrlKey ? "+ctrl" : ""}`), { once: false })
    await hydrate()
    expect(keys).toEqual(["ArrowRight", "/", "k+ctrl"])
  })

  describe("typing after a held search shortcut", () => {
    // What the search box would start from: carried by each replayed key.
    const typedAheadOnReplay = () => {
      const seen: (string | undefined)[] = []
      testWindow.addEventListener("keydown", event => seen.push((event as TypedAheadEvent).typedAhead))
      return seen
    }
    const type = (text: string) => [...text].map(letter => key(document.body, letter))

    it("is held with the shortcut and handed to the search it opens, once", async () => {
      expect(key(document.body, "/")).toBe(false)
      expect(type("buffx")).toEqual([false, false, false, false, false])
      expect(key(document.body, "Backspace")).toBe(false)
      type("er/")
      expect(testWindow.__heldActions).toHaveLength(1)
      const seen = typedAheadOnReplay()
      await hydrate()
      expect(seen).toEqual(["buffer/"])
      expect(await hydrate()).toBe(0)
    })

    it("joins a held click on the search's own button (the control naming its shortcut), and on no other", async () => {
      document.body.innerHTML = '<button type="button" aria-keyshortcuts="Control+K Meta+K">Search</button><button type="button">Menu</button>'
      const [search, menu] = document.querySelectorAll("button")
      const typedAhead: (string | undefined)[] = []
      testWindow.addEventListener("click", event => typedAhead.push((event as TypedAheadEvent).typedAhead))
      click(search)
      expect(type("buf")).toEqual([false, false, false])
      click(menu)
      expect(type("x")).toEqual([true])
      await hydrate()
      expect(typedAhead).toEqual(["buf", undefined])
    })

    it("joins Ctrl+K's search too, but not after a second Ctrl+K has closed it", async () => {
      key(document.body, "k", { ctrlKey: true })
      type("ab")
      key(document.body, "k", { ctrlKey: true })
      expect(type("cd")).toEqual([true, true])
      const seen = typedAheadOnReplay()
      await hydrate()
      expect(seen).toEqual(["ab", undefined])
    })

    describe("once the page is live, before the search box has focus", () => {
      // A key the reader presses (the browser's own events are trusted; the replay's are not).
      const pressed = (letter: string) => {
        const event = new testWindow.KeyboardEvent("keydown", { key: letter, bubbles: true, cancelable: true })
        Object.defineProperty(event, "isTrusted", { value: true })
        return document.body.dispatchEvent(event)
      }
      // The search box the replayed shortcut opens, as the app renders it a moment later.
      const openSearchBox = (value: string) => {
        const input = document.createElement("input")
        input.value = value
        const inputs: string[] = []
        input.addEventListener("input", () => inputs.push(input.value))
        document.body.append(input)
        input.dispatchEvent(new testWindow.FocusEvent("focusin", { bubbles: true }))
        return { input, inputs }
      }

      it("keeps the letters typed meanwhile and adds them to the box's text when it takes focus", async () => {
        key(document.body, "/")
        type("b")
        await hydrate()
        expect([pressed("u"), pressed("f"), pressed("x"), pressed("Backspace"), pressed("f")]).toEqual([false, false, false, false, false])
        const { input, inputs } = openSearchBox("b")
        expect(input.value).toBe("buff")
        expect(inputs).toEqual(["buff"])
        // The box has focus: typing is the browser's again.
        expect(pressed("e")).toBe(true)
      })

      it("does nothing without a held search shortcut", async () => {
        await hydrate()
        expect(pressed("a")).toBe(true)
      })

      it("ends when the box takes focus before anything is typed: it starts as it was", async () => {
        key(document.body, "/")
        await hydrate()
        const { input, inputs } = openSearchBox("")
        expect(pressed("a")).toBe(true)
        expect([input.value, inputs]).toEqual(["", []])
      })
    })

    it("is dropped with the shortcut by Escape, and not joined after a click or in a text field", async () => {
      document.body.innerHTML = '<button type="button">Close</button><input id="field">'
      key(document.body, "/")
      type("x")
      key(document.body, "Escape")
      expect(testWindow.__heldActions).toHaveLength(0)
      expect(root.hasAttribute("data-actions-held")).toBe(false)
      expect(type("y")).toEqual([true])
      key(document.body, "/")
      expect(key(document.getElementById("field")!, "z")).toBe(true)
      click(document.querySelector("button")!)
      expect(type("w")).toEqual([true])
      const seen = typedAheadOnReplay()
      await hydrate()
      expect(seen).toEqual([undefined])
    })
  })

  it("finds an element hydration replaced by its place in the page", async () => {
    document.body.innerHTML = "<nav><button type=button>Old</button></nav>"
    click(document.querySelector("button")!)
    document.body.innerHTML = "<nav><button type=button>New</button></nav>"
    const clicked: string[] = []
    document.addEventListener("click", event => clicked.push((event.target as Element).textContent ?? ""))
    await hydrate()
    expect(clicked).toEqual(["New"])
  })

  it("holds nothing once the view has hydrated", () => {
    root.dataset.hydrated = "true"
    document.body.innerHTML = "<button type=button>Close</button>"
    expect(click(document.querySelector("button")!)).toBe(true)
    expect(testWindow.__heldActions).toHaveLength(0)
  })

  describe("when the view cannot load", () => {
    it("turns a held link into a load of its page, checked first; offline, it says so with a Retry", async () => {
      fetchMock.mockRejectedValue(new TypeError("Failed to fetch"))
      document.body.innerHTML = '<a href="/docs/next/manual/installation">Next</a>'
      click(document.querySelector("a")!)
      releaseHeldActions(testWindow)
      expect(fetchMock).toHaveBeenCalledWith(`http://localhost:9000/docs/next/manual/installation`, { method: "HEAD", cache: "no-store" })
      await new Promise(resolve => setTimeout(resolve, 0))
      const note = document.getElementById("load-failure")!
      expect(note.getAttribute("role")).toBe("alert")
      expect(note.textContent).toContain("cannot be reached")
      expect(note.querySelector("button")?.textContent).toBe("Try again")
      expect(root.hasAttribute("data-actions-held")).toBe(false)
    })

    it("after the release, the next action on a button reloads the page (checked first)", () => {
      releaseHeldActions(testWindow)
      expect(fetchMock).not.toHaveBeenCalled()
      document.body.innerHTML = "<button type=button>Search</button>"
      expect(click(document.querySelector("button")!)).toBe(false)
      expect(fetchMock).toHaveBeenCalledWith(testWindow.location.href, { method: "HEAD", cache: "no-store" })
    })

    it("a held link whose page's code has not come in time opens its page in full; a held button stays held", () => {
      vi.useFakeTimers()
      try {
        document.body.innerHTML = '<button type="button">Menu</button><a href="/blog">Blog</a><a href="/docs">Docs</a>'
        click(document.querySelector("button")!)
        click(document.querySelector("a")!)
        vi.advanceTimersByTime(recorderSettings.linkDeadlineMs - 1)
        expect(fetchMock).not.toHaveBeenCalled()
        vi.advanceTimersByTime(1)
        expect(fetchMock).toHaveBeenCalledWith(`http://localhost:9000/blog`, { method: "HEAD", cache: "no-store" })
        expect(testWindow.__heldActions!.map(action => action.target.tagName)).toEqual(["BUTTON"])
        // From then on links are the browser's.
        expect(click(document.querySelectorAll("a")[1])).toBe(true)
      } finally {
        vi.useRealTimers()
      }
    })
  })
})
