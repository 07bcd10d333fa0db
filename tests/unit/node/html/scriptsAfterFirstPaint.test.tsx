import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import vm from "node:vm"
import React from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { afterEach, describe, expect, it } from "vitest"
// Gatsby's own pieces: the placeholder it renders for its entry scripts, and the stitching that fills it.
import { ServerSliceRenderer } from "gatsby/cache-dir/slice/server-slice-renderer"
import { stitchSliceForAPage } from "gatsby/dist/utils/slices/stitching"
import { scriptLoader, scriptsAfterFirstPaint } from "../../../../src/node/html/scriptsAfterFirstPaint"

/** What Gatsby 5 puts after <body>'s content before onPreRenderHTML (cache-dir/static-entry.js). */
const gatsbyPostBody = () => [
  <script key="script-loader" id="gatsby-script-loader" dangerouslySetInnerHTML={{ __html: 'window.pagePath="/docs";' }} />,
  <ServerSliceRenderer key="_gatsby-scripts" sliceId="_gatsby-scripts" />,
]

/** The `_gatsby-scripts` slice file as Gatsby writes it for one set of bundles. */
const scriptsSlice = (hash: string) =>
  `<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script><script>window.___webpackCompilationHash="${hash}";</script>` +
  `<script src="/webpack-runtime-${hash}.js" async></script><script src="/framework-${hash}.js" async></script><script src="/app-${hash}.js" async></script>`

const renderPage = (postBody: React.ReactNode[]) =>
  `<!DOCTYPE html>${renderToStaticMarkup(
    <html lang="en">
      <body>
        <div id="___gatsby">
          <p>Docs</p>
        </div>
        {postBody}
      </body>
    </html>
  )}`

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

/** A public/ holding one page and the scripts slice, stitched the way `gatsby build` does it. */
async function stitchedBuild(pageHtml: string, slice: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "stitch-"))
  dirs.push(dir)
  fs.mkdirSync(path.join(dir, "_gatsby/slices"), { recursive: true })
  fs.mkdirSync(path.join(dir, "docs"))
  fs.writeFileSync(path.join(dir, "docs/index.html"), pageHtml)
  const restitch = async (nextSlice: string) => {
    fs.writeFileSync(path.join(dir, "_gatsby/slices/_gatsby-scripts-1.html"), nextSlice)
    await stitchSliceForAPage({ pagePath: "/docs", publicDir: dir })
    return fs.readFileSync(path.join(dir, "docs/index.html"), "utf8")
  }
  return { html: await restitch(slice), restitch }
}

describe("Gatsby's entry scripts after the first paint, at render time", () => {
  it("moves the entry-scripts slot into an inert template after the page's globals as data, followed by the loader, and keeps the rest in order", () => {
    const [pageScript, slot] = gatsbyPostBody()
    const other = <div key="other" id="portal" />
    const replaced = scriptsAfterFirstPaint([other, pageScript, slot])
    expect(replaced).toHaveLength(3)
    expect(replaced[0]).toBe(other)
    const template = replaced[1] as React.ReactElement<{ id: string; children: React.ReactNode[] }>
    expect(template.type).toBe("template")
    expect(template.props.id).toBe("gatsby-entry-scripts")
    const [globals, templateSlot] = template.props.children
    expect(templateSlot).toBe(slot)
    expect(renderToStaticMarkup(<>{globals}</>)).toBe('<script type="application/json" data-window-globals="">{"pagePath":"/docs"}</script>')
    const loader = replaced[2] as React.ReactElement<{ id: string; dangerouslySetInnerHTML: { __html: string } }>
    expect(loader.type).toBe("script")
    expect(loader.props.dangerouslySetInnerHTML.__html).toBe(scriptLoader)
  })

  it("fails the build when Gatsby's page script does more than assign globals (it would need a hash per page)", () => {
    const [, slot] = gatsbyPostBody()
    const changed = <script key="script-loader" id="gatsby-script-loader" dangerouslySetInnerHTML={{ __html: 'window.pagePath="/docs";doSomething()' }} />
    expect(() => scriptsAfterFirstPaint([changed, slot])).toThrow(/no longer only assigns window globals/)
  })

  it("leaves post-body components without the slot alone (gatsby develop writes its script tags itself)", () => {
    const develop = [<script key="commons" src="/commons.js" />]
    expect(scriptsAfterFirstPaint(develop)).toEqual(develop)
  })

  it("renders the loader exactly once, after the template, and names no bundle", () => {
    const html = renderPage(scriptsAfterFirstPaint(gatsbyPostBody()))
    expect(html.split(scriptLoader)).toHaveLength(2)
    expect(html).toContain(
      '<template id="gatsby-entry-scripts"><script type="application/json" data-window-globals="">{"pagePath":"/docs"}</script><slice-start id="_gatsby-scripts-1"></slice-start><slice-end id="_gatsby-scripts-1"></slice-end></template><script id="scripts-after-first-paint">'
    )
    // No inline script that differs per page is left outside the template.
    expect(html).not.toContain("window.pagePath")
    expect(scriptLoader).not.toMatch(/\.js/)
  })

  it("gives a cached build (slice re-stitched into an earlier page) the same page as a fresh one", async () => {
    const rendered = renderPage(scriptsAfterFirstPaint(gatsbyPostBody()))
    const first = await stitchedBuild(rendered, scriptsSlice("aaa"))
    expect(first.html).toMatch(/<template id="gatsby-entry-scripts"><script type="application\/json" data-window-globals="">\{"pagePath":"\/docs"\}<\/script><!-- slice-start id="_gatsby-scripts-1" --><script id="gatsby-chunk-mapping">[\s\S]*\/app-aaa\.js[\s\S]*<!-- slice-end id="_gatsby-scripts-1" --><\/template>/)
    // Only the bundles changed: Gatsby re-stitches the slice and does not render the page again.
    const cached = await first.restitch(scriptsSlice("bbb"))
    const fresh = await stitchedBuild(renderPage(scriptsAfterFirstPaint(gatsbyPostBody())), scriptsSlice("bbb"))
    expect(cached).toBe(fresh.html)
    expect(cached).not.toContain("aaa")
    expect(cached.match(/id="scripts-after-first-paint"/g)).toHaveLength(1)
  })
})

