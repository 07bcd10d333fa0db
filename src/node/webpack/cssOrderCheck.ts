/**
 * Keeps the site's one stylesheet in a single, agreed order.
 *
 * Gatsby puts every CSS module into one `styles` chunk, and
 * mini-css-extract-plugin orders it by the order each page's code imports
 * the modules. When two pages import the same stylesheets in different
 * orders there is no order that suits both: the plugin picks one, so which
 * rule wins a tie can change from build to build, and it prints a
 * "Conflicting order" warning for each such module (thousands of lines under
 * develop), burying real problems.
 *
 * The site avoids it by construction: nothing the app shell imports
 * (gatsby-browser, src/theme) has a stylesheet, because every page reaches
 * the app through `gatsby` at a different point of its imports; the global
 * rules come first with the page frame (src/components/Layout), and each
 * template imports its frame before its other components. This plugin turns
 * the warning into a build error naming the two stylesheets, so a change
 * that breaks the order fails the build instead of adding noise.
 */
import type { Compiler, WebpackError } from "webpack"

const conflictMarker = "Conflicting order"

/** The stylesheets a warning names ("* css …!./src/components/Tabs/styles.module.css"), the one placed first. */
function stylesheetsOf(message: string): string[] {
  return [...message.matchAll(/^\s*\* css (.*)$/gm)].map(match => (match[1].split("!").pop() ?? match[1]).trim().replace(/^\.\//, ""))
}

/** A mini-css-extract-plugin "Conflicting order" warning as one short sentence, or null for any other warning. */
export function describeCssOrderConflict(message: string): string | null {
  if (!message.includes(conflictMarker)) return null
  const [placed, ...others] = stylesheetsOf(message)
  const which = placed
    ? `${placed} had to go before ${others.join(", ") || "stylesheets"} that some pages import first`
    : message.split("\n").slice(0, 2).join(" ")
  return (
    `CSS modules are imported in conflicting orders by different pages: ${which}. Import the page frame ` +
    "(Layout, DocItem, BlogLayout) before other components, and no stylesheet from gatsby-browser or src/theme " +
    "(src/node/webpack/cssOrderCheck.ts says why)."
  )
}

/** Fails the compilation on each "Conflicting order" warning, with a message saying what to change. */
export class CssOrderCheckPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.afterCompile.tap("CssOrderCheckPlugin", compilation => {
      const kept: WebpackError[] = []
      for (const warning of compilation.warnings) {
        const problem = describeCssOrderConflict(String(warning.message ?? warning))
        if (problem === null) {
          kept.push(warning)
          continue
        }
        const error = new compiler.webpack.WebpackError(problem)
        compilation.errors.push(error)
      }
      compilation.warnings.splice(0, compilation.warnings.length, ...kept)
    })
  }
}
