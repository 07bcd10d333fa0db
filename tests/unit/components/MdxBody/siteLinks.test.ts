// @vitest-environment happy-dom
import { describe, expect, it, vi } from "vitest"

// Gatsby's runtime is not loaded in unit tests: the prefix the pages were built for is "/rsvim" here.
const prefetched = vi.hoisted(() => [] as string[])
vi.mock("gatsby", () => ({ withPrefix: (path: string) => `/rsvim${path}`, navigate: vi.fn(), prefetchPathname: (path: string) => prefetched.push(path) }))
const { prefetchSiteLinksInView, sitePathOfClick } = await import("../../../../src/components/MdxBody/siteLinks")

const plainClick = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false }
const here = new URL("https://rsvim.test/rsvim/docs/next/manual/get_started") as unknown as Location

function link(href: string, attributes: Record<string, string> = {}): HTMLAnchorElement {
  const anchor = document.createElement("a")
  anchor.href = new URL(href, "https://rsvim.test/rsvim/docs/next/manual/get_started").href
  for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value)
  return anchor
}

describe("links in a content body", () => {
  it("navigate in the app to a site page, without the path prefix Gatsby adds back", () => {
    expect(sitePathOfClick(plainClick, link("/rsvim/docs/next/manual/installation#linux"), here)).toBe("/docs/next/manual/installation#linux")
  })

  it("leave to the browser: other hosts, paths outside the prefix, jumps within the page, new tabs and downloads", () => {
    expect(sitePathOfClick(plainClick, link("https://github.com/rsvim/rsvim"), here)).toBeNull()
    expect(sitePathOfClick(plainClick, link("/other-site/"), here)).toBeNull()
    expect(sitePathOfClick(plainClick, link("#usage"), here)).toBeNull()
    expect(sitePathOfClick(plainClick, link("/rsvim/blog", { target: "_blank" }), here)).toBeNull()
    expect(sitePathOfClick(plainClick, link("/rsvim/assets/x.png", { download: "" }), here)).toBeNull()
  })

  it("leave modified and non-primary clicks to the browser", () => {
    const target = link("/rsvim/blog")
    expect(sitePathOfClick({ ...plainClick, ctrlKey: true }, target, here)).toBeNull()
    expect(sitePathOfClick({ ...plainClick, metaKey: true }, target, here)).toBeNull()
    expect(sitePathOfClick({ ...plainClick, button: 1 }, target, here)).toBeNull()
    expect(sitePathOfClick(plainClick, target, here)).toBe("/blog")
  })
})

describe("site links in view", () => {
  it("have their page prefetched once, as they come into view; other links never", () => {
    const observers: Array<{ callback: IntersectionObserverCallback; observed: Element[] }> = []
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        observed: Element[] = []
        constructor(public callback: IntersectionObserverCallback) {
          observers.push(this)
        }
        observe(element: Element) {
          this.observed.push(element)
        }
        unobserve(element: Element) {
          this.observed = this.observed.filter((candidate) => candidate !== element)
        }
        disconnect() {
          this.observed = []
        }
      },
    )
    try {
      const body = document.createElement("div")
      body.innerHTML = `<a href="${location.origin}/rsvim/docs/next/manual/installation#linux">site</a><a href="https://github.com/rsvim/rsvim">elsewhere</a>`
      const stop = prefetchSiteLinksInView(body)
      const [observer] = observers
      const show = (element: Element, isIntersecting: boolean) => observer.callback([{ target: element, isIntersecting } as IntersectionObserverEntry], observer as unknown as IntersectionObserver)
      const [site, elsewhere] = body.querySelectorAll("a")
      show(site, false)
      expect(prefetched).toEqual([])
      show(site, true)
      show(elsewhere, true)
      expect(prefetched).toEqual(["/rsvim/docs/next/manual/installation"])
      expect(observer.observed).toEqual([])
      stop()
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
