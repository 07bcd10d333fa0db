import fs from "node:fs"
import { createRequire } from "node:module"
import os from "node:os"
import path from "node:path"
import { afterEach, describe, expect, it } from "vitest"
import webpack from "webpack"
import { CssOrderCheckPlugin, describeCssOrderConflict } from "../../../../src/node/webpack/cssOrderCheck"

const require = createRequire(import.meta.url)
// The fixture lives in a temporary folder, outside this repository's node_modules.
const cssLoader = require.resolve("css-loader")
// The version Gatsby brings (1.x) ships no types.
const MiniCssExtractPlugin = require("mini-css-extract-plugin") as { new (): webpack.WebpackPluginInstance; loader: string }
const roots: string[] = []
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true })
})

/**
 * A tiny site shaped like Gatsby's bundles: an entry and a lazily loaded page,
 * every stylesheet in one `styles` chunk. `pageImports` is the order the page
 * imports the two stylesheets the entry imports as one.css, two.css (then its own).
 */
async function compile(pageImports: string[], plugins: webpack.WebpackPluginInstance[]): Promise<webpack.Stats> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "rsvim-css-order-"))
  roots.push(root)
  fs.writeFileSync(path.join(root, "one.css"), ".one { color: red }\n")
  fs.writeFileSync(path.join(root, "two.css"), ".two { color: blue }\n")
  fs.writeFileSync(path.join(root, "app.js"), 'import "./one.css"\nimport "./two.css"\nimport("./page.js")\n')
  fs.writeFileSync(path.join(root, "page.css"), ".page { color: green }\n")
  // A stylesheet of its own puts the page's chunk group among the groups that order the styles chunk.
  fs.writeFileSync(path.join(root, "page.js"), [...pageImports, "page.css"].map(file => `import "./${file}"\n`).join(""))
  const compiler = webpack({
    mode: "production",
    context: root,
    entry: { app: "./app.js" },
    output: { path: path.join(root, "out") },
    module: { rules: [{ test: /\.css$/, use: [MiniCssExtractPlugin.loader, cssLoader] }] },
    optimization: {
      minimize: false,
      splitChunks: { cacheGroups: { styles: { test: /\.css$/, name: "styles", chunks: "all", enforce: true } } },
    },
    plugins: [new MiniCssExtractPlugin(), ...plugins],
  })
  return new Promise((resolve, reject) => compiler.run((error, stats) => (error ? reject(error) : compiler.close(() => resolve(stats!)))))
}

describe("CssOrderCheckPlugin", () => {
  it("fails a compilation whose pages import the same stylesheets in another order, naming them", async () => {
    const unchecked = await compile(["two.css", "one.css"], [])
    expect(unchecked.compilation.warnings.map(warning => warning.message).join("\n")).toContain("Conflicting order")
    expect(unchecked.hasErrors()).toBe(false)

    const checked = await compile(["two.css", "one.css"], [new CssOrderCheckPlugin()])
    expect(checked.hasErrors()).toBe(true)
    const messages = checked.compilation.errors.map(error => error.message)
    expect(messages).toHaveLength(1)
    expect(messages[0]).toMatch(/^CSS modules are imported in conflicting orders by different pages: (one|two)\.css had to go before (one|two)\.css/)
    expect(checked.compilation.warnings.map(warning => warning.message).join("\n")).not.toContain("Conflicting order")
  }, 60_000)

  it("passes a compilation whose pages agree on the order", async () => {
    const stats = await compile(["one.css", "two.css"], [new CssOrderCheckPlugin()])
    expect(stats.compilation.errors.map(error => error.message)).toEqual([])
    expect(stats.hasWarnings()).toBe(false)
  }, 60_000)
})

describe("describeCssOrderConflict", () => {
  it("names the stylesheet placed first and the ones it conflicts with, without loader chains", () => {
    const message = [
      "chunk styles [mini-css-extract-plugin]",
      "Conflicting order. Following module has been added:",
      " * css ../main/node_modules/css-loader/dist/cjs.js??ruleSet[1].rules[8].oneOf[0].use[1]!./src/components/Admonition/styles.module.css",
      "despite it was not able to fulfill desired ordering with these modules:",
      " * css ../main/node_modules/css-loader/dist/cjs.js??ruleSet[1].rules[8].oneOf[0].use[1]!./src/components/Navbar/Layout/styles.module.css",
      "   - couldn't fulfill desired order of chunk group(s) component---src-templates-blog-list-page-tsx",
      "   - while fulfilling desired order of chunk group(s) component---src-pages-404-tsx",
    ].join("\n")
    expect(describeCssOrderConflict(message)).toMatch(
      /src\/components\/Admonition\/styles\.module\.css had to go before src\/components\/Navbar\/Layout\/styles\.module\.css that some pages import first/,
    )
  })

  it("leaves every other warning alone", () => {
    expect(describeCssOrderConflict("asset size limit: The following asset(s) exceed the recommended size limit")).toBeNull()
  })
})
