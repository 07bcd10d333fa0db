/**
 * The inline scripts of every page's <head> are written as TypeScript
 * functions and shipped as their source text (Function#toString), which keeps
 * the compiler's spacing and long names. Terser (Gatsby's own minifier) makes
 * that text small once per build; every page carries it, so each byte counts
 * once per page view.
 */
import { minify_sync } from "terser"

export function minifyInlineScript(source: string): string {
  // ES2017 output at most: the site's browser targets (package.json browserslist) all run it.
  const { code } = minify_sync(source, { ecma: 2017, compress: { passes: 2 }, mangle: true, format: { comments: false } })
  if (!code) throw new Error("minifyInlineScript: terser returned no code")
  return code
}
