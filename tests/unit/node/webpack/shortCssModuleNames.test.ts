import { describe, expect, it } from "vitest"
import { shortCssModuleName, shortenCssModuleNames, stableLocalIdent } from "../../../../src/node/webpack/shortCssModuleNames"

const cssLoader = (modules: unknown) => ({ loader: "/site/node_modules/css-loader/dist/cjs.js", options: { importLoaders: 1, modules } })

describe("shortenCssModuleNames", () => {
  it("renames the classes of every css-loader with CSS modules, in oneOf and nested rules alike", () => {
    const modular = cssLoader({ namedExport: true, localIdentName: "[name]--[local]--[hash:hex:5]" })
    const nested = cssLoader({ localIdentName: "[name]--[local]--[hash:hex:5]", exportOnlyLocals: true })
    const rules = [{ test: /\.css$/, oneOf: [{ use: [{ loader: "/x/mini-css-extract-plugin/loader.js" }, modular] }] }, { rules: [{ use: nested }] }]
    expect(shortenCssModuleNames(rules)).toBe(2)
    expect(modular.options.modules).toEqual({ namedExport: true, localIdentName: shortCssModuleName, getLocalIdent: stableLocalIdent })
    expect(nested.options.modules).toMatchObject({ localIdentName: shortCssModuleName, exportOnlyLocals: true })
  })

  it("leaves global stylesheets and other loaders alone, and reports when it found nothing", () => {
    const global = cssLoader(false)
    const postcss = { loader: "/site/node_modules/postcss-loader/dist/cjs.js", options: { modules: {} } }
    expect(shortenCssModuleNames([{ use: [global, postcss] }])).toBe(0)
    expect(global.options.modules).toBe(false)
    expect(postcss.options.modules).toEqual({})
    expect(shortenCssModuleNames(undefined)).toBe(0)
  })

  it("keeps the local name readable and drops the file part", () => {
    expect(shortCssModuleName.startsWith("[local]_")).toBe(true)
    expect(shortCssModuleName).not.toContain("[name]")
  })
})

describe("stableLocalIdent", () => {
  it("names a class after the stylesheet's project path and the class alone, however webpack reached the module", () => {
    const name = stableLocalIdent({ resourcePath: "/site/src/components/Navbar/styles.module.css" }, shortCssModuleName, "navbar", { context: "/site" })
    expect(name).toMatch(/^navbar_[0-9a-zA-Z]{5}$/)
    // The browser bundle's loader context carries a match resource, the HTML renderer's does not: same name.
    const withMatchResource = { resourcePath: "/site/src/components/Navbar/styles.module.css", _module: { matchResource: "/site/x.js" } }
    expect(stableLocalIdent(withMatchResource, shortCssModuleName, "navbar", { context: "/site" })).toBe(name)
    // The same project in another folder names it the same; another stylesheet or class does not.
    expect(stableLocalIdent({ resourcePath: "/elsewhere/src/components/Navbar/styles.module.css" }, shortCssModuleName, "navbar", { context: "/elsewhere" })).toBe(name)
    expect(stableLocalIdent({ resourcePath: "/site/src/components/Footer/styles.module.css" }, shortCssModuleName, "navbar", { context: "/site" })).not.toBe(name)
    expect(stableLocalIdent({ resourcePath: "/site/src/components/Navbar/styles.module.css" }, shortCssModuleName, "inner", { context: "/site" })).not.toBe(name)
  })
})
