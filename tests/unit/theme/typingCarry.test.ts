// @vitest-environment happy-dom
import { Window as HappyDomWindow } from "happy-dom"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { carryTypingMs, carryTypingToNextInput } from "../../../src/theme/typingCarry"

type TestWindow = Window & typeof globalThis
let testWindow: TestWindow
let document: Document
beforeEach(() => {
  testWindow = new HappyDomWindow({ url: "http://localhost:9000/" }) as unknown as TestWindow
  document = testWindow.document
})
afterEach(() => {
  ;(testWindow as unknown as HappyDomWindow).happyDOM.abort()
})

/** A key the reader presses on `target` (the browser's own events are trusted, a script's are not); true when the page gets it. */
function pressed(key: string, { target = document.body as Element, trusted = true, ctrlKey = false } = {}) {
  const event = new testWindow.KeyboardEvent("keydown", { key, ctrlKey, bubbles: true, cancelable: true })
  if (trusted) Object.defineProperty(event, "isTrusted", { value: true })
  return target.dispatchEvent(event)
}
const type = (text: string) => [...text].map(letter => pressed(letter))

/** An input the app renders and focuses, recording the input events it answers. */
function focusedInput(value = "") {
  const input = document.createElement("input")
  input.value = value
  const inputs: string[] = []
  input.addEventListener("input", () => inputs.push(input.value))
  document.body.append(input)
  input.focus()
  input.dispatchEvent(new testWindow.FocusEvent("focusin", { bubbles: true }))
  return { input, inputs }
}

describe("carrying typing to the next input", () => {
  it("keeps letters and Backspace from the page and adds them to the next input's text, with one input event", () => {
    carryTypingToNextInput(testWindow)
    expect([...type("bux"), pressed("Backspace"), ...type("f")]).toEqual([false, false, false, false, false])
    const { input, inputs } = focusedInput("se")
    expect(input.value).toBe("sebuf")
    expect(inputs).toEqual(["sebuf"])
    // That input has focus: typing is the browser's again.
    expect(pressed("e", { target: input })).toBe(true)
    expect(pressed("r")).toBe(true)
  })

  it("is one carry per window: starting again while one is on keeps what it holds", () => {
    carryTypingToNextInput(testWindow)
    type("bu")
    carryTypingToNextInput(testWindow)
    type("ff")
    expect(focusedInput().input.value).toBe("buff")
  })

  it("does not start while an input has focus: its typing reaches it", () => {
    const { input } = focusedInput("a")
    carryTypingToNextInput(testWindow)
    input.blur()
    expect(pressed("b")).toBe(true)
  })

  it("leaves shortcuts, other keys and keys sent by script to the page", () => {
    carryTypingToNextInput(testWindow)
    expect([pressed("k", { ctrlKey: true }), pressed("Escape"), pressed("Enter"), pressed("x", { trusted: false })]).toEqual([true, true, true, true])
    expect(focusedInput("q").input.value).toBe("q")
  })

  it("ends when stopped (the search closed before its input had focus)", () => {
    const stop = carryTypingToNextInput(testWindow)
    expect(pressed("a")).toBe(false)
    stop()
    expect(pressed("b")).toBe(true)
    expect(focusedInput().input.value).toBe("")
  })
})

describe("the carry's time limit", () => {
  it("gives typing back to the page after carryTypingMs, counted from the last start", () => {
    const timers: { fn: () => void; ms: number; cleared: boolean }[] = []
    Object.assign(testWindow, {
      setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms, cleared: false }),
      clearTimeout: (id: number) => (timers[id - 1].cleared = true),
    })
    carryTypingToNextInput(testWindow)
    carryTypingToNextInput(testWindow)
    expect(timers.map(timer => [timer.ms, timer.cleared])).toEqual([
      [carryTypingMs, true],
      [carryTypingMs, false],
    ])
    expect(pressed("a")).toBe(false)
    timers[1].fn()
    expect(pressed("b")).toBe(true)
  })
})
