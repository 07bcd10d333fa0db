/**
 * Turns the inline scripts of Gatsby's `_gatsby-scripts` slice that assign
 * the chunk map and the compilation hash into a JSON data block
 * (src/node/html/windowGlobals.ts), so no page carries an inline script that
 * changes from build to build. Webpack plugin for the `build-javascript`
 * stage, added after EmptyChunkMappingPlugin: its `done` hook runs after
 * Gatsby's stats extractor has written the slice and the map was emptied,
 * before any page is stitched.
 */
import type { Compiler } from "webpack"
import { sliceGlobalsAsData } from "../html/windowGlobals"
import { rewriteScriptsSlices } from "./emptyChunkMapping"

export class SliceGlobalsAsDataPlugin {
  constructor(private readonly publicDir: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.done.tap("SliceGlobalsAsDataPlugin", () => {
      rewriteScriptsSlices(this.publicDir, sliceGlobalsAsData)
    })
  }
}
