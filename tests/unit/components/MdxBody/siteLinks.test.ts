// @vitest-environment happy-dom
import { describe, expect, it, vi } from "vitest"

// Gatsby's runtime is not loaded in unit tests: the prefix the pages were built for is "/rsvim" here.
vi.mock("gatsby", () => ({ withPrefix: (path: string) => `/rsvim${path}`, navigate: vi.fn() }))
const { sitePathOfClick } = await import("../../../../src/components/MdxBody/siteLinks")

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
