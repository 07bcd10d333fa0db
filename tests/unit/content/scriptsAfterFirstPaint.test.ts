import vm from "node:vm"
import { describe, expect, it } from "vitest"
import { loadScriptsAfterFirstPaint, scriptLoader } from "../../../src/node/html/scriptsAfterFirstPaint"

const page =
  '<!DOCTYPE html><html><head><style>p{}</style></head><body><div id="___gatsby"><p>Hello</p></div>' +
  '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script>' +
  '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script><script src="/app-3.js" async=""></script></body></html>'

/** Runs the loader in a fake browser and reports what it appended, and when. */
function runLoader(html: string, browser: { hidden?: boolean; paintObserver?: boolean }) {
  const code = /<script id="scripts-after-first-paint">(.*?)<\/script>/.exec(html)![1]
  const appended: string[] = []
  const timers: (() => void)[] = []
  const frames: (() => void)[] = []
  let observer: ((list: { getEntriesByName(name: string): unknown[] }, observer: { disconnect(): void }) => void) | null = null
  const context = {
    document: {
      visibilityState: browser.hidden ? "hidden" : "visible",
      createElement: () => ({}) as { src?: string },
      body: { appendChild: (element: { src: string }) => appended.push(element.src) },
    },
    window: {
      PerformanceObserver: browser.paintObserver
        ? Object.assign(
            function (callback: typeof observer) {
              observer = callback
              return { observe() {} }
            },
            { supportedEntryTypes: ["paint", "largest-contentful-paint"] }
          )
        : undefined,
    },
    setTimeout: (callback: () => void) => timers.push(callback),
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
  }
  vm.runInNewContext(code, context)
  const flush = () => {
    while (frames.length || timers.length) (frames.shift() ?? timers.shift())!()
  }
  return {
    appended,
    paint: (name: string) => observer!({ getEntriesByName: (wanted: string) => (wanted === name ? [{}] : []) }, { disconnect() {} }),
    runTimer: () => timers.shift()!(),
    flush,
  }
}

describe("scripts after the first paint", () => {
  it("moves Gatsby's async entry scripts behind one inline loader at the end of <body>", () => {
    const html = loadScriptsAfterFirstPaint(page)
    expect(html).not.toMatch(/<script src=/)
    expect(html).toContain('<script id="gatsby-script-loader">')
    expect(html.endsWith('</script></body></html>')).toBe(true)
    expect(html).toContain('["/webpack-runtime-1.js","/framework-2.js","/app-3.js"]')
  })

  it("leaves a page without async entry scripts alone, so rewriting twice changes nothing", () => {
    const once = loadScriptsAfterFirstPaint(page)
    expect(loadScriptsAfterFirstPaint(once)).toBe(once)
    expect(loadScriptsAfterFirstPaint("<html><body><p>static</p></body></html>")).toBe("<html><body><p>static</p></body></html>")
  })

  it("keeps one loader, with the fresh bundles, when a cached build writes new script tags into a rewritten page", () => {
    const rewritten = loadScriptsAfterFirstPaint(page)
    const rebuilt = rewritten.replace("</body>", '<script src="/app-4.js" async></script></body>')
    const html = loadScriptsAfterFirstPaint(rebuilt)
    expect(html.match(/id="scripts-after-first-paint"/g)).toHaveLength(1)
    expect(html).toContain('["/app-4.js"]')
    expect(html).not.toContain("/app-3.js")
  })

  it("waits for the first contentful paint where the browser reports paints", () => {
    const run = runLoader(loadScriptsAfterFirstPaint(page), { paintObserver: true })
    expect(run.appended).toEqual([])
    run.paint("first-paint") // a blank first frame is not enough
    expect(run.appended).toEqual([])
    run.runTimer() // the 3 s safety net: a page that never paints content still gets its scripts
    expect(run.appended).toEqual(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"])
  })

  it("loads once the first contentful paint arrives, and only once", () => {
    const run = runLoader(loadScriptsAfterFirstPaint(page), { paintObserver: true })
    run.paint("first-contentful-paint")
    run.flush()
    expect(run.appended).toEqual(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"])
  })

  it("falls back to the next frame without paint entries, and loads at once in a hidden tab", () => {
    const framed = runLoader(loadScriptsAfterFirstPaint(page), {})
    expect(framed.appended).toEqual([])
    framed.flush()
    expect(framed.appended).toHaveLength(3)
    const hidden = runLoader(loadScriptsAfterFirstPaint(page), { hidden: true, paintObserver: true })
    expect(hidden.appended).toHaveLength(3)
  })

  it("writes the script list as JSON, so odd paths stay strings", () => {
    expect(scriptLoader(['/a"b.js'])).toContain('["/a\\"b.js"]')
  })
})
