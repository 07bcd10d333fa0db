import { describe, expect, it } from "vitest"
import { emptyChunkMapping } from "../../../../src/node/webpack/emptyChunkMapping"

// The shape Gatsby 5.16's stats extractor writes into public/_gatsby/slices/_gatsby-scripts-1.html.
const slice = `
          <script
            id="gatsby-chunk-mapping"
          >
            window.___chunkMapping="{\\"app\\":[\\"/app-1.js\\"],\\"component---src-pages-index-tsx\\":[\\"/component---src-pages-index-tsx-2.js\\"]}";
          </script>
          <script>window.___webpackCompilationHash="abc";</script>`

describe("emptyChunkMapping", () => {
  it("replaces the twice-stringified map with an empty object and keeps everything else", () => {
    const out = emptyChunkMapping(slice, "slice.html")
    expect(out).toContain("window.___chunkMapping={};")
    expect(out).not.toContain("component---src-pages-index-tsx")
    expect(out).toContain('<script>window.___webpackCompilationHash="abc";</script>')
    expect(out.length).toBeLessThan(slice.length)
  })

  it("leaves an already emptied slice as it is (a cached build writes nothing new)", () => {
    const once = emptyChunkMapping(slice, "slice.html")
    expect(emptyChunkMapping(once, "slice.html")).toBe(once)
  })

  it("fails naming the file when Gatsby writes the map some other way", () => {
    expect(() => emptyChunkMapping("<script>window.___otherThing=1;</script>", "public/_gatsby/slices/x.html")).toThrow(
      /public\/_gatsby\/slices\/x\.html no longer assigns window\.___chunkMapping/,
    )
  })
})
