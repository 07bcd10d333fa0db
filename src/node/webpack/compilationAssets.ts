/**
 * The files the browser build's compilation holds: scripts, stylesheets,
 * source maps, licence notes and imported assets, whether webpack wrote them
 * this time or left an identical file in place (it compares before it
 * writes, so an unchanged chunk keeps its old date). The pruning of public/
 * after the build (src/node/gatsby/publishedFiles.ts) keeps exactly these of
 * webpack's files; chunks of older compilations go.
 */
import type { Compiler } from "webpack"

const pluginName = "CompilationAssetsPlugin"

export class CompilationAssetsPlugin {
  /** Output paths relative to public/ ("/"-separated), or null before the compilation is done. */
  assets: string[] | null = null

  apply(compiler: Compiler): void {
    compiler.hooks.done.tap(pluginName, (stats) => {
      this.assets = stats.compilation.getAssets().map((asset) => asset.name.split("\\").join("/"))
    })
  }
}

/** One per process: `gatsby build` compiles the browser bundles once, and onPostBuild reads what they held. */
export const browserBuildAssets = new CompilationAssetsPlugin()
