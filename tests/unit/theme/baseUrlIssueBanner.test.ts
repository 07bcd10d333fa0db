import { describe, expect, it } from "vitest"
import { baseUrlCheckApplies, baseUrlIssueBannerScript } from "../../../src/theme/inlineScripts/baseUrlIssueBanner"

interface FakeElement {
  id: string
  tag: string
  textContent: string
  attributes: Record<string, string>
  children: FakeElement[]
  setAttribute(name: string, value: string): void
  appendChild(child: FakeElement): void
}

/** Just enough of `document` for the inline script: it creates, fills and inserts elements. */
function fakeDocument() {
  const element = (tag: string): FakeElement => ({
    id: "",
    tag,
    textContent: "",
    attributes: {},
    children: [],
    setAttribute(name, value) {
      this.attributes[name] = value
    },
    appendChild(child) {
      this.children.push(child)
    },
  })
  const body = { ...element("body"), insertBefore: (child: FakeElement) => body.children.unshift(child), firstChild: null }
  return {
    body,
    createElement: element,
    getElementById: (id: string) => body.children.find(child => child.id === id) ?? null,
  }
}

/** Runs the home page's inline script as the browser would, at `pathname`; returns the banner's text, if any. */
function runBannerScript(base: string, pathname: string): string | null {
  const doc = fakeDocument()
  new Function("document", "location", baseUrlIssueBannerScript(base))(doc, { pathname })
  const banner = doc.getElementById("base-url-issue-banner")
  return banner ? banner.children.map(paragraph => paragraph.textContent).join("\n") : null
}

describe("where the base-URL check runs", () => {
  it("runs on the home page of a production build only", () => {
    expect(baseUrlCheckApplies({ enabled: true, pathname: "/", nodeEnv: "production" })).toBe(true)
  })

  it("never runs under gatsby develop, whose one HTML shell is served for every path", () => {
    expect(baseUrlCheckApplies({ enabled: true, pathname: "/", nodeEnv: "development" })).toBe(false)
    expect(baseUrlCheckApplies({ enabled: true, pathname: "/", nodeEnv: undefined })).toBe(false)
  })

  it("never runs on other pages or when switched off", () => {
    expect(baseUrlCheckApplies({ enabled: true, pathname: "/docs/next/manual/installation", nodeEnv: "production" })).toBe(false)
    expect(baseUrlCheckApplies({ enabled: false, pathname: "/", nodeEnv: "production" })).toBe(false)
  })
})

describe("the base-URL banner's text", () => {
  it("fills every placeholder, each time it occurs", () => {
    const text = runBannerScript("/", "/wrong-base/")
    expect(text).not.toBeNull()
    expect(text).not.toMatch(/[{}]/)
    expect(text).toContain("It is served under /wrong-base/, but it was built for the base URL /,")
    expect(text).toContain("Build it for the base URL /wrong-base/ (PATH_PREFIX=/wrong-base with --prefix-paths)")
  })

  it("suggests no prefix when the site belongs at the root", () => {
    const text = runBannerScript("/rsvim/", "/")
    expect(text).toContain("It is served under /, but it was built for the base URL /rsvim/,")
    expect(text).toContain("Build it for the base URL / (without --prefix-paths)")
    expect(text).not.toMatch(/[{}]/)
  })

  it("shows nothing when the home page is where the build expects it", () => {
    expect(runBannerScript("/", "/")).toBeNull()
    expect(runBannerScript("/rsvim/", "/rsvim/index.html")).toBeNull()
  })
})
