/**
 * Pages hydrate on the reader's first interaction. A page's HTML is complete
 * without JavaScript, so its view (frame, sidebar, content, table of
 * contents) need not be code before the reader does something: each template
 * exports `pageView(() => import("./views/X"))`, a component whose view is a
 * chunk of its own, fetched once the reader first moves the pointer, touches,
 * scrolls by wheel, focuses or presses a key (src/theme/earlyActions.ts keeps
 * that from the start). Until then React leaves the server's HTML in place
 * (the app sits in one Suspense boundary, src/theme/ThemeProviders.tsx).
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
import { clearEarlyAction, whenReaderInteracts } from "../theme/earlyActions"
import type { PageViewComponent } from "../theme/pageView"

type ViewModule<P> = { default: ComponentType<P> }

/** True while the first page of a visit is still the server's HTML. */
const hydrating = () => typeof document !== "undefined" && !document.documentElement.hasAttribute("data-hydrated")

/** Rendering on the server, in `gatsby develop` (no server HTML) or after the first page: the view is wanted now. */
function whenViewWanted(): Promise<void> {
  if (typeof window === "undefined" || !hydrating() || !document.getElementById("___gatsby")?.firstElementChild) return Promise.resolve()
  return whenReaderInteracts()
}

/**
 * A view that fails to load leaves the first page as the server rendered it
 * (readable, its links plain links); on a later navigation the browser loads
 * the page itself instead.
 */
function loadOrGiveUp<P>(load: () => Promise<ViewModule<P>>): Promise<ViewModule<P>> {
  return load().catch((error: unknown) => {
    if (typeof window === "undefined") throw error
    if (!hydrating()) window.location.reload()
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
 * Marks <html data-hydrated> once a view is interactive (tests and the early
 * actions' recorder wait for it) and drops a recorded press no mounted
 * component took: its button is not on this page or at this width. Effects
 * run in order, so the view's components have taken theirs by now.
 */
function ViewHydrated() {
  useEffect(() => {
    clearEarlyAction()
    document.documentElement.dataset.hydrated = "true"
  }, [])
  return null
}
