/**
 * Shorter CSS-module class names in production builds.
 *
 * Gatsby names a class `[name]--[local]--[hash]` (`styles-module--aside--5d7d1`).
 * Each name is written three times per page: in the inline stylesheet, in the
 * markup's class attributes, and in the JavaScript map a component imports.
 * `[local]_[hash]` (`aside_Xk3q9`) keeps the name a reader of the DOM
 * recognises and drops the file part: less HTML, CSS and first-load JS on
 * every page. Both production stages (browser bundle and HTML renderer) must
 * agree, so both get it; `gatsby develop` keeps Gatsby's longer names.
 */
export const shortCssModuleName = "[local]_[hash:base62:5]"

interface LoaderUse {
  loader?: string
  options?: unknown
}
interface Rule {
  use?: unknown
  oneOf?: unknown
  rules?: unknown
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null

/** Sets `localIdentName` on every css-loader with CSS modules on in `rules`; returns how many it changed. */
export function shortenCssModuleNames(rules: unknown): number {
  let changed = 0
  const visitUse = (use: unknown) => {
    if (!isObject(use)) return
    const { loader, options } = use as LoaderUse
    if (typeof loader !== "string" || !/[\\/]css-loader[\\/]/.test(loader) || !isObject(options)) return
    const modules = options.modules
    if (!isObject(modules)) return
    modules.localIdentName = shortCssModuleName
    changed++
  }
  const visitRule = (rule: unknown) => {
    if (!isObject(rule)) return
    const { use, oneOf, rules: nested } = rule as Rule
    if (Array.isArray(use)) use.forEach(visitUse)
    else visitUse(use)
    if (Array.isArray(oneOf)) oneOf.forEach(visitRule)
    if (Array.isArray(nested)) nested.forEach(visitRule)
  }
  if (Array.isArray(rules)) rules.forEach(visitRule)
  return changed
}
