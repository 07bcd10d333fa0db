/**
 * Pages are server HTML first and hydrate soon after. A page's HTML is
 * complete without JavaScript, so its view (frame, sidebar, content, table of
 * contents) need not be code of the first load: each template exports
 * `pageView(() => import(/* webpackChunkName: "view-…" *\/ "./views/X"))`, a
 * component whose view is a chunk of its own (the name lets the bench and the
 * budgets tell view code from first-load code), fetched once the browser is
 * idle after the app starts, or at the reader's first interaction if that
 * comes sooner (src/theme/earlyActions.ts notes it from the start). Until the
 * view has hydrated, React leaves the server's HTML in place (the app sits in
 * one Suspense boundary, src/theme/ThemeProviders.tsx) and the inline
 * recorder holds every click or key the app would answer; they are replayed
 * once it has, so none is lost.
 *
 * This module also brings the site's stylesheet into every page's first
 * load: Gatsby inlines the CSS of the chunks a page needs before it renders,
 * and the views, which import the rest, are not among them.
 *
 * A client-side navigation to a template whose view has not loaded yet keeps
 * the current page on screen until it has (`PageElement` in
 * src/theme/pageView.tsx), as Gatsby does while it fetches a page's data.
 */
import React, { lazy, useEffect, type ComponentType } from "react"
// Opens the site's one stylesheet, as the page frame does (see src/node/webpack/cssOrderCheck.ts).
import "../styles/global.css"
import { releaseHeldActions, replayHeldActions, whenReaderInteracts } from "../theme/earlyActions"
import type { PageViewComponent } from "../theme/pageView"

type ViewModule<P> = { default: ComponentType<P> }

/** True while the first page of a visit is still the server's HTML. */
const hydrating = () => typeof document !== "undefined" && !document.documentElement.hasAttribute("data-hydrated")

/** Idle time after the app has started (a short timeout where the browser has no idle callbacks, as Safari). */
function whenIdle(): Promise<void> {
  return new Promise(resolve => {
    if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(() => resolve(), { timeout: idleTimeoutMs })
    else setTimeout(resolve, noIdleCallbackDelayMs)
  })
}
/** At most this long after the app starts before the view loads, idle or not. */
const idleTimeoutMs = 2000
const noIdleCallbackDelayMs = 200

/** Rendering on the server, in `gatsby develop` (no server HTML) or after the first page: the view is wanted now. */
function whenViewWanted(): Promise<void> {
  if (typeof window === "undefined" || !hydrating() || !document.getElementById("___gatsby")?.firstElementChild) return Promise.resolve()
  return Promise.race([whenReaderInteracts(), whenIdle()])
}

/** A failed view is asked for once more after this pause (a dropped connection often comes back). */
export const viewRetryDelayMs = 1000

/**
 * A view that fails to load is tried once more. If that fails too, the first
 * page stays as the server rendered it (readable, its links plain links, its
 * tabs showing every panel) and every action held or to come becomes a full
 * page load, which brings fresh HTML and chunks (src/theme/earlyActions.ts);
 * on a later navigation the browser loads the page itself instead.
 */
function loadOrGiveUp<P>(load: () => Promise<ViewModule<P>>): Promise<ViewModule<P>> {
  const retry = () => new Promise<void>(resolve => setTimeout(resolve, viewRetryDelayMs)).then(load)
  return load()
    .catch(retry)
    .catch((error: unknown) => {
      if (typeof window === "undefined") throw error
      if (!hydrating()) window.location.reload()
      else {
        document.documentElement.dataset.viewFailed = "true"
        releaseHeldActions()
      }
      return new Promise<never>(() => {})
    })
}

/** The page component of a template whose view is `load`ed on the reader's first interaction. */
export function pageView<P extends object>(load: () => Promise<ViewModule<P>>): PageViewComponent<P> {
  let ready = false
  const View = lazy<ComponentType<P>>(() =>
    whenViewWanted()
      .then(() => loadOrGiveUp(load))
      .then((module) => {
        ready = true
        return module
      }),
  )
  const Page = (props: P) => (
    <>
      {/* React types a lazy component of a generic P by PropsWithRef<P>, which TypeScript cannot match to P. */}
      <View {...(props as P & React.JSX.IntrinsicAttributes & React.PropsWithRef<P>)} />
      <ViewHydrated />
    </>
  )
  Page.isReady = () => ready
  return Page
}

/**
 * Marks <html data-hydrated> once a view is interactive (tests wait for it,
 * and the recorder stops holding actions), then replays what the recorder
 * held. Effects run in order, so the view's components are listening by now;
 * the replay waits one task more, so updates the hydration scheduled (stored
 * preferences, say) are on screen when the actions meet them.
 */
function ViewHydrated() {
  useEffect(() => {
    const timer = setTimeout(() => {
      document.documentElement.dataset.hydrated = "true"
      void replayHeldActions()
    }, 0)
    return () => clearTimeout(timer)
  }, [])
  return null
}
