import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { lazyChunkFilename, sharedSwcHelpers, unbundledInstantSearchModules } from "../../../../src/node/gatsby/webpackConfig"
import { createInsightsMiddleware, createRouterMiddleware } from "../../../../src/node/webpack/instantSearchUnbundled"

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

describe("instantsearch.js modules left out of the modal", () => {
  const instantSearch = readFileSync(path.join(path.dirname(unbundledInstantSearchModules({})[0]), "../lib/InstantSearch.js"), "utf8")

  it("are the middlewares InstantSearch imports, by the paths it imports them from (an upgrade that moves them fails here)", () => {
    const modules = unbundledInstantSearchModules({})
    expect(modules.map((file) => path.basename(file))).toEqual(["createRouterMiddleware.js", "createInsightsMiddleware.js"])
    for (const file of modules) {
      expect(existsSync(file)).toBe(true)
      expect(instantSearch).toContain(`from '../middlewares/${path.basename(file)}'`)
    }
  })

  it("keep insights whenever an Algolia variable is set, as the browser then picks Algolia", () => {
    for (const name of ["GATSBY_ALGOLIA_APP_ID", "GATSBY_ALGOLIA_API_KEY", "GATSBY_ALGOLIA_INDEX_NAME"]) {
      expect(unbundledInstantSearchModules({ [name]: " " }).map((file) => path.basename(file))).toEqual(["createRouterMiddleware.js"])
    }
  })

  it("are replaced by functions that say so if ever started", () => {
    expect(() => createRouterMiddleware()).toThrow(/routing is left out/)
    expect(() => createInsightsMiddleware()).toThrow(/insights is left out/)
  })

  it("share one @swc/helpers between react-instantsearch-core and instantsearch.js when the versions match", () => {
    const shared = sharedSwcHelpers()
    expect(shared).not.toBeNull()
    const version = (dir: string) => JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8")).version
    expect(version(path.join(shared!.from, "node_modules/@swc/helpers"))).toBe(version(shared!.to))
  })
})

describe("prop-types in the browser's bundles", () => {
  it("is one value that answers every validator chain the runtime's modules write", async () => {
    type Chain = { [name: string]: Chain } & ((...args: unknown[]) => Chain)
    const { default: PropTypes } = (await import("../../../../src/node/webpack/propTypesUnbundled")) as { default: Chain }
    // As gatsby-link and Gatsby's page renderer declare theirs.
    const declared = {
      to: PropTypes.string.isRequired,
      replace: PropTypes.bool,
      state: PropTypes.object,
      location: PropTypes.shape({ pathname: PropTypes.string.isRequired }).isRequired,
      children: PropTypes.oneOfType([PropTypes.node, PropTypes.func]),
    }
    for (const validator of Object.values(declared)) expect(validator).toBe(PropTypes)
  })

  it("is what the production browser build resolves prop-types to (its entry only), beside the modules it leaves out", async () => {
    const { browserBuildAliases } = await import("../../../../src/node/gatsby/webpackConfig")
    const aliases = browserBuildAliases({})
    expect(aliases["prop-types$"]).toBe(path.resolve("src/node/webpack/propTypesUnbundled.ts"))
    expect(aliases["prop-types"]).toBeUndefined()
    expect(Object.values(aliases).filter((target) => target === false)).toHaveLength(2)
  })
})
