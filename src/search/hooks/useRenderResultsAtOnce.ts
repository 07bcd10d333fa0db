/**
 * Makes InstantSearch's renders reach the screen in the task that produced
 * them.
 *
 * InstantSearch renders its widgets in a microtask after a response, and the
 * React state those renders set is default-priority work: React runs it in a
 * task of its own, and after a keystroke Chrome paints a frame first. So a
 * query answered in 3 ms by the embedded index showed a frame later (5 to 16 ms
 * after the key). Run inside `flushSync`, the widgets' state and the
 * `render` event's listeners (status, results of `useInstantSearch`) commit at
 * once, before that paint.
 *
 * Two flushes, not one: the hits commit while the status still says
 * "loading", and the panel keeps its last settled screen for that commit
 * (SearchPanel's `useSettledView`), so nothing flashes in between.
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
    index.render = function renderAtOnce(...args: Parameters<typeof render>) {
      flushSync(() => render.apply(index, args))
    }
    search.emit = function emitAtOnce(event: string | number, ...args: unknown[]) {
      if (event !== "render") return emit.call(search, event, ...args)
      let listened = false
      flushSync(() => {
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
