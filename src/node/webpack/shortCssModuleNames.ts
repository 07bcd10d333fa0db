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
 *
 * The hash is of the stylesheet's path in the project and the class name
 * only. css-loader's own also hashes a module's "match resource", which the
 * browser bundle has and the HTML renderer has not once stylesheets are
 * evaluated with webpack's importModule (src/node/gatsby/webpackConfig.ts):
 * the page's markup and its stylesheet would name the same class differently.
 */
import crypto from "node:crypto"
import path from "node:path"

export const shortCssModuleName = "[local]_[hash:base62:5]"

const base62 = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"

/** `localName_xxxxx`: five base-62 digits of a hash of the stylesheet's project path and the class name. */
export function stableLocalIdent(loaderContext: { resourcePath: string }, _localIdentName: string, localName: string, options: { context?: string }): string {
  const relative = path.relative(options.context ?? process.cwd(), loaderContext.resourcePath).split(path.sep).join("/")
  let value = BigInt(`0x${crypto.createHash("md5").update(`${relative}\x00${localName}`).digest("hex")}`)
  let digits = ""
  for (let i = 0; i < 5; i++) {
    digits = base62[Number(value % 62n)] + digits
    value /= 62n
  }
  return `${localName}_${digits}`
}

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

/** Sets `localIdentName` (and the function that applies it) on every css-loader with CSS modules on in `rules`; returns how many it changed. */
export function shortenCssModuleNames(rules: unknown): number {
  let changed = 0
  const visitUse = (use: unknown) => {
    if (!isObject(use)) return
    const { loader, options } = use as LoaderUse
    if (typeof loader !== "string" || !/[\\/]css-loader[\\/]/.test(loader) || !isObject(options)) return
    const modules = options.modules
    if (!isObject(modules)) return
    modules.localIdentName = shortCssModuleName
    modules.getLocalIdent = stableLocalIdent
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
