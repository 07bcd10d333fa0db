/**
 * After each route update (the first page included): a Google tag page view
 * and Tag Manager's `gatsby-route-change` event, when the loader started
 * them. Under Do-Not-Track the loader defined neither `gtag` nor `dataLayer`,
 * and nothing is sent.
 */

interface AnalyticsWindow {
  gtag?: (...args: unknown[]) => void
  dataLayer?: unknown[]
  requestAnimationFrame?: (callback: () => void) => number
  setTimeout: (callback: () => void, ms: number) => unknown
}

export function reportRouteChange(
  win: AnalyticsWindow,
  location: { pathname: string; search?: string; hash?: string },
  { tagManager }: { tagManager: boolean },
): void {
  const { gtag, dataLayer } = win
  const toTagManager = tagManager && Array.isArray(dataLayer)
  if (typeof gtag !== "function" && !toTagManager) return
  const send = () => {
    if (typeof gtag === "function") gtag("event", "page_view", { page_path: `${location.pathname}${location.search ?? ""}${location.hash ?? ""}` })
    if (toTagManager) dataLayer!.push({ event: "gatsby-route-change" })
  }
  // After the new page's title is in place (two frames), as the Google tag plugin did.
  if (win.requestAnimationFrame) win.requestAnimationFrame(() => win.requestAnimationFrame!(() => win.setTimeout(send, 0)))
  else win.setTimeout(send, 32)
}
