import { describe, expect, it } from "vitest"
import { lazyChunkFilename } from "../../../../src/node/gatsby/webpackConfig"

describe("lazyChunkFilename", () => {
  it("names page components and Gatsby's shared chunks by id, so webpack's runtime does not grow with each page's long name", () => {
    expect(lazyChunkFilename({ chunk: { name: "component---src-templates-doc-page-tsx" } })).toBe("[id]-[contenthash:8].js")
    expect(lazyChunkFilename({ chunk: { name: "30269a62d6ee8e29ffb71b65aa3392e8e5d2e33e" } })).toBe("[id]-[contenthash:8].js")
    expect(lazyChunkFilename({ chunk: {} })).toBe("[id]-[contenthash:8].js")
  })

  it("names pages' views by id too: their names only mark them in webpack's stats", () => {
    expect(lazyChunkFilename({ chunk: { name: "view-doc-page" } })).toBe("[id]-[contenthash:8].js")
  })

  it("keeps the names the code gives its own chunks", () => {
    expect(lazyChunkFilename({ chunk: { name: "mobile-menu" } })).toBe("[name]-[contenthash:8].js")
    expect(lazyChunkFilename({ chunk: { name: "search-modal" } })).toBe("[name]-[contenthash:8].js")
  })
})
