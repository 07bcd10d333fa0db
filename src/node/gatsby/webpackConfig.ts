/**
 * The production browser bundles.
 *
 * Gatsby's internal Partytown plugin has one
 * browser hook, which does nothing outside `gatsby develop`; but it
 * `require`s gatsby-script and Partytown's snippet, so every page shipped
 * them (~2.4 kB gzip). Resolving that hook module to nothing leaves the plugin
 * without browser hooks (the site renders no off-main-thread <Script>) and
 * lets webpack drop gatsby-script, which no page uses.
 *
 * The service-worker registrar is bundled into every page but only runs when
 * a plugin answers `registerServiceWorker`; none does (the site ships no
 * service worker), so it resolves to nothing too (~0.5 kB gzip).
 *
 * Page components and Gatsby's shared chunks are named by id and content hash
 * only. Webpack's runtime, loaded by every page, maps each chunk id to its
 * file name; with Gatsby's default `[name]-[contenthash]` that map holds every
 * template's ~40-character component name and every view's name: 3,102 B gzip
 * against 2,633 (measured 2026-11-28, 35 named chunks), on every page's first
 * load. Gatsby finds chunks through webpack's stats, never by file name. The
 * few chunks the site names itself (`webpackChunkName`: search modal, mobile
 * menu...) keep their name, but for pages' views (`view-…`), one per
 * template, which only need it in the stats.
 *
 * The search modal's InstantSearch imports its router (and with it `qs`) and
 * its insights middleware whether it uses them or not. The router is never
 * started, and insights not without Algolia: both resolve to a module that
 * throws if started (src/node/webpack/instantSearchUnbundled.ts), insights only
 * when no GATSBY_ALGOLIA_* variable is set (the browser's rule for choosing
 * Algolia, src/search/clients/index.ts). react-instantsearch-core and
 * instantsearch.js each install their own copy of @swc/helpers; when the two
 * are the same version, react-instantsearch-core's imports go to
 * instantsearch.js's copy, so the modal holds it once.
 *
 * `prop-types` is one do-nothing value in the browser's bundles: React reads
 * `propTypes` only in development, and the package's production shims cost
 * every page's first load (src/node/webpack/propTypesUnbundled.ts).
 *
 * CSS-module class names are shortened in both production stages
 * (src/node/webpack/shortCssModuleNames.ts).
 *
 * Build speed (decision 0008): both production stages transpile the site's
 * modules that need none of Gatsby's Babel plugins with esbuild
 * (src/node/webpack/fasterTranspiling.ts), the browser bundles are minified by
 * SWC instead of Terser (src/node/webpack/swcMinifier.ts), and the HTML
 * renderer is built without a source map.
 *
 * InlinedStylesheetsPlugin renders every page again when the stylesheet it
 * inlines changes (src/node/webpack/inlinedStylesheets.ts).
 *
 * EmptyChunkMappingPlugin keeps Gatsby's unused map of every page component
 * out of every page's HTML (src/node/webpack/emptyChunkMapping.ts), and
 * SliceGlobalsAsDataPlugin then turns the slice's inline scripts into data, so
 * a strict CSP needs no hash that changes per build
 * (src/node/webpack/sliceGlobalsAsData.ts).
 *
 * CssOrderCheckPlugin fails the build when pages import CSS modules in
 * conflicting orders (src/node/webpack/cssOrderCheck.ts).
 *
 * browserBuildAssets records the compilation's files, which the pruning of
 * public/ keeps (src/node/webpack/compilationAssets.ts).
 *
 * mini-css-extract-plugin evaluates each stylesheet with webpack's
 * `importModule` instead of a child compilation per stylesheet. Child
 * compilations are part of webpack's compilation hash, but a build with
 * webpack's cache skips them: every page of a cached build named another
 * compilation hash than a clean build of the same tree
 * (scripts/check-cached-builds.mjs), which also tells open tabs to reload.
 */
import { createRequire } from "node:module"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { EmptyChunkMappingPlugin } from "../webpack/emptyChunkMapping"
import { shortenCssModuleNames } from "../webpack/shortCssModuleNames"
import { CssOrderCheckPlugin } from "../webpack/cssOrderCheck"
import { InlinedStylesheetsPlugin } from "../webpack/inlinedStylesheets"
import { browserBuildAssets } from "../webpack/compilationAssets"
import { SliceGlobalsAsDataPlugin } from "../webpack/sliceGlobalsAsData"
import { algoliaVariables } from "../search/searchBuildWarnings"
import { transpileWithEsbuild } from "../webpack/fasterTranspiling"
import { minifyWithSwc } from "../webpack/swcMinifier"

// Resolved from the site's package.json: this module is bundled by Gatsby's compiler, where `require.resolve` does not exist.
const siteRequire = createRequire(path.resolve("package.json"))
const partytownBrowserHooks = siteRequire.resolve("gatsby/dist/internal-plugins/partytown/gatsby-browser.js")
const serviceWorkerRegistrar = path.resolve(".cache/register-service-worker.js")
const instantSearchMiddlewares = path.join(path.dirname(siteRequire.resolve("instantsearch.js/package.json")), "es/middlewares")
const instantSearchUnbundled = path.resolve("src/node/webpack/instantSearchUnbundled.ts")
const propTypesUnbundled = path.resolve("src/node/webpack/propTypesUnbundled.ts")

