// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest"
import { tabbableElements, trapFocus } from "../../../../src/theme/dialog/focusTrap"

let release: (() => void) | null = null
afterEach(() => {
  release?.()
  release = null
  document.body.innerHTML = ""
})

function mount(html: string): HTMLElement {
  document.body.innerHTML = `<button id="outside">outside</button><div id="layer">${html}</div>`
  return document.getElementById("layer")!
}

const ids = (elements: Element[]) => elements.map((element) => element.id)

/** Presses a key where focus is (or on <body>); returns whether the trap took over the browser's default. */
function press(key: string, shiftKey = false): boolean {
  const target = document.activeElement ?? document.body
  const event = new KeyboardEvent("keydown", { key, shiftKey, bubbles: true, cancelable: true })
  target.dispatchEvent(event)
  return event.defaultPrevented
}

describe("tabbableElements", () => {
  it("finds links, buttons, form fields, summaries and [tabindex] stops, in document order", () => {
    const layer = mount(`
      <a id="link" href="/docs">docs</a>
      <button id="button">b</button>
      <input id="input" />
      <select id="select"><option>1</option></select>
      <textarea id="textarea"></textarea>
      <details><summary id="summary">more</summary></details>
      <div id="region" tabindex="0">scrollable</div>
      <span id="editable" contenteditable="true">edit</span>
    `)
    expect(ids(tabbableElements(layer))).toEqual(["link", "button", "input", "select", "textarea", "summary", "region", "editable"])
  })

  it("skips what Tab does not reach: disabled, hidden, tabindex=-1, links without href", () => {
    const layer = mount(`
      <a id="anchor">no href</a>
      <a id="skipped-link" href="/x" tabindex="-1">skipped</a>
      <button id="disabled" disabled>b</button>
      <input id="disabled-input" disabled />
      <input id="hidden-input" type="hidden" />
      <fieldset disabled><input id="in-disabled-fieldset" /></fieldset>
      <button id="hidden-attribute" hidden>b</button>
      <div hidden><a id="in-hidden" href="/y">y</a></div>
      <div style="display: none"><button id="in-display-none">b</button></div>
      <div inert><button id="in-inert">b</button></div>
      <div id="not-a-stop" tabindex="-1">focusable by script only</div>
      <button id="kept">kept</button>
    `)
    expect(ids(tabbableElements(layer))).toEqual(["kept"])
  })
})

describe("trapFocus", () => {
  const threeButtons = `<button id="first">1</button><button id="middle">2</button><button id="last">3</button>`

  it("moves focus to the first stop when it opens, unless focus is already inside", () => {
    const layer = mount(threeButtons)
    document.getElementById("outside")!.focus()
    release = trapFocus(layer)
    expect(document.activeElement?.id).toBe("first")
    release()

    document.getElementById("middle")!.focus()
    release = trapFocus(layer)
    expect(document.activeElement?.id).toBe("middle")
  })

  it("wraps Tab from the last stop to the first and Shift+Tab from the first to the last", () => {
    release = trapFocus(mount(threeButtons))
    document.getElementById("last")!.focus()
    expect(press("Tab")).toBe(true)
    expect(document.activeElement?.id).toBe("first")
    expect(press("Tab", true)).toBe(true)
    expect(document.activeElement?.id).toBe("last")
  })

  it("leaves Tab between stops inside to the browser", () => {
    release = trapFocus(mount(threeButtons))
    document.getElementById("middle")!.focus()
    expect(press("Tab")).toBe(false)
    expect(press("Tab", true)).toBe(false)
    expect(document.activeElement?.id).toBe("middle")
  })

  it("skips a disabled last control when wrapping", () => {
    release = trapFocus(mount(`<button id="first">1</button><button id="middle">2</button><button id="last" disabled>3</button>`))
    document.getElementById("middle")!.focus()
    expect(press("Tab")).toBe(true)
    expect(document.activeElement?.id).toBe("first")
  })

  it("brings focus back in when it has left the layer", () => {
    release = trapFocus(mount(threeButtons))
    document.getElementById("outside")!.focus()
    press("Tab")
    expect(document.activeElement?.id).toBe("first")
    document.getElementById("outside")!.focus()
    press("Tab", true)
    expect(document.activeElement?.id).toBe("last")
  })

  it("keeps Tab from leaving a layer with no stops at all", () => {
    release = trapFocus(mount(`<p>Nothing to focus</p>`))
    expect(press("Tab")).toBe(true)
  })

  it("calls onEscape on Escape, and nothing after release", () => {
    const onEscape = vi.fn()
    release = trapFocus(mount(threeButtons), onEscape)
    expect(press("Escape")).toBe(true)
    expect(onEscape).toHaveBeenCalledTimes(1)
    release()
    release = null
    document.getElementById("last")!.focus()
    expect(press("Escape")).toBe(false)
    expect(press("Tab")).toBe(false)
    expect(onEscape).toHaveBeenCalledTimes(1)
  })

  it("lets Escape through when no onEscape is given", () => {
    release = trapFocus(mount(threeButtons))
    expect(press("Escape")).toBe(false)
  })
})
