import React, { Suspense, lazy } from "react"

/**
 * A component whose code is a chunk of its own, fetched when a page first
 * renders it. The HTML renderer waits for lazy parts, so the page arrives with
 * the part drawn; in the browser React keeps that markup and makes it
 * interactive once the chunk is in (so the page's first load does not wait for
 * it). If the chunk cannot load, `Fallback` renders instead of an error page.
 */
export function lazyHydrated<P extends object>(load: () => Promise<React.ComponentType<P>>, Fallback: React.ComponentType<P>): React.ComponentType<P> {
  const Loaded = lazy(() =>
    load().then(
      component => ({ default: component }),
      () => ({ default: Fallback })
    )
  ) as unknown as React.ComponentType<P>
  return function LazyHydrated(props: P) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    )
  }
}