/** Runs the loader in a fake browser whose template holds `scripts`; reports what it added, and when. */
function runLoader(browser: { hidden?: boolean; paintObserver?: boolean }) {
  const script = (attributes: { name: string; value: string }[], text: string) => ({
    attributes,
    text,
    getAttribute: (name: string) => attributes.find(attribute => attribute.name === name)?.value ?? null,
  })
  const scripts = [
    script([{ name: "type", value: "application/json" }, { name: "data-window-globals", value: "" }], '{"pagePath":"/docs","___chunkMapping":{}}'),
    script([{ name: "type", value: "application/json" }, { name: "data-window-globals", value: "" }], '{"___webpackCompilationHash":"abc"}'),
    script([{ name: "id", value: "inline" }], "window.inline=1"),
    script([{ name: "src", value: "/webpack-runtime-1.js" }, { name: "async", value: "" }], ""),
    script([{ name: "src", value: "/app-3.js" }, { name: "async", value: "" }], ""),
  ]
  /** What the globals held when each script was added. */
  const globalsWhenAdded: string[] = []
  const added: { attributes: Record<string, string>; text: string }[] = []
  const timers: (() => void)[] = []
  const frames: (() => void)[] = []
  let observer: ((list: { getEntriesByName(name: string): unknown[] }, observer: { disconnect(): void }) => void) | null = null
  const context = {
    document: {
      visibilityState: browser.hidden ? "hidden" : "visible",
      getElementById: (id: string) => (id === "gatsby-entry-scripts" ? { content: { querySelectorAll: (selector: string) => (selector === "script" ? scripts : []) } } : null),
      createElement: () => {
        const element = { attributes: {} as Record<string, string>, text: "", setAttribute: (name: string, value: string) => (element.attributes[name] = value) }
        return element
      },
      body: {
        appendChild: (element: (typeof added)[number]) => {
          added.push({ attributes: element.attributes, text: element.text })
          globalsWhenAdded.push(JSON.stringify([context.window.pagePath, context.window.___webpackCompilationHash]))
        },
      },
    },
    window: {
      pagePath: undefined as string | undefined,
      ___webpackCompilationHash: undefined as string | undefined,
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
  vm.runInNewContext(scriptLoader, context)
  return {
    added,
    window: context.window,
    globalsWhenAdded,
    sources: () => added.map(element => element.attributes.src ?? `inline:${element.text}`),
    paint: (name: string) => observer!({ getEntriesByName: (wanted: string) => (wanted === name ? [{}] : []) }, { disconnect() {} }),
    runTimer: () => timers.shift()!(),
    flush: () => {
      while (frames.length || timers.length) (frames.shift() ?? timers.shift())!()
    },
  }
}

describe("the loader", () => {
  const everything = ["inline:window.inline=1", "/webpack-runtime-1.js", "/app-3.js"]

  it("assigns the globals data blocks' values to window before it adds any script, and adds no element for them", () => {
    const run = runLoader({ hidden: true })
    expect(run.window.pagePath).toBe("/docs")
    expect(run.window.___webpackCompilationHash).toBe("abc")
    expect(run.globalsWhenAdded[0]).toBe('["/docs","abc"]')
    expect(run.sources()).toEqual(everything)
  })

  it("waits for the first contentful paint where the browser reports paints, with a 3 s safety net", () => {
    const run = runLoader({ paintObserver: true })
    expect(run.added).toEqual([])
    run.paint("first-paint") // a blank first frame is not enough
    expect(run.added).toEqual([])
    run.runTimer() // the safety net: a page that never paints content still gets its scripts
    expect(run.sources()).toEqual(everything)
  })

  it("adds the template's scripts once the first contentful paint arrives, in order, attributes and text copied, only once", () => {
    const run = runLoader({ paintObserver: true })
    run.paint("first-contentful-paint")
    run.flush()
    expect(run.sources()).toEqual(everything)
    expect(run.added[1].attributes).toEqual({ src: "/webpack-runtime-1.js", async: "" })
    expect(run.added[0].attributes).toEqual({ id: "inline" })
  })

  it("falls back to the next frame without paint entries, and loads at once in a hidden tab", () => {
    const framed = runLoader({})
    expect(framed.added).toEqual([])
    framed.flush()
    expect(framed.sources()).toEqual(everything)
    const hidden = runLoader({ hidden: true, paintObserver: true })
    expect(hidden.sources()).toEqual(everything)
  })
})
