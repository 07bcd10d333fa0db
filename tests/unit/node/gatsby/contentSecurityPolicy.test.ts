import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { afterEach, describe, expect, it, vi } from "vitest"
import { cspDirectives, headersFile, policyText, thirdPartiesOf, writeContentSecurityPolicy } from "../../../../src/node/gatsby/contentSecurityPolicy"
import { collectInlineSources, hashSource } from "../../../../src/node/html/inlineSources"
import { writeTree } from "../../helpers/writeTree"

const none = { gtag: false, tagManager: false, algolia: false }
const html = (body = "") => `<html><head><style>p{margin:0}</style><script>a()</script></head><body>${body}<script>b()</script></body></html>`

describe("the site's Content-Security-Policy", () => {
  it("allows scripts from the site and by hash only, no inline or eval, styles elements by hash, and data: images", () => {
    const uses = collectInlineSources([{ page: "/", html: html() }])
    const policy = policyText(cspDirectives(uses, none))
    expect(policy).toBe(
      `default-src 'self'; script-src 'self' ${hashSource("a()")} ${hashSource("b()")}; style-src 'self' 'unsafe-inline'; ` +
        `style-src-elem 'self' ${hashSource("p{margin:0}")}; style-src-attr 'unsafe-inline'; img-src 'self' data:; font-src 'self'; ` +
        `connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'`
    )
    const scriptSrc = policy.split("; ").find((directive) => directive.startsWith("script-src "))!
    expect(scriptSrc).not.toMatch(/unsafe|\*/)
  })

  it("adds Google's hosts when analytics are built in, Tag Manager's frame, and Algolia's hosts when search is hosted", () => {
    const directives = Object.fromEntries(cspDirectives([], { gtag: true, tagManager: true, algolia: true }))
    expect(directives["script-src"]).toEqual(["'self'", "https://*.googletagmanager.com"])
    expect(directives["connect-src"]).toEqual(expect.arrayContaining(["https://*.algolia.net", "https://*.algolianet.com", "https://*.google-analytics.com"]))
    expect(directives["img-src"]).toContain("https://*.google-analytics.com")
    expect(directives["frame-src"]).toEqual(["https://www.googletagmanager.com"])
    expect(Object.fromEntries(cspDirectives([], { ...none, gtag: true }))["frame-src"]).toBeUndefined()
  })

  it("reads which third parties are built in from the same variables the build uses", () => {
    expect(thirdPartiesOf({})).toEqual(none)
    expect(thirdPartiesOf({ GATSBY_GTAG_IDS: "G-1", GATSBY_GTM_ID: " ", GATSBY_ALGOLIA_INDEX_NAME: "docs" })).toEqual({ gtag: true, tagManager: false, algolia: true })
  })

  it("writes one rule for every path in the headers file", () => {
    expect(headersFile("default-src 'self'")).toMatch(/\n\/\*\n {2}Content-Security-Policy: default-src 'self'\n$/)
  })
})

describe("writing the policy after the build", () => {
  let dir: string | null = null
  afterEach(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true })
    dir = null
  })

  const build = (pages: Record<string, string>) => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "csp-"))
    writeTree(path.join(dir, "public"), pages)
    const pagePaths = Object.keys(pages).map((file) => (file === "index.html" ? "/" : `/${file.replace(/\/index\.html$/, "")}`))
    return { getState: () => ({ program: { directory: dir }, pages: new Map(pagePaths.map((page) => [page, {}])) }) }
  }

  it("writes _headers and csp.json with the hashes of every page's inline sources", () => {
    const store = build({ "index.html": html("<script>banner()</script>"), "docs/index.html": html() })
    const reporter = { info: vi.fn(), panicOnBuild: vi.fn() }
    writeContentSecurityPolicy({ store, reporter } as never, {})
    expect(reporter.panicOnBuild).not.toHaveBeenCalled()
    const headers = fs.readFileSync(path.join(dir!, "public", "_headers"), "utf8")
    const json = JSON.parse(fs.readFileSync(path.join(dir!, "public", "csp.json"), "utf8"))
    expect(headers).toContain(`Content-Security-Policy: ${json.policy}`)
    expect(json.directives["script-src"]).toEqual(["'self'", hashSource("a()"), hashSource("banner()"), hashSource("b()")])
    expect(json.inline).toContainEqual({ kind: "script", hash: hashSource("banner()"), bytes: 8, pages: 1, start: "banner()" })
  })

  it("fails the build, writing nothing, when inline scripts differ from page to page", () => {
    const store = build(Object.fromEntries(["a", "b", "c"].map((name) => [`${name}/index.html`, html(`<script>window.pagePath="/${name}"</script>`)])))
    const reporter = { info: vi.fn(), panicOnBuild: vi.fn() }
    writeContentSecurityPolicy({ store, reporter } as never, {})
    expect(reporter.panicOnBuild).toHaveBeenCalledWith(expect.stringContaining("differ between pages"))
    expect(fs.existsSync(path.join(dir!, "public", "_headers"))).toBe(false)
  })
})
