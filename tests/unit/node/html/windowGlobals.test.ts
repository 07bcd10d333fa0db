import { describe, expect, it } from "vitest"
import { sliceGlobalsAsData, windowAssignments, windowGlobalsDataBlock } from "../../../../src/node/html/windowGlobals"

// The shape Gatsby 5.16's stats extractor writes into public/_gatsby/slices/_gatsby-scripts-1.html (map emptied).
const slice = `
          <script
            id="gatsby-chunk-mapping"
          >
            window.___chunkMapping={};
          </script>
        <script>window.___webpackCompilationHash="2e8935ee0a200c05202c";</script><script src="/webpack-runtime-1.js" async></script><script src="/app-2.js" async></script>`

describe("scripts that only assign window globals", () => {
  it("reads Gatsby's page script (CDATA comment and all), the chunk map and the compilation hash", () => {
    expect(windowAssignments('/*<![CDATA[*/window.pagePath="/docs/manual/installation";/*]]>*/')).toEqual({ pagePath: "/docs/manual/installation" })
    expect(windowAssignments("\n  window.___chunkMapping={};\n  ")).toEqual({ ___chunkMapping: {} })
    expect(windowAssignments('window.a="x;window.b=1";window.c={"d":[1,2]};')).toEqual({ a: "x;window.b=1", c: { d: [1, 2] } })
  })

  it("refuses a script that does anything else", () => {
    expect(windowAssignments("document.documentElement.classList.add('js')")).toBeNull()
    expect(windowAssignments('window.a="x";alert(1)')).toBeNull()
    expect(windowAssignments("window.a=f();")).toBeNull()
    expect(windowAssignments("window.a=1")).toBeNull()
    expect(windowAssignments("")).toBeNull()
  })

  it("writes a data block whose JSON cannot close the element", () => {
    expect(windowGlobalsDataBlock({ pagePath: "/a</script><script>alert(1)" })).toBe(
      '<script type="application/json" data-window-globals>{"pagePath":"/a\\u003c/script>\\u003cscript>alert(1)"}</script>'
    )
  })
})

describe("the entry-scripts slice", () => {
  it("has its global-assigning scripts replaced by one data block in their place, and its script files kept in order", () => {
    const out = sliceGlobalsAsData(slice, "slice.html")
    expect(out).toBe(
      '<script type="application/json" data-window-globals>{"___chunkMapping":{},"___webpackCompilationHash":"2e8935ee0a200c05202c"}</script>\n        ' +
        '<script src="/webpack-runtime-1.js" async></script><script src="/app-2.js" async></script>'
    )
  })

  it("is left alone once converted (the plugin runs on every compilation)", () => {
    const once = sliceGlobalsAsData(slice, "slice.html")
    expect(sliceGlobalsAsData(once, "slice.html")).toBe(once)
  })

  it("fails naming the file when Gatsby writes its globals some other way", () => {
    expect(() => sliceGlobalsAsData('<script src="/app.js"></script>', "public/_gatsby/slices/x.html")).toThrow(/public\/_gatsby\/slices\/x\.html assigns no window globals/)
  })
})
