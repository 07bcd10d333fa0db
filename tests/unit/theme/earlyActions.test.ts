// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest"
import { earlyActionScript, readerIntentEvents, whenReaderInteracts } from "../../../src/theme/earlyActions"

type TestWindow = Window & { __readerIntent?: boolean; __onReaderIntent?: () => void; __earlyAction?: string | null }
const testWindow = window as TestWindow

/** Runs the inline recorder as the page's <head> would. */
const runRecorder = () => new Function(earlyActionScript)()

const settled = async (promise: Promise<void>) => {
  let done = false
  void promise.then(() => (done = true))
  await new Promise(resolve => setTimeout(resolve, 0))
  return done
}

afterEach(() => {
  delete testWindow.__readerIntent
  delete testWindow.__onReaderIntent
  testWindow.__earlyAction = null
  document.documentElement.removeAttribute("data-hydrated")
})

describe("the reader's first interaction (inline recorder and whenReaderInteracts)", () => {
  it("waits until the reader does something, then lets every waiter go", async () => {
    runRecorder()
    const first = whenReaderInteracts()
    const second = whenReaderInteracts()
    expect(await settled(first)).toBe(false)
    window.dispatchEvent(new Event("pointermove"))
    expect(await settled(first)).toBe(true)
    expect(await settled(second)).toBe(true)
  })

  it("remembers an interaction made before the app asked", async () => {
    runRecorder()
    window.dispatchEvent(new Event("keydown"))
    expect(testWindow.__readerIntent).toBe(true)
    expect(await settled(whenReaderInteracts())).toBe(true)
  })

  it.each(readerIntentEvents)("counts %s as an interaction", async type => {
    runRecorder()
    const interacted = whenReaderInteracts()
    window.dispatchEvent(new Event(type))
    expect(await settled(interacted)).toBe(true)
  })

  it("does not count a scroll the page makes itself, or the page loading", async () => {
    runRecorder()
    const interacted = whenReaderInteracts()
    window.dispatchEvent(new Event("scroll"))
    window.dispatchEvent(new Event("load"))
    expect(await settled(interacted)).toBe(false)
  })
})
