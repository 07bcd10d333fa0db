/**
 * Every page inlines the browser build's stylesheet, but Gatsby 5 (with
 * slices) renders a page's HTML again only when the HTML renderer's chunks
 * change. CSS-module class names hash a stylesheet's path and the class, not
 * its rules (src/node/webpack/shortCssModuleNames.ts), so an edit to the rules
 * alone left the renderer as it was: a cached build kept the old rules in
 * every page. This plugin adds the browser build's stylesheet names, which
 * carry their content hash, to the hash of the renderer's `render-page` chunk,
 * so a changed stylesheet renders every page again.
 */
import fs from "node:fs"
import type { Compiler } from "webpack"

const pluginName = "InlinedStylesheetsPlugin"

/** The stylesheets a browser build wrote, from its webpack.stats.json (sorted, each once); [] before any. */
export function stylesheetsOf(statsFile: string): string[] {
  if (!fs.existsSync(statsFile)) return []
  const stats = JSON.parse(fs.readFileSync(statsFile, "utf8")) as { assetsByChunkName?: Record<string, string[]> }
  const names = Object.values(stats.assetsByChunkName ?? {}).flat()
  return [...new Set(names.filter((name) => name.endsWith(".css")))].sort()
}

export class InlinedStylesheetsPlugin {
  constructor(private readonly statsFile: string) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap(pluginName, (compilation) => {
      // Read once per build: the browser build has written its stats by the time the renderer compiles.
      const stylesheets = stylesheetsOf(this.statsFile).join("\n")
      compilation.hooks.chunkHash.tap(pluginName, (chunk, hash) => {
        if (chunk.name === "render-page") hash.update(stylesheets)
      })
    })
  }
}
