/**
 * Makes InstantSearch's renders reach the screen in the task that produced
 * them, in one React commit.
 *
 * InstantSearch renders its widgets in a microtask after a response, and the
 * React state those renders set is default-priority work: React runs it in a
 * task of its own, and after a keystroke Chrome paints a frame first. So a
 * query answered in 3 ms by the embedded index showed a frame later (5 to 16 ms
 * after the key). Run inside `flushSync`, the widgets' state and the
 * `render` event's listeners (status, results of `useInstantSearch`) commit at
 * once, before that paint.
 *
 * InstantSearch renders the widgets and then emits `render`, synchronously, so
 * the widget render waits for that event and both run in a single `flushSync`:
 * one commit per answer rather than two. A widget render that no event follows
 * still runs, in the next microtask.
 *
 * The render InstantSearch runs when a search starts (status `loading`, the
 * results those of the last render) is skipped: the modal shows nothing for it
 * (the input has its own state, the screen keeps the last answer, and a slow
 * search gets a render of its own once it stalls), and skipping it spares each
 * keystroke a widget pass and a commit. The answer's render brings every widget
 * up to date. An answer that arrives while later keystrokes' searches are still
 * out also reads `loading` (InstantSearch keeps it until none is pending): it
 * is rendered, since its results are new, so a reader who types on sees the
 * answers to what they typed so far.
 */
import { useLayoutEffect } from "react"
import { flushSync } from "react-dom"
import { useInstantSearchContext } from "react-instantsearch"

export function useRenderResultsAtOnce(): void {
  const search = useInstantSearchContext()
  useLayoutEffect(() => {
    const index = search.mainIndex
    const render = index.render
    const emit = search.emit
    let pending: Parameters<typeof render> | null = null
    const renderPending = () => {
      const args = pending
      pending = null
      if (args) render.apply(index, args)
    }
    // The results the widgets last rendered: a `loading` render with other results is an answer's.
    let rendered = index.getResults()
    const searchStarting = () => search.status === "loading" && index.getResults() === rendered
    index.render = function renderWithNextEvent(...args: Parameters<typeof render>) {
      if (searchStarting()) {
        pending = null
        return
      }
      pending = args
      queueMicrotask(() => {
        if (pending === args) flushSync(renderPending)
      })
    }
    search.emit = function emitAtOnce(event: string | number, ...args: unknown[]) {
      if (event !== "render") return emit.call(search, event, ...args)
      if (searchStarting()) return false
      rendered = index.getResults()
      let listened = false
      flushSync(() => {
        renderPending()
        listened = emit.call(search, event, ...args)
      })
      return listened
    }
    return () => {
      index.render = render
      search.emit = emit
    }
  }, [search])
}
