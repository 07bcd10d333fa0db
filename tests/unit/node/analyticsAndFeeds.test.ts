import { normalizePathPrefix, publicUrl } from "../../../src/config/siteUrl"
import { buildPathPrefix } from "../../../src/node/content/pathPrefix"
import { describe, expect, it } from "vitest"
import React from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { analyticsPlugins } from "../../../src/node/gatsby/analyticsPlugins"
import { renderBlogFeeds } from "../../../src/node/blog/feeds"
import { feedEntries } from "../../../src/node/blog/feedQuery"
import { suggestedBaseUrl, baseUrlIssueBannerScript } from "../../../src/theme/inlineScripts/baseUrlIssueBanner"

/** Runs a plugin's gatsby-ssr onRenderBody as a production build does and returns the HTML it adds. */
function renderedWith(ssr: { onRenderBody: (...args: never[]) => unknown }, options: object): string {
  const parts: React.ReactNode[] = []
  const collect = (nodes: React.ReactNode[]) => parts.push(...nodes)
  const previous = process.env.NODE_ENV
  process.env.NODE_ENV = "production"
  try {
    ;(ssr.onRenderBody as (api: object, options: object) => void)({ setHeadComponents: collect, setPostBodyComponents: collect, setPreBodyComponents: collect, reporter: { panic: () => {} } }, options)
  } finally {
    process.env.NODE_ENV = previous
  }
  return renderToStaticMarkup(React.createElement(React.Fragment, null, ...parts))
}

describe("analytics configuration", () => {
  it("adds nothing without ids", () => {
    expect(analyticsPlugins({})).toEqual([])
    expect(analyticsPlugins({ GATSBY_GTAG_IDS: " , ", GATSBY_GTM_ID: "" })).toEqual([])
  })

  it("configures gatsby-plugin-google-gtag with both tag ids and gatsby-plugin-google-tagmanager with the container", () => {
    const plugins = analyticsPlugins({ GATSBY_GTAG_IDS: "G-AAAA1111, G-BBBB2222", GATSBY_GTM_ID: "GTM-ABC123" })
    expect(plugins.map(plugin => typeof plugin === "string" ? plugin : plugin.resolve)).toEqual(["gatsby-plugin-google-gtag", "gatsby-plugin-google-tagmanager"])
    expect(analyticsPlugins({ GATSBY_GTM_ID: "GTM-ABC123" })).toEqual([
      { resolve: "gatsby-plugin-google-tagmanager", options: expect.objectContaining({ id: "GTM-ABC123", includeInDevelopment: false }) },
    ])
    expect(analyticsPlugins({ GATSBY_GTAG_IDS: "G-AAAA1111" })).toEqual([
      { resolve: "gatsby-plugin-google-gtag", options: expect.objectContaining({ trackingIds: ["G-AAAA1111"] }) },
    ])
  })

  it("the gtag plugin, given these options, anonymises IPs for both ids and skips its config under Do-Not-Track", async () => {
    const [gtag] = analyticsPlugins({ GATSBY_GTAG_IDS: "G-AAAA1111, G-BBBB2222" })
    const ssr = await import("gatsby-plugin-google-gtag/gatsby-ssr.js")
    const html = renderedWith(ssr, (gtag as { options: object }).options)
    expect(html).toContain('src="https://www.googletagmanager.com/gtag/js?id=G-AAAA1111"')
    for (const id of ["G-AAAA1111", "G-BBBB2222"]) expect(html).toMatch(new RegExp(`gtag\\('config', '${id}', \\{[^}]*"anonymize_ip":true`))
    expect(html).toContain('navigator.doNotTrack == "1"')
  })

  it("the Tag Manager plugin, given these options, loads the container", async () => {
    const [gtm] = analyticsPlugins({ GATSBY_GTM_ID: "GTM-ABC123" })
    const ssr = await import("gatsby-plugin-google-tagmanager/gatsby-ssr.js")
    const html = renderedWith(ssr, (gtm as { options: object }).options)
    expect(html).toContain("'dataLayer', 'GTM-ABC123'")
    expect(html).toContain("https://www.googletagmanager.com/ns.html?id=GTM-ABC123")
  })

  it("refuses values that are not ids (they end up inside inline scripts)", () => {
    expect(() => analyticsPlugins({ GATSBY_GTAG_IDS: "G-1234');alert(1);//" })).toThrow(/GATSBY_GTAG_IDS/)
    expect(() => analyticsPlugins({ GATSBY_GTM_ID: "GTM-AB12,GTM-CD34" })).toThrow(/one Tag Manager/)
  })
})

