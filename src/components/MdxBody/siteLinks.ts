/**
 * Links inside a content body are plain <a> elements (the body is HTML made
 * at build time), so this gives them what Gatsby's <Link> gives the rest of
 * the site: a click on a link to another page of the site navigates in the
 * app, without reloading the page, and the linked page's data is prefetched
 * once the link comes into view (Gatsby's `prefetchPathname`, which Link uses
 * too and which skips slow or data-saving connections).
 */
import { navigate, prefetchPathname, withPrefix } from "gatsby"

/** The URL of another page of this site that `anchor` opens in this tab, or null when it leads elsewhere. */
function siteUrlOf(anchor: HTMLAnchorElement, location: Location): URL | null {
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return null
  const url = new URL(anchor.href, location.href)
  if (url.origin !== location.origin) return null
  // A jump within this page is the browser's to make.
  if (url.pathname === location.pathname && url.search === location.search) return null
  const prefix = withPrefix("/").replace(/\/$/, "")
  if (prefix && url.pathname !== prefix && !url.pathname.startsWith(`${prefix}/`)) return null
  return url
}

/** The site path to navigate to for a click on `anchor`, or null when the browser should follow it itself. */
export function sitePathOfClick(event: Pick<MouseEvent, "button" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey" | "defaultPrevented">, anchor: HTMLAnchorElement, location: Location): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null
  const url = siteUrlOf(anchor, location)
  if (!url) return null
  const prefix = withPrefix("/").replace(/\/$/, "")
  return url.pathname.slice(prefix.length) + url.search + url.hash
}

export function followSiteLink(event: MouseEvent): void {
  const anchor = (event.target as Element).closest?.("a[href]")
  if (!(anchor instanceof HTMLAnchorElement)) return
  const path = sitePathOfClick(event, anchor, window.location)
  if (path === null) return
  event.preventDefault()
  void navigate(path)
}

/** Prefetches the page of each site link in `body` once it comes into view; returns what stops watching. */
export function prefetchSiteLinksInView(body: HTMLElement): () => void {
  if (typeof IntersectionObserver === "undefined") return () => undefined
  const observer = new IntersectionObserver(entries => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue
      observer.unobserve(entry.target)
      const url = siteUrlOf(entry.target as HTMLAnchorElement, window.location)
      // The loader takes the path as the browser has it (with the path prefix).
      if (url) void prefetchPathname(url.pathname)
    }
  })
  for (const anchor of body.querySelectorAll("a[href]")) observer.observe(anchor)
  return () => observer.disconnect()
}
