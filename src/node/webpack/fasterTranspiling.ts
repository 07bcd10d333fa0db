/**
 * esbuild in place of Babel for the site's own modules that need nothing but
 * TypeScript and JSX stripped (decision 0008).
 *
 * Gatsby transpiles every module of src/ and its own runtime with Babel, in
 * both production compilations (browser bundles and the HTML renderer). For
 * this site Babel's preset has almost nothing left to do: the browserslist
 * targets need no syntax lowered and Babel adds no core-js polyfill to any
 * bundle. What only Babel does is Gatsby's own plugins:
 * - babel-plugin-remove-graphql-queries turns `graphql` tags (page queries,
 *   fragments, `useStaticQuery`) into query hashes;
 * - babel-plugin-remove-api drops server-only exports of page templates;
 * - babel-plugin-add-slice-placeholder-location tags `<Slice>` elements.
 * So a module keeps Babel when it is outside src/ (Gatsby's runtime in
 * .cache, plugins' browser files), is a page component (imported by
 * async-requires), or names `graphql`, `StaticQuery` or `Slice` anywhere in
 * its text. So does a module that ships one of its functions as source text
 * (`${fn.toString()}` in a template: the home page's base-URL banner script
 * is not minified afterwards, and esbuild prints a function with other
 * spacing than Babel's compact output, so the page would change). Every
 * other module goes through esbuild-loader, with React's classic runtime as
 * Babel had it. A module wrongly sent to esbuild would keep a `graphql` tag,
 * which throws when it runs (Gatsby's stub), so the browser tests would fail.
 */
import fs from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import browserslist from "browserslist"
import type { RuleSetRule, RuleSetUseItem } from "webpack"

// Resolved from the site's package.json: Gatsby's compiler bundles this module, where `require.resolve` does not exist.
const siteRequire = createRequire(path.resolve("package.json"))

/** Text that names one of the Babel plugins' subjects, or stringifies a function; a mention in a comment errs on Babel's side. */
const needsGatsbyBabel = /\bgraphql\b|\bStaticQuery\b|\bSlice\b|\$\{\w+\.toString\(\)\}/

type UseInfo = { resource: string; resourceQuery?: string; issuer?: string; realResource?: string }
type UseFunction = (info: UseInfo) => RuleSetUseItem[]

/** Whether `file`, imported by `issuer`, must keep Gatsby's Babel loader. */
export function keepsBabel(file: string, issuer: string | undefined, srcDir: string): boolean {
  if (!file.startsWith(srcDir + path.sep)) return true
  if (issuer && /async-requires/.test(issuer)) return true
  return needsGatsbyBabel.test(fs.readFileSync(file, "utf8"))
}

/** esbuild's engine names for browserslist's; the others are Chromium-based with their own numbering, covered by chrome's. */
const esbuildEngines: Record<string, string> = { chrome: "chrome", and_chr: "chrome", edge: "edge", firefox: "firefox", and_ff: "firefox", safari: "safari", ios_saf: "ios", opera: "opera" }

/** The site's browserslist as esbuild targets: the oldest version of each engine. */
export function esbuildTargets(queries: string[]): string[] {
  const oldest = new Map<string, number>()
  for (const entry of browserslist(queries)) {
    const [name, versions] = entry.split(" ")
    const engine = esbuildEngines[name]
    if (!engine) continue
    const version = Number(versions.split("-")[0])
    if (!oldest.has(engine) || version < oldest.get(engine)!) oldest.set(engine, version)
  }
  return [...oldest].map(([engine, version]) => `${engine}${version}`).sort()
}

/** Does this rule's `use` come down to Gatsby's babel-loader alone? (Probed with a module of src/.) */
function isGatsbyBabelRule(rule: RuleSetRule, srcDir: string): boolean {
  if (typeof rule.use !== "function" || rule.resourceQuery !== undefined || !(rule.test instanceof RegExp) || !rule.test.test("x.tsx")) return false
  const probe = (rule.use as unknown as UseFunction)({ resource: path.join(srcDir, "x.tsx") })
  return probe.length === 1 && typeof probe[0] === "object" && /[\\/]gatsby[\\/]dist[\\/]utils[\\/]babel-loader\.js$/.test(String(probe[0]?.loader))
}

/**
 * Sends the modules Babel is not needed for to esbuild. Two rules of
 * Gatsby's config run its babel-loader on the site's modules: its own
 * JavaScript rule (`.js` to `.tsx`) and the one its built-in
 * gatsby-plugin-typescript adds for `.ts`/`.tsx`, so a TypeScript module went
 * through Babel twice. For a module esbuild takes, the first rule's loader
 * becomes esbuild-loader and the second's none. Returns the rules changed
 * (2 when Gatsby's config has the shape this relies on).
 */
export function transpileWithEsbuild(rules: RuleSetRule["rules"] | undefined, { stage, srcDir, browsers }: { stage: string; srcDir: string; browsers: string[] }): number {
  const target = stage === "build-html" ? [`node${process.versions.node.split(".")[0]}`] : esbuildTargets(browsers)
  const esbuild: RuleSetUseItem = {
    loader: siteRequire.resolve("esbuild-loader"),
    options: { target, jsx: "transform", jsxFactory: "React.createElement", jsxFragment: "React.Fragment", tsconfigRaw: {} },
  }
  let changed = 0
  for (const rule of rules ?? []) {
    if (!rule || typeof rule !== "object" || !isGatsbyBabelRule(rule, srcDir)) continue
    const babel = rule.use as unknown as UseFunction
    const javascriptRule = (rule.test as RegExp).test("x.js")
    rule.use = ((info: UseInfo) => (keepsBabel(info.realResource ?? info.resource, info.issuer, srcDir) ? babel(info) : javascriptRule ? [esbuild] : [])) as RuleSetRule["use"]
    changed++
  }
  return changed
}
