/**
 * Letters typed while a text box is on its way. Opening the search takes a
 * few steps, each a task or more apart: the shortcut's handler asks for the
 * dialog; the dialog commits with a pending bar, which takes focus; the
 * modal's code arrives and replaces the bar, and its own input comes one
 * commit later (InstantSearch renders its children once it has started, in
 * an effect). A key pressed in a gap reaches no input and would be lost
 * (CI lost "er" of "buffer" so). While a carry is on, such letters (and
 * Backspace) are kept from the page and added to the next input that takes
 * focus, as if typed there.
 *
 * One carry per window: starting one while another is on prolongs it, so
 * the steps above can each start one without the later dropping what the
 * earlier kept.
 */

/** How long letters wait for an input to take focus. */
export const carryTypingMs = 5000

interface Carry {
  stop(): void
  prolong(): void
}

const carries = new WeakMap<Window, Carry>()

const noop = () => {}

/**
 * Starts carrying typing to the next input that takes focus (or prolongs the
 * carry on), unless an input has focus already. Typing into an input, the
 * time running out or the returned function ends it.
 */
export function carryTypingToNextInput(win: Window & typeof globalThis = window): () => void {
  const active = carries.get(win)
  if (active) {
    active.prolong()
    return active.stop
  }
  if (win.document.activeElement instanceof win.HTMLInputElement) return noop

  let text = ""
  const onKey = (event: KeyboardEvent) => {
    // Keys dispatched by script (a replayed shortcut) are the app's to answer.
    if (!event.isTrusted) return
    if (event.target instanceof win.HTMLInputElement) return stop()
    if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return
    if (event.key.length === 1) text += event.key
    else if (event.key === "Backspace") text = text.slice(0, -1)
    else return
    event.preventDefault()
  }
  const onFocus = (event: FocusEvent) => {
    const input = event.target
    if (!(input instanceof win.HTMLInputElement)) return
    stop()
    if (text === "") return
    // The prototype's setter, so React sees a change and its onChange/onInput answer the input event.
    Object.getOwnPropertyDescriptor(win.HTMLInputElement.prototype, "value")?.set?.call(input, input.value + text)
    input.dispatchEvent(new win.Event("input", { bubbles: true }))
  }
  let timer = win.setTimeout(stop, carryTypingMs)
  function stop() {
    if (carries.get(win) !== carry) return
    carries.delete(win)
    win.removeEventListener("keydown", onKey, true)
    win.removeEventListener("focusin", onFocus, true)
    win.clearTimeout(timer)
  }
  const carry: Carry = {
    stop,
    prolong() {
      win.clearTimeout(timer)
      timer = win.setTimeout(stop, carryTypingMs)
    },
  }
  carries.set(win, carry)
  win.addEventListener("keydown", onKey, true)
  win.addEventListener("focusin", onFocus, true)
  return stop
}
