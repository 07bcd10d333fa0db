import vm from "node:vm"
import { describe, expect, it, vi } from "vitest"
import { analyticsLoaderScript } from "../../../src/analytics/analyticsLoaderScript"
import { reportRouteChange } from "../../../src/analytics/reportRouteChange"

/** Runs the loader as a page's head would, against a recording document. */
function runLoader(doNotTrack: { navigator?: string; window?: string } | null) {
  const added: string[] = []
  const window: Record<string, unknown> = {}
  if (doNotTrack?.window) window.doNotTrack = doNotTrack.window
  const document = {
    createElement: () => ({ async: false, src: "" }),
    head: { appendChild: (element: { src: string }) => added.push(element.src) },
  }
  const navigator = { doNotTrack: doNotTrack?.navigator ?? null }
  window.window = window
  window.document = document
  window.navigator = navigator
  vm.runInNewContext(analyticsLoaderScript({ gtagIds: ["G-AAAA1111", "G-BBBB2222"], gtmId: "GTM-ABC123" }), window)
  const layer = (window.dataLayer as unknown[] | undefined)?.map((entry) => (entry && typeof entry === "object" && "length" in entry ? Array.from(entry as ArrayLike<unknown>) : entry))
  return { added, layer, gtag: window.gtag }
}

describe("the analytics loader", () => {
  it.each([[{ navigator: "1" }], [{ navigator: "yes" }], [{ window: "1" }]])("requests nothing and defines nothing under Do-Not-Track %j", (dnt) => {
    const { added, layer, gtag } = runLoader(dnt)
    expect(added).toEqual([])
    expect(layer).toBeUndefined()
    expect(gtag).toBeUndefined()
  })

  it("otherwise configures both tags with IP anonymised and adds gtag.js and the container", () => {
    const { added, layer } = runLoader(null)
    expect(added).toEqual(["https://www.googletagmanager.com/gtag/js?id=G-AAAA1111", "https://www.googletagmanager.com/gtm.js?id=GTM-ABC123"])
    expect(layer).toContainEqual(["config", "G-AAAA1111", { anonymize_ip: true, send_page_view: false }])
    expect(layer).toContainEqual(["config", "G-BBBB2222", { anonymize_ip: true, send_page_view: false }])
    expect(layer).toContainEqual(expect.objectContaining({ event: "gtm.js" }))
  })
})

describe("reportRouteChange", () => {
  const immediate = { requestAnimationFrame: (callback: () => void) => (callback(), 0), setTimeout: (callback: () => void) => callback() }

  it("sends a page view and Tag Manager's route event when the loader started them", () => {
    const gtag = vi.fn()
    const dataLayer: unknown[] = []
    reportRouteChange({ ...immediate, gtag, dataLayer }, { pathname: "/second", search: "?q=1", hash: "#x" }, { tagManager: true })
    expect(gtag).toHaveBeenCalledWith("event", "page_view", { page_path: "/second?q=1#x" })
    expect(dataLayer).toEqual([{ event: "gatsby-route-change" }])
  })

  it("sends nothing when the loader stopped at Do-Not-Track", () => {
    const win = { ...immediate, setTimeout: vi.fn() }
    reportRouteChange(win, { pathname: "/second" }, { tagManager: true })
    expect(win.setTimeout).not.toHaveBeenCalled()
  })
})
