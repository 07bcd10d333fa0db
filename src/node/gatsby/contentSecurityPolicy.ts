/**
 * The Content-Security-Policy the built site needs, written by every build as
 * `public/_headers` (the headers file of Netlify and Cloudflare Pages) and
 * `public/csp.json` (the same policy as data, for any other host). Scripts:
 * the site's own files and the hashes of its inline scripts, which are the
 * same on every page and in every build of the same sources (Gatsby's
 * per-page and per-build values travel as data, src/node/html/windowGlobals.ts);
 * no 'unsafe-inline' and no 'unsafe-eval'. What remains looser, and why, is in
 * docs/deploying.md. onPostBuild, after the pages are written.
 */
import fs from "node:fs"
import path from "node:path"
import type { BuildArgs } from "gatsby"
import { collectInlineSources, partialSourcesProblem, type InlineSourceUse } from "../html/inlineSources"
import { pageHtmlFile } from "./publishedFiles"

export interface ThirdParties {
  /** gatsby-plugin-google-gtag is in the build (GATSBY_GTAG_IDS). */
  gtag: boolean
  /** gatsby-plugin-google-tagmanager is in the build (GATSBY_GTM_ID). */
  tagManager: boolean
  /** The search modal queries Algolia (any GATSBY_ALGOLIA_* set). */
  algolia: boolean
}

export function thirdPartiesOf(env: NodeJS.ProcessEnv): ThirdParties {
  const set = (name: string) => (env[name] ?? "").trim() !== ""
  return {
    gtag: set("GATSBY_GTAG_IDS"),
    tagManager: set("GATSBY_GTM_ID"),
    algolia: ["GATSBY_ALGOLIA_APP_ID", "GATSBY_ALGOLIA_API_KEY", "GATSBY_ALGOLIA_INDEX_NAME"].some(set),
  }
}

// Google's hosts for the Google tag and Tag Manager (its CSP guide for GA4).
const googleScripts = ["https://*.googletagmanager.com"]
const googleConnect = ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"]
const googleImages = ["https://*.google-analytics.com", "https://*.googletagmanager.com"]
// The search-only client's hosts: <app>-dsn.algolia.net, <app>.algolia.net, <app>-N.algolianet.com.
const algoliaHosts = ["https://*.algolia.net", "https://*.algolianet.com"]

export type Directives = [name: string, sources: string[]][]

/** The policy's directives, in the order they are written. */
export function cspDirectives(uses: readonly InlineSourceUse[], third: ThirdParties): Directives {
  const hashes = (kind: InlineSourceUse["kind"]) => uses.filter((use) => use.kind === kind).map((use) => use.hash)
  const google = third.gtag || third.tagManager
  return [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...hashes("script"), ...(google ? googleScripts : [])]],
    // Browsers without the -elem/-attr directives (before Safari 15.4, Firefox 108) read this one alone.
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["style-src-elem", ["'self'", ...hashes("style")]],
    // Gatsby renders style attributes it owns (its focus wrapper, its route announcer), and icons are sized by them.
    ["style-src-attr", ["'unsafe-inline'"]],
    // The icons are SVG data URLs in the stylesheet.
    ["img-src", ["'self'", "data:", ...(google ? googleImages : [])]],
    ["font-src", ["'self'"]],
    ["connect-src", ["'self'", ...(third.algolia ? algoliaHosts : []), ...(google ? googleConnect : [])]],
    // Tag Manager's <noscript> page-view frame.
    ...(third.tagManager ? ([["frame-src", ["https://www.googletagmanager.com"]]] as Directives) : []),
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
  ]
}

export function policyText(directives: Directives): string {
  return directives.map(([name, sources]) => `${name} ${sources.join(" ")}`).join("; ")
}

/** The headers file: one rule for every path of the site. */
export function headersFile(policy: string): string {
  return `# Written by the build (src/node/gatsby/contentSecurityPolicy.ts); see docs/deploying.md.\n/*\n  Content-Security-Policy: ${policy}\n`
}

export interface CspJson {
  header: "Content-Security-Policy"
  policy: string
  directives: Record<string, string[]>
  inline: { kind: string; hash: string; bytes: number; pages: number; start: string }[]
}

export function cspJson(directives: Directives, uses: readonly InlineSourceUse[]): CspJson {
  return {
    header: "Content-Security-Policy",
    policy: policyText(directives),
    directives: Object.fromEntries(directives),
    inline: uses.map((use) => ({ kind: use.kind, hash: use.hash, bytes: use.bytes, pages: use.pages.length, start: use.start })),
  }
}

export const headersFileName = "_headers"
export const cspJsonFileName = "csp.json"

/** onPostBuild: reads every page's HTML, fails when inline sources differ between pages, writes the two files. */
export function writeContentSecurityPolicy({ store, reporter }: Pick<BuildArgs, "store" | "reporter">, env: NodeJS.ProcessEnv = process.env): void {
  const state = store.getState() as { program: { directory: string }; pages: Map<string, unknown> }
  const publicDir = path.join(state.program.directory, "public")
  const pagePaths = [...state.pages.keys()].sort()
  const pages = pagePaths.map((page) => ({ page, html: fs.readFileSync(path.join(publicDir, pageHtmlFile(page)), "utf8") }))
  const uses = collectInlineSources(pages)
  const problem = partialSourcesProblem(uses, pages.length)
  if (problem) {
    reporter.panicOnBuild(problem)
    return
  }
  const directives = cspDirectives(uses, thirdPartiesOf(env))
  const policy = policyText(directives)
  fs.writeFileSync(path.join(publicDir, headersFileName), headersFile(policy))
  fs.writeFileSync(path.join(publicDir, cspJsonFileName), `${JSON.stringify(cspJson(directives, uses), null, 2)}\n`)
  const count = (kind: string) => uses.filter((use) => use.kind === kind).length
  reporter.info(`content security policy: ${count("script")} inline script hash(es), ${count("style")} style hash(es) for ${pages.length} pages, written to public/${headersFileName} and public/${cspJsonFileName}`)
}
