/**
 * Gatsby 5 writes its whole "page component → chunk files" map into the
 * `_gatsby-scripts` slice, and that slice is stitched into every page's HTML:
 * 34 entries today (templates and named chunks; content is no page component
 * of its own), 2.9 kB, 0.9 kB gzip, on every page (measured 2026-11-28).
 *
 * The map's one reader in the browser, the loader's prefetch of a linked page's
 * component chunks (`window.___chunkMapping[name]`), receives it as a JSON
 * *string* (the slice writer stringifies it twice), so it never finds an entry:
 * the map costs bytes on every page and does nothing. This plugin writes an
 * empty object in its place once webpack has written the slice; prefetching
 * and loading behave exactly as before.
 */
import fs from "node:fs"
import path from "node:path"
import type { Compiler } from "webpack"

const chunkMappingAssignment = /window\.___chunkMapping=("(?:[^"\\]|\\.)*"|\{[^<]*?\});/

/** The slice's HTML with the chunk map emptied; throws when Gatsby's output no longer has the form this relies on. */
export function emptyChunkMapping(sliceHtml: string, file: string): string {
  if (!chunkMappingAssignment.test(sliceHtml)) {
    throw new Error(
      `${file} no longer assigns window.___chunkMapping the way Gatsby 5.16 did; ` +
        "check what the installed Gatsby writes and update src/node/webpack/emptyChunkMapping.ts.",
    )
  }
  return sliceHtml.replace(chunkMappingAssignment, "window.___chunkMapping={};")
}

/** The `_gatsby-scripts` slice files under a public/ folder. */
export function scriptsSlices(publicDir: string): string[] {
  const dir = path.join(publicDir, "_gatsby", "slices")
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .filter((name) => /^_gatsby-scripts-.*\.html$/.test(name))
    .map((name) => path.join(dir, name))
}

/** Rewrites each `_gatsby-scripts` slice file under `publicDir` with `rewrite(html, file)`, writing only what changed. */
export function rewriteScriptsSlices(publicDir: string, rewrite: (html: string, file: string) => string): void {
  for (const file of scriptsSlices(publicDir)) {
    const html = fs.readFileSync(file, "utf8")
    const rewritten = rewrite(html, path.relative(process.cwd(), file))
    if (rewritten !== html) fs.writeFileSync(file, rewritten)
  }
}

/**
 * Webpack plugin for the `build-javascript` stage. Gatsby's stats extractor
 * writes the slice in its own `done` hook; plugins added through
 * onCreateWebpackConfig are applied after it, so this `done` hook runs next,
 * before any page HTML is stitched.
 */
export class EmptyChunkMappingPlugin {
  constructor(private readonly publicDir: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.done.tap("EmptyChunkMappingPlugin", () => {
      rewriteScriptsSlices(this.publicDir, emptyChunkMapping)
    })
  }
}