describe("blog feeds", () => {
  const data = {
    site: { siteMetadata: { description: "d" } },
    allBlogPost: {
      nodes: [
        {
          title: "Fish & <Chips>",
          description: "About \"things\"",
          url: "/blog/2025/08/28/v0.1.2",
          date: "2025-08-28",
          excerptHtml: "<p>Hello</p>",
          authors: [{ name: "Rsvim maintainers", url: "https://github.com/rsvim" }],
          tags: [{ label: "Announcement" }],
        },
        {
          title: "Older",
          description: "o",
          url: "/blog/2024/08/29/motivation",
          date: "2024-08-29",
          excerptHtml: "<p>Why</p>",
          authors: [],
          tags: [],
        },
      ],
    },
  }
  const feeds = (pathPrefix = "") => renderBlogFeeds({ description: "d", pathPrefix }, feedEntries(data, pathPrefix))

  it("Atom: escaped entries in order with absolute links, full timestamps, categories with a term and an author each", () => {
    const { atom } = feeds()
    expect(atom).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www.w3.org\/2005\/Atom">/)
    expect(atom).toContain("<title>Rsvim Blog Atom Feed</title>")
    expect(atom).toContain("<![CDATA[Fish & <Chips>]]>")
    expect([...atom.matchAll(/<entry>[\s\S]*?<id>(.*?)<\/id>/g)].map(match => match[1])).toEqual([
      "https://rsvim.github.io/blog/2025/08/28/v0.1.2",
      "https://rsvim.github.io/blog/2024/08/29/motivation",
    ])
    expect(atom).toContain('<link href="https://rsvim.github.io/blog/2025/08/28/v0.1.2"/>')
    expect(atom).toContain('<link rel="self" href="https://rsvim.github.io/blog/atom.xml"/>')
    expect(atom).toContain("<updated>2025-08-28T00:00:00.000Z</updated>")
    expect(atom).toContain("<![CDATA[<p>Hello</p>]]>")
    expect(atom).toMatch(/<category [^>]*term="Announcement"/)
    // The post without authors gets the feed's author (Atom wants one per entry).
    expect(atom.match(/<name>Rsvim maintainers<\/name>/g)?.length).toBe(3)
  })

  it("RSS: the same entries from the same list", () => {
    const { rss } = feeds()
    expect(rss).toContain("<title>Rsvim Blog RSS Feed</title>")
    expect([...rss.matchAll(/<item>\s*<title><!\[CDATA\[(.*?)\]\]><\/title>/g)].map(match => match[1])).toEqual(["Fish & <Chips>", "Older"])
    expect(rss).toContain("<link>https://rsvim.github.io/blog/2024/08/29/motivation</link>")
    expect(rss).toContain("<pubDate>Thu, 28 Aug 2025 00:00:00 GMT</pubDate>")
    expect(rss).toContain('<atom:link href="https://rsvim.github.io/blog/rss.xml" rel="self" type="application/rss+xml"/>')
  })

  it("both link posts under the path the site is served from", () => {
    const { rss, atom } = feeds("/rsvim")
    expect(rss).toContain("<link>https://rsvim.github.io/rsvim/blog/2025/08/28/v0.1.2</link>")
    expect(atom).toContain('<link href="https://rsvim.github.io/rsvim/blog/2025/08/28/v0.1.2"/>')
    expect(atom).toContain('<link rel="self" href="https://rsvim.github.io/rsvim/blog/atom.xml"/>')
  })

  it("an empty blog still makes valid feeds that do not change between builds", () => {
    const empty = renderBlogFeeds({ description: "d", pathPrefix: "" }, [])
    expect(empty.atom).toContain("<updated>1970-01-01T00:00:00.000Z</updated>")
    expect(empty.atom).not.toContain("<entry>")
    expect(empty.rss).not.toContain("<item>")
  })
})

describe("one base URL", () => {
  it("puts the origin, the path prefix and the site path together the same way everywhere", () => {
    expect(normalizePathPrefix("/rsvim/")).toBe("/rsvim")
    expect(normalizePathPrefix("rsvim")).toBe("/rsvim")
    expect(normalizePathPrefix("/")).toBe("")
    expect(normalizePathPrefix(undefined)).toBe("")
    expect(publicUrl("/", "")).toBe("https://rsvim.github.io/")
    expect(publicUrl("/", "/rsvim")).toBe("https://rsvim.github.io/rsvim")
    expect(publicUrl("/docs/manual/installation", "/rsvim/")).toBe("https://rsvim.github.io/rsvim/docs/manual/installation")
  })

  it("prefixes a build's URLs only when its paths are prefixed, as Gatsby does", () => {
    expect(buildPathPrefix({ PATH_PREFIX: "/rsvim" }, [])).toBe("")
    expect(buildPathPrefix({ PATH_PREFIX: "/rsvim", PREFIX_PATHS: "true" }, [])).toBe("/rsvim")
    expect(buildPathPrefix({ PATH_PREFIX: "/rsvim/" }, ["build", "--prefix-paths"])).toBe("/rsvim")
    expect(buildPathPrefix({}, ["--prefix-paths"])).toBe("")
  })
})

describe("wrong base URL check", () => {
  it("is quiet when the home page is where the base URL says", () => {
    expect(suggestedBaseUrl("/", "/")).toBeNull()
    expect(suggestedBaseUrl("/index.html", "/")).toBeNull()
    expect(suggestedBaseUrl("/rsvim", "/rsvim/")).toBeNull()
    expect(suggestedBaseUrl("/rsvim/", "/rsvim/")).toBeNull()
  })

  it("suggests the path the site is actually served under", () => {
    expect(suggestedBaseUrl("/wrong-base/", "/")).toBe("/wrong-base/")
    expect(suggestedBaseUrl("/a/b/index.html", "/")).toBe("/a/b/")
    expect(suggestedBaseUrl("/", "/rsvim/")).toBe("/")
  })

  it("builds a self-contained inline script", () => {
    const script = baseUrlIssueBannerScript("/")
    expect(() => new Function(script)).not.toThrow()
    expect(script).not.toContain("</")
  })
})