/** instantsearch.js modules the modal never starts, resolved to instantSearchUnbundled. */
export function unbundledInstantSearchModules(env: NodeJS.ProcessEnv): string[] {
  const modules = [path.join(instantSearchMiddlewares, "createRouterMiddleware.js")]
  // Any of them set, however set, and the browser picks Algolia.
  if (!algoliaVariables.some((name) => env[name])) modules.push(path.join(instantSearchMiddlewares, "createInsightsMiddleware.js"))
  return modules
}

/**
 * The directory react-instantsearch-core's `@swc/helpers` imports can go to (instantsearch.js's copy),
 * or null when the two copies are not the same version.
 */
export function sharedSwcHelpers(): { from: string; to: string } | null {
  // The package's folder, from its entry point (react-instantsearch-core's exports leave out package.json).
  const packageDir = (name: string) => {
    const entry = siteRequire.resolve(name)
    const marker = `${path.sep}node_modules${path.sep}${name}${path.sep}`
    return entry.slice(0, entry.lastIndexOf(marker) + marker.length - 1)
  }
  const copyOf = (name: string) => {
    const manifest = createRequire(path.join(packageDir(name), "package.json")).resolve("@swc/helpers/package.json")
    return { dir: path.dirname(manifest), version: (siteRequire(manifest) as { version: string }).version }
  }
  const from = copyOf("react-instantsearch-core")
  const to = copyOf("instantsearch.js")
  return from.dir !== to.dir && from.version === to.version ? { from: packageDir("react-instantsearch-core"), to: to.dir } : null
}

/** Both production stages transpile the site's plain modules with esbuild (src/node/webpack/fasterTranspiling.ts). */
function transpileModulesWithEsbuild(config: { module?: { rules?: Parameters<typeof transpileWithEsbuild>[0] } }, stage: string) {
  const browsers = (siteRequire(path.resolve("package.json")) as { browserslist: string[] }).browserslist
  const changed = transpileWithEsbuild(config.module?.rules, { stage, srcDir: path.resolve("src"), browsers })
  if (changed !== 2) throw new Error(`webpackConfig: expected two rules running Gatsby's babel-loader (JavaScript, TypeScript) in the ${stage} config, found ${changed}; its shape changed (see src/node/webpack/fasterTranspiling.ts)`)
}

/** What the production browser build resolves differently: modules left out (false) or replaced by the site's stand-ins. */
export function browserBuildAliases(env: NodeJS.ProcessEnv): Record<string, string | false> {
  const unbundled = Object.fromEntries(unbundledInstantSearchModules(env).map((module) => [module, instantSearchUnbundled]))
  return { [partytownBrowserHooks]: false, [serviceWorkerRegistrar]: false, "prop-types$": propTypesUnbundled, ...unbundled }
}

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions, plugins }) => {
  if (stage === "build-html") {
    const config = getConfig()
    requireShortened(shortenCssModuleNames(config.module?.rules), stage)
    transpileModulesWithEsbuild(config, stage)
    // Gatsby reads render-page.js.map only to point a page's render error at the source line (decision 0008).
    config.devtool = false
    config.plugins = [...(config.plugins ?? []), new InlinedStylesheetsPlugin(path.resolve("public/webpack.stats.json"))]
    actions.replaceWebpackConfig(config)
  }
  if (stage !== "build-javascript") return
  const config = getConfig()
  requireShortened(shortenCssModuleNames(config.module?.rules), stage)
  transpileModulesWithEsbuild(config, stage)
  if (minifyWithSwc(config) !== 1) throw new Error("webpackConfig: no TerserPlugin among Gatsby's build-javascript minimizers; its shape changed (see src/node/webpack/swcMinifier.ts)")
  config.output = { ...config.output, chunkFilename: lazyChunkFilename }
  config.resolve = { ...config.resolve, alias: { ...config.resolve?.alias, ...browserBuildAliases(process.env) } }
  for (const plugin of config.plugins ?? []) {
    if (plugin?.constructor?.name === "MiniCssExtractPlugin") plugin.options.experimentalUseImportModule = true
  }
  config.plugins = [...(config.plugins ?? []), new EmptyChunkMappingPlugin(path.resolve("public")), new SliceGlobalsAsDataPlugin(path.resolve("public")), new CssOrderCheckPlugin(), browserBuildAssets]
  const swcHelpers = sharedSwcHelpers()
  if (swcHelpers) {
    config.plugins.push(
      plugins.normalModuleReplacement(/^@swc\/helpers\//, (data: { context?: string; request: string }) => {
        if (data.context?.startsWith(swcHelpers.from + path.sep)) data.request = path.join(swcHelpers.to, data.request.slice("@swc/helpers/".length))
      }),
    )
  }
  actions.replaceWebpackConfig(config)
}

type ChunkPathData = { chunk?: { name?: string | null } }

/**
 * `[name]-…` for the chunks we name in the code; `[id]-…` for page components
 * ("component---…"), pages' views ("view-…": one per template, named only so
 * the bench can tell them apart in webpack's stats, src/templates/pageView.tsx)
 * and Gatsby's hash-named shared chunks.
 */
export function lazyChunkFilename(pathData: ChunkPathData): string {
  const name = pathData.chunk?.name
  const ownName = !!name && !name.startsWith("component---") && !name.startsWith("view-") && !/^[0-9a-f]{8,}$/.test(name)
  return ownName ? "[name]-[contenthash:8].js" : "[id]-[contenthash:8].js"
}

// Both stages must rename, or the markup's classes would not match the stylesheet's.
function requireShortened(changed: number, stage: string) {
  if (changed === 0) throw new Error(`webpackConfig: no css-loader with CSS modules found in Gatsby's ${stage} config; its shape changed (see src/node/webpack/shortCssModuleNames.ts)`)
}
